export default function Screen() {
  return <p>submit-page</p>;
}
