import { cn } from '../lib/cn';

const MEDALS = ['🥇', '🥈', '🥉'] as const;

/** A leaderboard place: a medal for the first three (the number for screen readers), else the number. */
export function PlaceBadge({ place }: { place: number }) {
  const medal = MEDALS[place - 1];
  return (
    <span
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full font-display font-extrabold tabular-nums',
        medal ? 'text-3xl' : 'bg-line text-ink-soft',
      )}
    >
      {medal ? (
        <>
          <span aria-hidden>{medal}</span>
          <span className="sr-only">{place}.</span>
        </>
      ) : (
        place
      )}
    </span>
  );
}
