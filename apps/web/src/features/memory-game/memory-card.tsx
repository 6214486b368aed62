import { cn } from '../../lib/cn';

interface MemoryCardProps {
  /** The card's place on the board, 0-15. */
  id: number;
  emoji: string;
  faceUp: boolean;
  matched: boolean;
  /** Part of a mismatched pair that is about to flip back. */
  mismatched: boolean;
  /** Turned over, its face not back from the server yet: shown pressed. */
  pending: boolean;
  /** Whether a click turns it over now (false keeps it focusable: focus must not jump while playing). */
  flippable: boolean;
  onFlip: (id: number) => void;
}

/** The cards' accessible names: the emoji only while the card is up, so a face-down card gives nothing away. */
export function cardLabel(id: number, emoji: string, faceUp: boolean, matched: boolean): string {
  if (!faceUp) return `Card ${id + 1}, face down`;
  return matched ? `Card ${id + 1}, ${emoji}, matched` : `Card ${id + 1}, ${emoji}`;
}

/** One card: a button that turns over in 3D (a plain swap when motion is reduced). */
export function MemoryCard({ id, emoji, faceUp, matched, mismatched, pending, flippable, onFlip }: MemoryCardProps) {
  return (
    <button
      type="button"
      data-testid="memory-card"
      aria-label={cardLabel(id, emoji, faceUp, matched)}
      aria-disabled={flippable ? undefined : true}
      aria-busy={pending ? true : undefined}
      onClick={() => flippable && onFlip(id)}
      className={cn(
        'group relative aspect-square w-full rounded-2xl perspective-[700px]',
        flippable ? 'cursor-pointer' : 'cursor-default',
      )}
    >
      <span
        className={cn(
          'absolute inset-0 rounded-2xl transition-transform duration-500 ease-out transform-3d motion-reduce:transition-none',
          faceUp && 'rotate-y-180',
          flippable && 'group-hover:-translate-y-1 group-active:scale-95',
          // Held down until the answer comes (a slow network): the click was taken.
          pending && 'scale-95 brightness-90',
        )}
      >
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center overflow-hidden rounded-2xl bg-linear-135 from-zap to-hot text-white shadow-card backface-hidden"
        >
          <span className="absolute inset-1.5 rounded-xl border-2 border-dashed border-white/35" />
          {/* Drawn by CSS, so a face-down card's text stays empty. */}
          <span
            className={cn(
              "font-display text-3xl font-extrabold text-white/90 before:content-['?'] sm:text-4xl",
              pending && 'motion-safe:animate-pulse',
            )}
          />
        </span>
        <span
          className={cn(
            'absolute inset-0 flex items-center justify-center rounded-2xl border-4 shadow-card backface-hidden rotate-y-180',
            matched ? 'border-mint bg-mint/15' : mismatched ? 'border-hot bg-hot/10' : 'border-sun bg-surface',
          )}
        >
          {faceUp && (
            <span
              className={cn(
                'text-4xl leading-none sm:text-5xl',
                matched && 'motion-safe:animate-[dd-pop_0.5s_ease-out_0.25s]',
              )}
            >
              {emoji}
            </span>
          )}
        </span>
      </span>
    </button>
  );
}
