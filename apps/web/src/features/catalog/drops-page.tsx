export default function Screen() {
  return <p>drops-page</p>;
}
