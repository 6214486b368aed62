import { relativeTime } from '../../lib/relative-time';

/** The honest price note of decisions.md: when the retailer's price was last checked. */
export function priceCheckedLabel(lastUpdated: string | null, now: Date): string | null {
  if (!lastUpdated) return null;
  const ago = relativeTime(lastUpdated, now);
  return ago ? `Price checked ${ago}` : null;
}
