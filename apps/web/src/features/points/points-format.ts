import { formatCount } from '@dd/contracts';

/** A ledger amount with its sign: +100, +2, -5, and thousands separators (1,234). */
export function formatPointsAmount(amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : '';
  return `${sign}${formatCount(Math.abs(amount))}`;
}

// SQLite's CURRENT_TIMESTAMP: UTC without a zone.
const SQL_UTC = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)$/;

/** Reads the server's timestamp: ISO 8601, or SQL "YYYY-MM-DD HH:MM:SS" meaning UTC. */
export function parseServerDate(value: string): Date | null {
  const sql = SQL_UTC.exec(value.trim());
  const date = new Date(sql ? `${sql[1]}T${sql[2]}Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The entry's day in the reader's own calendar (locale and zone are overridable for tests). */
export function formatEntryDate(value: string, locale?: string, timeZone?: string): string {
  const date = parseServerDate(value);
  if (!date) return '';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone });
}

/** Type size for the balance in the points circle, so 7 and 1,234,567 both fit. */
export function balanceTextClass(formatted: string): string {
  if (formatted.length <= 3) return 'text-7xl sm:text-8xl';
  if (formatted.length <= 5) return 'text-6xl sm:text-7xl';
  if (formatted.length <= 7) return 'text-5xl sm:text-6xl';
  return 'text-4xl sm:text-5xl';
}
