export default function Screen() {
  return <p>test-page</p>;
}
