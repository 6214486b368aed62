export default function Screen() {
  return <p>subcollection-page</p>;
}
