const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2025-06-02' -> 'June 2, 2025'. Read and printed in UTC so a reader west of Greenwich does not
 * see the day before. Anything that is not a real YYYY-MM-DD date is shown as written.
 */
export function formatPostDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(isoDate)) return isoDate;
  return longDate.format(date);
}
