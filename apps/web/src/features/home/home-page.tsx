export default function Screen() {
  return <p>home-page</p>;
}
