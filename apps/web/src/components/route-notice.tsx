import { useState } from 'react';
import { useLocation } from 'react-router';

/** The notice a page was sent to with (`navigate(to, { state: { notice } })`), e.g. after deleting the account. */
export default function RouteNotice({ className }: { className?: string }) {
  const { state } = useLocation() as { state: unknown };
  const notice =
    state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice || dismissed === notice) return null;
  return (
    <div className={className}>
      <div
        role="status"
        className="flex items-center justify-between gap-3 rounded-card bg-surface px-5 py-3 font-bold text-ink shadow-card"
      >
        <span>{notice}</span>
        <button
          type="button"
          onClick={() => setDismissed(notice)}
          aria-label="Dismiss"
          className="min-h-11 min-w-11 rounded-pill text-xl text-ink-soft hover:bg-line"
        >
          <span aria-hidden>×</span>
        </button>
      </div>
    </div>
  );
}
