import { cn } from '../lib/cn';

/**
 * A product's viral factor ('2M views on TikTok') as a dark pill, or nothing when it has none. `overImage`: laid
 * on the product photo's corner, a little see-through.
 */
export function ViralBadge({
  viralFactor,
  overImage = false,
}: {
  viralFactor: string | undefined;
  overImage?: boolean;
}) {
  if (!viralFactor) return null;
  return (
    <span
      className={cn(
        'rounded-pill px-3 py-1 text-xs font-bold text-white',
        overImage ? 'absolute left-3 top-3 bg-ink/85' : 'inline-flex items-center bg-ink',
      )}
    >
      {viralFactor}
    </span>
  );
}
