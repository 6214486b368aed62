export default function Screen() {
  return <p>privacy-page</p>;
}
