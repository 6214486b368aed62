import { FORUM_TEXT } from '@dd/contracts';
import { cn } from '../../lib/cn';

/** What the blocker sees in place of a blocked member's thread or reply, with a way to read it anyway. */
export function BlockedNotice({ onShow, className }: { onShow: () => void; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-2 rounded-2xl border-2 border-dashed border-line bg-paper px-4 py-2 text-ink-soft',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-bold">
        <span aria-hidden>🙈</span>
        {FORUM_TEXT.blockedContent}
      </p>
      <button
        type="button"
        onClick={onShow}
        className="min-h-11 rounded-pill px-3 text-sm font-bold text-zap underline-offset-2 hover:underline"
      >
        Show anyway
      </button>
    </div>
  );
}
