import { useEffect } from 'react';

const SHOW_MS = 4_000;

/**
 * The spec's play alerts (section 8), shown as a message that does not block the game: a pill over the board
 * that reads itself to screen readers and goes after 4 s (or on a click).
 */
export function BoardAlert({
  alert,
  onDismiss,
}: {
  alert: { text: string; at: number } | null;
  onDismiss: () => void;
}) {
  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(onDismiss, SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [alert, onDismiss]);
  if (!alert) return null;
  return (
    <div
      key={alert.at}
      role="alert"
      data-testid="board-alert"
      className="fixed inset-x-4 top-20 z-40 mx-auto flex max-w-md items-center gap-3 rounded-pill bg-ink px-5 py-3 font-bold text-white shadow-pop ring-2 ring-hot motion-safe:animate-[dd-pop_0.3s_ease-out]"
    >
      <span aria-hidden>⚠️</span>
      <span className="flex-1">{alert.text}</span>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="flex size-8 items-center justify-center rounded-full text-xl hover:bg-white/15"
      >
        ×
      </button>
    </div>
  );
}
