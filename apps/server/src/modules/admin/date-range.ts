import { CLICK_REPORT_MAX_DAYS, type DayCount } from '@dd/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How many days the dashboard's chart and the report's default range cover, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** The UTC calendar day of an instant, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (before it when `n` is negative). */
export function addDays(day: string, n: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS));
}

/** Days from `from` to `to`, both included (0 or less when `from` is after `to`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The last `days` UTC days ending today. */
export function lastDays(now: Date, days = DEFAULT_RANGE_DAYS): DayRange {
  const to = utcDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

export type RangeResult = { ok: true; range: DayRange } | { ok: false; error: 'inverted' | 'tooLong' | 'invalid' };

/**
 * The click report's range: both ends inclusive, in UTC. A missing `to` is today; a missing `from` is
 * 30 days ending at `to`. `from` after `to`, or more than CLICK_REPORT_MAX_DAYS days, is refused.
 */
export function resolveRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): RangeResult {
  for (const day of [query.from, query.to]) {
    if (day !== undefined && (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00.000Z`)))) {
      return { ok: false, error: 'invalid' };
    }
  }
  const to = query.to ?? utcDay(now);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const days = daysBetween(from, to);
  if (days < 1) return { ok: false, error: 'inverted' };
  if (days > CLICK_REPORT_MAX_DAYS) return { ok: false, error: 'tooLong' };
  return { ok: true, range: { from, to } };
}

/** The range as half-open ISO timestamps: `created_at >= start AND created_at < end`. */
export function rangeBounds(range: DayRange): { start: string; end: string } {
  return { start: `${range.from}T00:00:00.000Z`, end: `${addDays(range.to, 1)}T00:00:00.000Z` };
}

/** One entry per day of the range, oldest first; days without a row count 0. */
export function zeroFillDays(range: DayRange, rows: readonly DayCount[]): DayCount[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.clicks);
  const days = daysBetween(range.from, range.to);
  const out: DayCount[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(range.from, i);
    out.push({ date, clicks: byDay.get(date) ?? 0 });
  }
  return out;
}
