import { PIPS, type DiceFace as Face } from './dice-roll';

const AT = [27, 50, 73] as const;

/** A die drawn with pips (not an emoji), so every face looks the same on every device. */
export function DiceFace({ face, className }: { face: Face; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden>
      <rect x="10" y="12" width="84" height="84" rx="20" className="fill-zap" />
      <rect x="4" y="4" width="84" height="84" rx="20" className="fill-surface stroke-ink" strokeWidth="4" />
      {PIPS[face].map(([col, row]) => (
        <circle
          key={`${col}-${row}`}
          cx={AT[col] - 4}
          cy={AT[row] - 4}
          r={face === 1 ? 11 : 8}
          className={face === 1 ? 'fill-hot' : 'fill-ink'}
        />
      ))}
    </svg>
  );
}
