/** First stop for keyboard users: jumps past the header and banner. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-pill bg-ink px-5 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}
