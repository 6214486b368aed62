import { extractAdminPrice, type AdminListProduct, type RefreshReport } from '@dd/contracts';
import { parseFrontendData } from './admin-product-form';

/** How many rows the list shows at first and adds per "Show more". */
export const LIST_PAGE_SIZE = 40;

/** After a refresh the list reloads this much later (storefront spec section 7). */
export const RELOAD_AFTER_REFRESH_MS = 5000;

/** The rows whose title, id or ASIN contains the search text (any case); all rows for an empty search. */
export function filterAdminProducts(rows: readonly AdminListProduct[], search: string): AdminListProduct[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter(
    (r) =>
      r.title.toLowerCase().includes(needle) ||
      r.id.toLowerCase().includes(needle) ||
      (r.asin ?? '').toLowerCase().includes(needle),
  );
}

/** The list's price: unknown stays unknown; text gives its first number (spec section 3), else 0. */
export function rowPrice(row: AdminListProduct): number | null {
  return row.price === null ? null : extractAdminPrice(row.price);
}

/** The category ids of a row, from its public product fields. */
export function rowCategories(row: AdminListProduct): string[] {
  return parseFrontendData(row.frontendData).categories ?? [];
}

/** Only Amazon products with an ASIN can be refreshed from the retailer. */
export function canRefresh(row: AdminListProduct): boolean {
  return row.source === 'amazon' && Boolean(row.asin);
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'May 1, 2026, 12:00 PM', or 'Never' when the retailer data was never fetched. */
export function formatLastUpdated(iso: string | null): string {
  if (!iso) return 'Never';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 'Never' : dateTime.format(t);
}

/** One line about a finished refresh: the server's message, and the count when it did not say it. */
export function refreshSummary(report: RefreshReport): string {
  const counts = `${report.updated} of ${report.requested} updated`;
  const failed = report.failed.length > 0 ? `, ${report.failed.length} failed` : '';
  const message = report.message.trim();
  return message ? `${message} (${counts}${failed}).` : `${counts}${failed}.`;
}

/** 'The list reloads in 3 seconds.' while the reload after a refresh is pending. */
export function reloadCountdownText(msLeft: number): string {
  const seconds = Math.max(1, Math.ceil(msLeft / 1000));
  return `The list reloads in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
