import type { ContentType, ReportStatus } from '@dd/contracts';
import { countOf, hasRow } from '../../db/count.js';
import type { Executor } from '../../db/dialect.js';

/** Reports that still wait for an admin. */
export const OPEN_REPORT_STATUSES: readonly ReportStatus[] = ['pending', 'reviewed'];

/** Every report the member filed, oldest first, without the moderators' notes (the data export). */
export function reportsFiledBy(ex: Executor, reporterId: number) {
  return ex
    .selectFrom('reports')
    .select([
      'id',
      'reported_user_id',
      'content_type',
      'content_id',
      'reason',
      'description',
      'status',
      'created_at',
      'resolved_at',
    ])
    .where('reporter_id', '=', reporterId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Whom the member blocked and when, oldest first (the data export). */
export function blocksByOf(ex: Executor, blockerId: number) {
  return ex
    .selectFrom('blocks')
    .select(['blocked_id', 'created_at'])
    .where('blocker_id', '=', blockerId)
    .orderBy('created_at')
    .orderBy('blocked_id')
    .execute();
}

/** What one report is about: a member, or a thread or reply (whose author is the reported member). */
export type ReportTarget =
  | { kind: 'user'; reportedUserId: number }
  | { kind: 'content'; contentType: ContentType; contentId: number; reportedUserId: number };

export interface NewReport {
  reporterId: number;
  target: ReportTarget;
  reason: string;
  description: string | null;
  nowIso: string;
}

/** A report with the usernames the dashboard shows. */
export interface ReportListRow {
  id: number;
  status: ReportStatus;
  created_at: string;
  reporter_id: number | null;
  reporter_username: string | null;
  reported_user_id: number | null;
  reported_username: string | null;
  content_type: ContentType | null;
  content_id: number | null;
  reason: string;
  description: string | null;
  admin_notes: string | null;
  resolved_at: string | null;
}

export interface BlockRow {
  blocked_id: number;
  username: string;
  display_name: string | null;
  avatar_media_id: string | null;
  created_at: string;
}

/** Queries on reports and blocks; each runs on the executor it is given (the pool or a transaction). */

/** The reporter's open (pending or reviewed) report on the same target, if any. */
export async function openReportId(ex: Executor, reporterId: number, target: ReportTarget): Promise<number | null> {
  let query = ex
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('status', 'in', OPEN_REPORT_STATUSES);
  query =
    target.kind === 'user'
      ? query.where('reported_user_id', '=', target.reportedUserId).where('content_type', 'is', null)
      : query.where('content_type', '=', target.contentType).where('content_id', '=', target.contentId);
  const row = await query.orderBy('id', 'asc').executeTakeFirst();
  return row ? row.id : null;
}

/** Reports this member filed at or after `sinceIso`. */
export function countReportsSince(ex: Executor, reporterId: number, sinceIso: string): Promise<number> {
  return countOf(ex.selectFrom('reports').where('reporter_id', '=', reporterId).where('created_at', '>=', sinceIso));
}

export async function insertReport(ex: Executor, report: NewReport): Promise<number> {
  const { target } = report;
  const row = await ex
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      reported_user_id: target.reportedUserId,
      content_type: target.kind === 'content' ? target.contentType : null,
      content_id: target.kind === 'content' ? target.contentId : null,
      reason: report.reason,
      description: report.description,
      status: 'pending',
      admin_notes: null,
      resolved_by: null,
      created_at: report.nowIso,
      resolved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function reportsWithNames(ex: Executor) {
  return ex
    .selectFrom('reports as r')
    .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('users as reported', 'reported.id', 'r.reported_user_id')
    .select([
      'r.id',
      'r.status',
      'r.created_at',
      'r.reporter_id',
      'reporter.username as reporter_username',
      'r.reported_user_id',
      'reported.username as reported_username',
      'r.content_type',
      'r.content_id',
      'r.reason',
      'r.description',
      'r.admin_notes',
      'r.resolved_at',
    ]);
}

/** Newest first; `limit` keeps the answer bounded. */
export function listReports(
  ex: Executor,
  filter: { type: 'user' | 'content' | 'all'; status: ReportStatus | 'all' },
  limit: number,
): Promise<ReportListRow[]> {
  let query = reportsWithNames(ex);
  if (filter.type === 'user') query = query.where('r.content_type', 'is', null);
  if (filter.type === 'content') query = query.where('r.content_type', 'is not', null);
  if (filter.status !== 'all') query = query.where('r.status', '=', filter.status);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

export async function findReport(ex: Executor, id: number): Promise<ReportListRow | null> {
  return (await reportsWithNames(ex).where('r.id', '=', id).executeTakeFirst()) ?? null;
}

/**
 * Sets the new status unless the report already has it; answers its reporter's id (null once the reporter's
 * account is deleted), or undefined when it had the status (or is gone).
 */
export async function resolveReport(
  ex: Executor,
  id: number,
  change: {
    status: 'resolved' | 'dismissed';
    adminNotes: string | null | undefined;
    adminId: number;
    nowIso: string;
  },
): Promise<number | null | undefined> {
  const row = await ex
    .updateTable('reports')
    .set({
      status: change.status,
      resolved_by: change.adminId,
      resolved_at: change.nowIso,
      ...(change.adminNotes !== undefined ? { admin_notes: change.adminNotes } : {}),
    })
    .where('id', '=', id)
    .where('status', '!=', change.status)
    .returning('reporter_id')
    .executeTakeFirst();
  return row === undefined ? undefined : row.reporter_id;
}

/** Idempotent: blocking twice keeps one row. */
export async function insertBlock(ex: Executor, blockerId: number, blockedId: number, nowIso: string): Promise<void> {
  await ex
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: nowIso })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

export async function deleteBlock(ex: Executor, blockerId: number, blockedId: number): Promise<void> {
  await ex.deleteFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId).execute();
}

/** The members this one blocked, newest block first. */
export function blocksOf(ex: Executor, blockerId: number): Promise<BlockRow[]> {
  return ex
    .selectFrom('blocks as b')
    .innerJoin('users as u', 'u.id', 'b.blocked_id')
    .select(['b.blocked_id', 'u.username', 'u.display_name', 'u.avatar_media_id', 'b.created_at'])
    .where('b.blocker_id', '=', blockerId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.blocked_id', 'desc')
    .execute();
}

/** The ids this member blocked. */
export async function blockedBy(ex: Executor, blockerId: number): Promise<number[]> {
  const rows = await ex.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', blockerId).execute();
  return rows.map((r) => r.blocked_id);
}

export function isBlocked(ex: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  return hasRow(ex.selectFrom('blocks').where('blocker_id', '=', blockerId).where('blocked_id', '=', blockedId));
}

/** Which of the [blocker, blocked] `pairs` are blocks, as `blocker:blocked` keys, read in one statement. */
export async function blockedPairs(
  ex: Executor,
  pairs: ReadonlyArray<readonly [number, number]>,
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await ex
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    // An OR of pairs, not a row-value IN: SQLite's IN takes a row value only from a subquery.
    .where((eb) =>
      eb.or(
        pairs.map(([blocker, blocked]) => eb.and([eb('blocker_id', '=', blocker), eb('blocked_id', '=', blocked)])),
      ),
    )
    .execute();
  return new Set(rows.map((r) => `${r.blocker_id}:${r.blocked_id}`));
}

/** The blocks between any of `members` and any of `others` (either way), as [blocker, blocked] pairs. */
export async function blocksBetween(
  ex: Executor,
  members: readonly number[],
  others: readonly number[],
): Promise<Array<[number, number]>> {
  if (members.length === 0 || others.length === 0) return [];
  const [a, b] = [[...members], [...others]];
  const rows = await ex
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', 'in', a), eb('blocked_id', 'in', b)]),
        eb.and([eb('blocked_id', 'in', a), eb('blocker_id', 'in', b)]),
      ]),
    )
    .execute();
  return rows.map((r) => [r.blocker_id, r.blocked_id]);
}

/** Which of `others` blocked this member or were blocked by them (either way): `blocksBetween` for one member. */
export async function blockedEitherWay(ex: Executor, userId: number, others: readonly number[]): Promise<number[]> {
  const pairs = await blocksBetween(ex, [userId], others);
  return pairs.map(([blocker, blocked]) => (blocker === userId ? blocked : blocker));
}

/** Deletes every block the member made or received. */
export async function deleteBlocksOf(ex: Executor, userId: number): Promise<void> {
  await ex
    .deleteFrom('blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
}

/** The member's reports stay for the moderators without the reporter. */
export async function forgetReporter(ex: Executor, userId: number): Promise<void> {
  await ex.updateTable('reports').set({ reporter_id: null }).where('reporter_id', '=', userId).execute();
}
