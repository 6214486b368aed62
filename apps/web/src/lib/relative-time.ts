const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const rtf = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** '3 hours ago', 'yesterday', 'just now'; null for a date that cannot be read. */
export function relativeTime(iso: string, now: Date): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  // A clock slightly ahead of ours still reads as "just now", never "in 2 minutes".
  const seconds = Math.max(0, Math.round((now.getTime() - at) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return rtf.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
