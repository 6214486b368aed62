export default function Screen() {
  return <p>about-page</p>;
}
