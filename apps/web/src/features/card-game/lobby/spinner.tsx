/** The searching spinner: a ring that turns (still, with reduced motion) around a card back. */
export function SearchSpinner() {
  return (
    <span aria-hidden className="relative flex size-16 shrink-0 items-center justify-center">
      <span className="absolute inset-0 rounded-full border-4 border-white/25 border-t-sun motion-safe:animate-spin" />
      <span className="text-2xl motion-safe:animate-pulse">🃏</span>
    </span>
  );
}
