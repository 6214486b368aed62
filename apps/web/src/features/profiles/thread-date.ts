const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** '2026-03-04T10:00:00.000Z' -> 'Mar 4, 2026' in the reader's time zone; an unreadable date is shown as written. */
export function formatThreadDate(iso: string, format: Intl.DateTimeFormat = shortDate): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : format.format(new Date(at));
}
