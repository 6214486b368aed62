import { formatCount } from '@dd/contracts';

const shortDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** An ISO timestamp as 'Nov 20, 2026' in the reader's time zone; null or unreadable as written ('' for null). */
export function formatDate(iso: string | null, format: Intl.DateTimeFormat = shortDate): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : format.format(new Date(at));
}

/** 'n thing' or 'n things'. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** Pages of a list of `total` rows (at least 1, so an empty list still reads 'Page 1 of 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
