import type { DayCount } from '@dd/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SubscriberRow, SuggestionRow, UserRow } from '../../db/database.js';
import { countOf } from '../../db/count.js';
import type { Executor } from '../../db/dialect.js';

/**
 * The admin screens' read model: read-only counts, reports and lists over tables that other modules own
 * (products and clicks: catalog; users: accounts; the points ledger: points; subscribers: newsletter; reports:
 * moderation; product suggestions: suggestions). It may read them directly because a dashboard aggregates across
 * modules, which no single owner's service answers in one query; it writes nothing, every change goes through
 * the owning service. Each query runs on the executor it is given. Counts come back as numbers or (pg) strings:
 * each is passed through Number.
 */

/** Half-open ISO bounds: `created_at >= start AND created_at < end`. */
export interface Bounds {
  start: string;
  end: string;
}

export interface Page {
  limit: number;
  offset: number;
}

export interface ClickCounts {
  total: number;
  perDay: DayCount[];
  perSource: Array<{ source: 'amazon' | 'other'; clicks: number }>;
  perProduct: Array<{ productId: string; name: string | null; source: 'amazon' | 'other'; clicks: number }>;
}

/** A LIKE pattern matching `text` anywhere, its wildcards escaped (used with ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column LIKE pattern ESCAPE '\'` on both engines; `lower` wraps the column for a case-insensitive match
 * (PostgreSQL's LIKE is case-sensitive).
 */
function like(column: string, pattern: string, lower = false): Expression<SqlBool> {
  const ref = lower ? sql`lower(${sql.ref(column)})` : sql.ref(column);
  return sql<SqlBool>`${ref} like ${pattern} escape '\\'`;
}

/** The UTC day of an ISO timestamp stored as text, on both engines. */
const dayOf = sql<string>`substr(created_at, 1, 10)`;

export async function counts(
  ex: Executor,
  clickBounds: Bounds,
): Promise<{
  products: number;
  users: number;
  subscribers: number;
  clicks: number;
  openReports: number;
  pendingSuggestions: number;
}> {
  const [products, users, subscribers, clicks, openReports, pendingSuggestions] = await Promise.all([
    countOf(ex.selectFrom('products')),
    countOf(ex.selectFrom('users').where('deleted_at', 'is', null)),
    countOf(ex.selectFrom('newsletter_subscribers').where('status', '=', 'subscribed')),
    countOf(
      ex
        .selectFrom('outbound_clicks')
        .where('created_at', '>=', clickBounds.start)
        .where('created_at', '<', clickBounds.end),
    ),
    countOf(ex.selectFrom('reports').where('status', 'in', ['pending', 'reviewed'])),
    countOf(ex.selectFrom('product_suggestions').where('status', '=', 'pending')),
  ]);
  return { products, users, subscribers, clicks, openReports, pendingSuggestions };
}

/** Clicks per UTC day within the bounds; days without clicks are absent. */
export async function clicksPerDay(ex: Executor, bounds: Bounds): Promise<DayCount[]> {
  const rows = await ex
    .selectFrom('outbound_clicks')
    .select((eb) => [dayOf.as('day'), eb.fn.countAll().as('n')])
    .where('created_at', '>=', bounds.start)
    .where('created_at', '<', bounds.end)
    .groupBy(dayOf)
    .execute();
  return rows.map((r) => ({ date: String(r.day), clicks: Number(r.n) }));
}

/** The click report: total, per day (sparse), per source and the `topProducts` most clicked products. */
export async function clickReport(ex: Executor, bounds: Bounds, topProducts: number): Promise<ClickCounts> {
  const inRange = ex
    .selectFrom('outbound_clicks')
    .where('created_at', '>=', bounds.start)
    .where('created_at', '<', bounds.end);
  const [perDay, perSource, perProduct] = await Promise.all([
    clicksPerDay(ex, bounds),
    inRange
      .select((eb) => ['source', eb.fn.countAll().as('n')])
      .groupBy('source')
      .execute(),
    inRange
      .select((eb) => ['product_id', eb.fn.max('source').as('source'), eb.fn.countAll().as('n')])
      .groupBy('product_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('product_id')
      .limit(topProducts)
      .execute(),
  ]);
  const ids = perProduct.map((r) => r.product_id);
  const names = new Map(
    ids.length === 0
      ? []
      : (await ex.selectFrom('products').select(['id', 'name']).where('id', 'in', ids).execute()).map((p) => [
          p.id,
          p.name,
        ]),
  );
  const sources = perSource.map((r) => ({ source: r.source, clicks: Number(r.n) }));
  return {
    total: sources.reduce((sum, s) => sum + s.clicks, 0),
    perDay,
    perSource: sources,
    perProduct: perProduct.map((r) => ({
      productId: r.product_id,
      name: names.get(r.product_id) ?? null,
      source: r.source,
      clicks: Number(r.n),
    })),
  };
}

/**
 * Users newest first, matching `q` in username, e-mail or display name (any case), with the total; deleted accounts'
 * tombstones are no users.
 */
export async function users(
  ex: Executor,
  q: string | undefined,
  page: Page,
): Promise<{ rows: UserRow[]; total: number }> {
  let query = ex.selectFrom('users').where('deleted_at', 'is', null);
  if (q) {
    const pattern = containsPattern(q);
    // username_key and email are stored lower-cased.
    query = query.where((eb) =>
      eb.or([like('username_key', pattern), like('email', pattern), like('display_name', pattern, true)]),
    );
  }
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    countOf(query),
  ]);
  return { rows, total };
}

/** Each user's points balance (the ledger's sum); users without entries are absent. */
export async function pointsOf(ex: Executor, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await ex
    .selectFrom('points_ledger')
    .select((eb) => ['user_id', eb.fn.sum<number>('amount').as('total')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.total)]));
}

/** Subscriptions newest first, by status and e-mail part, with the total. */
export async function subscribers(
  ex: Executor,
  filter: { status: 'all' | 'subscribed' | 'unsubscribed'; q: string | undefined },
  page: Page,
): Promise<{ rows: SubscriberRow[]; total: number }> {
  const query = subscriberQuery(ex, filter);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    countOf(query),
  ]);
  return { rows, total };
}

/** One batch of the CSV export: matching subscriptions with ids below `beforeId`, newest first. */
export function subscriberBatch(
  ex: Executor,
  filter: { status: 'all' | 'subscribed' | 'unsubscribed'; q: string | undefined },
  beforeId: number | null,
  limit: number,
): Promise<SubscriberRow[]> {
  let query = subscriberQuery(ex, filter);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.selectAll().orderBy('id', 'desc').limit(limit).execute();
}

function subscriberQuery(
  ex: Executor,
  filter: { status: 'all' | 'subscribed' | 'unsubscribed'; q: string | undefined },
) {
  let query = ex.selectFrom('newsletter_subscribers');
  if (filter.status !== 'all') query = query.where('status', '=', filter.status);
  // Addresses are stored lower-cased.
  if (filter.q) query = query.where(like('email', containsPattern(filter.q)));
  return query;
}

export async function suggestions(
  ex: Executor,
  status: 'all' | SuggestionRow['status'],
  page: Page,
): Promise<{ rows: SuggestionRow[]; total: number }> {
  let query = ex.selectFrom('product_suggestions');
  if (status !== 'all') query = query.where('status', '=', status);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    countOf(query),
  ]);
  return { rows, total };
}
