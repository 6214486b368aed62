export default function Screen() {
  return <p>terms-page</p>;
}
