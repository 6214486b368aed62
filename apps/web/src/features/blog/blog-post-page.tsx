export default function Screen() {
  return <p>blog-post-page</p>;
}
