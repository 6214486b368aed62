export default function Screen() {
  return <p>not-found-page</p>;
}
