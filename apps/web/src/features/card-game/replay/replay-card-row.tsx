import { cn } from '../../../lib/cn';
import { SmallCardItems } from '../cards/small-card-items';
import type { ReplayCards } from './replay-cards';

interface ReplayCardRowProps {
  cardIds: readonly string[];
  cards: ReplayCards;
  /** The list's name for screen readers. */
  label: string;
  /** Shown in place of the list when there are no cards. */
  empty: string;
  /** The list's own spacing and snapping, beside the shared sideways scroll. */
  className: string;
  testId?: string;
  /** What each card is to the tests, and its classes beside the shared no-shrink. */
  cardTestId: string;
  cardClassName: string;
}

/** A replay's row of face-up cards (a seat's hand, the table's plays), or a dashed box when there are none. */
export function ReplayCardRow({
  cardIds,
  cards,
  label,
  empty,
  className,
  testId,
  cardTestId,
  cardClassName,
}: ReplayCardRowProps) {
  if (cardIds.length === 0) {
    return (
      <p className="rounded-xl border-2 border-dashed border-white/25 px-3 py-6 text-center text-sm font-semibold text-white/60">
        {empty}
      </p>
    );
  }
  return (
    // Focusable: on a phone the row scrolls sideways, and a keyboard must be able to scroll it.
    <ul
      tabIndex={0}
      className={cn('-mx-1 flex gap-2 overflow-x-auto px-1 md:flex-wrap md:overflow-visible', className)}
      data-testid={testId}
      aria-label={label}
    >
      <SmallCardItems cardIds={cardIds} cards={cards} testId={cardTestId} className={cn('shrink-0', cardClassName)} />
    </ul>
  );
}
