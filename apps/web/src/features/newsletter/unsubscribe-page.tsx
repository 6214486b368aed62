export default function Screen() {
  return <p>unsubscribe-page</p>;
}
