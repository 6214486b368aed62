export default function Screen() {
  return <p>collections-page</p>;
}
