export default function Screen() {
  return <p>collection-page</p>;
}
