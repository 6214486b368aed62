export default function Screen() {
  return <p>search-page</p>;
}
