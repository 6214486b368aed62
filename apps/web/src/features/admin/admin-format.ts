import { ADMIN_TEXT, CLICK_REPORT_MAX_DAYS, formatCount, type AdminSuggestion, type DayCount } from '@dd/contracts';
import { plural } from '../../lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-20' -> 'Nov 20' (a UTC day, as the reports count them). */
export function formatDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(at) ? day : dayLabel.format(new Date(at));
}

/** '2026-11-20' -> 'Nov 20, 2026'. */
export function formatLongDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(at) ? day : longDay.format(new Date(at));
}

/** A `page` search parameter as a page number from 1; anything else is page 1. */
export function parsePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** A search parameter that must be one of `allowed`, else the first of them. */
export function parseChoice<T extends string>(raw: string | null, allowed: readonly T[]): T {
  return allowed.includes(raw as T) ? (raw as T) : (allowed[0] as T);
}

/** A YYYY-MM-DD search parameter, or undefined. */
export function parseDay(raw: string | null): string | undefined {
  return raw && DAY.test(raw) && !Number.isNaN(Date.parse(`${raw}T00:00:00.000Z`)) ? raw : undefined;
}

/** The UTC day of `now`, as the server counts days. */
export function utcToday(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The last `days` UTC days ending today. */
export function lastDaysRange(now: Date, days: number): { from: string; to: string } {
  const to = utcToday(now);
  return { from: utcToday(new Date(Date.parse(`${to}T00:00:00.000Z`) - (days - 1) * DAY_MS)), to };
}

/** The message the server would answer for this range, so the form says it before asking; null when fine. */
export function rangeError(from: string, to: string): string | null {
  if (!parseDay(from) || !parseDay(to)) return ADMIN_TEXT.clickRangeInvalid;
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (days < 1) return ADMIN_TEXT.clickRangeInverted;
  if (days > CLICK_REPORT_MAX_DAYS) return ADMIN_TEXT.clickRangeTooLong;
  return null;
}

/** A whole percentage of `part` in `total` (0 when there is no total). */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** The filters that are set: empty texts and missing values left out, as the server reads "no filter". */
export function withoutEmpty<T extends Record<string, string | number | undefined>>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

/** What the admin product form opens with when a suggestion is accepted (router state of /admin). */
export interface ProductPrefill {
  name: string;
  affiliateUrl: string;
  source: 'other';
}

export function prefillFromSuggestion(suggestion: Pick<AdminSuggestion, 'name' | 'url'>): { prefill: ProductPrefill } {
  return { prefill: { name: suggestion.name, affiliateUrl: suggestion.url, source: 'other' } };
}

/** A URL shown without its scheme and trailing slash: 'https://example.com/a/' -> 'example.com/a'. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** A sentence for screen readers: the range, the total and the busiest day. */
export function describeClicks(days: readonly DayCount[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'No days to show.';
  const total = days.reduce((sum, d) => sum + d.clicks, 0);
  const busiest = days.reduce((best, d) => (d.clicks > best.clicks ? d : best), first);
  const range = `Clicks per day from ${formatLongDay(first.date)} to ${formatLongDay(last.date)}: ${plural(total, 'click')}`;
  return total > 0 ? `${range}, most on ${formatLongDay(busiest.date)} (${formatCount(busiest.clicks)}).` : `${range}.`;
}
