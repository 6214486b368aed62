import { FAIR_PLAY_TEXT } from '@dd/contracts';

/**
 * A PvP rating as `ratingText` writes it: a provisional one ends in '?', explained on hover (title) and to
 * screen readers (visually hidden text), as lichess does.
 */
export function RatingFigure({ text, provisional }: { text: string; provisional: boolean }) {
  if (!provisional) return <>{text}</>;
  return (
    <span title={FAIR_PLAY_TEXT.provisional} data-provisional="">
      {text}
      <span className="sr-only"> ({FAIR_PLAY_TEXT.provisional})</span>
    </span>
  );
}
