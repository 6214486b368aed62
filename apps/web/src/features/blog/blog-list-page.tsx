export default function Screen() {
  return <p>blog-list-page</p>;
}
