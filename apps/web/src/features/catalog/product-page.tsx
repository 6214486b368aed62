export default function Screen() {
  return <p>product-page</p>;
}
