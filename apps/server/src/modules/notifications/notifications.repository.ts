import { sql, type Selectable } from 'kysely';
import type { NotificationsTable } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';
import { countOf } from '../../db/count.js';

/** Queries on notifications and notification_preferences (owned by notifications); each on the executor given. */

export type NotificationRow = Selectable<NotificationsTable>;

export interface NewNotification {
  userId: number;
  kind: string;
  subjectId: number;
  actorId: number | null;
  title: string;
  detail: string | null;
  link: string;
  inApp: boolean;
  nowIso: string;
}

/** How a new notification folds into the unread one of the same kind and subject. */
export type UpsertMode = 'group' | 'group-by-actor' | 'replace';

/**
 * Adds each notification, or folds it into the unread one of the same kind and subject (the partial unique index
 * decides, so two writers at once cannot make two): `group` counts one more, `group-by-actor` too unless the
 * actor is the group's latest one again (a follow toggled off and on), `replace` starts the item afresh (the
 * newest state of a match is the only one worth telling). Either way the item moves to the top and may be
 * e-mailed again. One statement for all of `rows`, whose (user, kind, subject) keys must differ: PostgreSQL
 * refuses to fold two rows of one statement into the same item.
 */
export async function upsertAll(ex: Executor, rows: readonly NewNotification[], mode: UpsertMode): Promise<void> {
  if (rows.length === 0) return;
  await ex
    .insertInto('notifications')
    .values(
      rows.map((n) => ({
        user_id: n.userId,
        kind: n.kind,
        subject_id: n.subjectId,
        actor_id: n.actorId,
        title: n.title,
        detail: n.detail,
        link: n.link,
        count: 1,
        in_app: n.inApp ? 1 : 0,
        created_at: n.nowIso,
        read_at: null,
        emailed_at: null,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'subject_id'])
        .where('read_at', 'is', null)
        .doUpdateSet((eb) => ({
          count: countAfter(mode),
          actor_id: eb.ref('excluded.actor_id'),
          title: eb.ref('excluded.title'),
          detail: eb.ref('excluded.detail'),
          link: eb.ref('excluded.link'),
          in_app: eb.ref('excluded.in_app'),
          created_at: eb.ref('excluded.created_at'),
          emailed_at: null,
        })),
    )
    .execute();
}

/** The folded item's count: see `upsertAll` (no actor is never the latest one again). */
function countAfter(mode: UpsertMode) {
  if (mode === 'replace') return sql<number>`1`;
  if (mode === 'group') return sql<number>`notifications.count + 1`;
  return sql<number>`CASE WHEN notifications.actor_id = excluded.actor_id THEN notifications.count ELSE notifications.count + 1 END`;
}

/** Where a page of the list starts: after the item at (createdAt, id), newest first. */
export interface ListCursor {
  createdAt: string;
  id: number;
}

/**
 * The member's in-app items, newest first, `limit` of them after `cursor`. The cursor is a row-value comparison so
 * both engines seek to it in (user_id, created_at, id) instead of reading every newer item first (an OR of the two
 * columns is only a filter there): a page 10,000 items down costs what the first does.
 */
export function listPage(
  ex: Executor,
  userId: number,
  cursor: ListCursor | null,
  limit: number,
): Promise<NotificationRow[]> {
  let query = ex.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('in_app', '=', 1);
  if (cursor) {
    query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(cursor.createdAt, cursor.id)));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Unread in-app items (a group is one row). */
export function unreadCount(ex: Executor, userId: number): Promise<number> {
  return countOf(
    ex.selectFrom('notifications').where('user_id', '=', userId).where('read_at', 'is', null).where('in_app', '=', 1),
  );
}

/**
 * Marks the member's unread items read: those of `ids` (others' ids match nothing), or all of them. Answers how
 * many changed.
 */
export async function markRead(
  ex: Executor,
  userId: number,
  ids: readonly number[] | 'all',
  nowIso: string,
): Promise<number> {
  if (ids !== 'all' && ids.length === 0) return 0;
  let query = ex
    .updateTable('notifications')
    .set({ read_at: nowIso })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', [...ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findPreferences(ex: Executor, userId: number) {
  return ex
    .selectFrom('notification_preferences')
    .select(['kinds', 'digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The stored preferences of those of `userIds` who saved any. */
export function findPreferencesOf(ex: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom('notification_preferences')
    .select(['user_id', 'kinds', 'digest'])
    .where('user_id', 'in', [...userIds])
    .execute();
}

export async function savePreferences(
  ex: Executor,
  userId: number,
  prefs: { kinds: string; digest: boolean },
  nowIso: string,
): Promise<void> {
  const values = { kinds: prefs.kinds, digest: prefs.digest ? 1 : 0, updated_at: nowIso };
  await ex
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The member's notifications and preferences (account deletion). */
export async function deleteAllOf(ex: Executor, userId: number): Promise<void> {
  await ex.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await ex.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
}

/**
 * Deletes the unread notifications of `kinds` of each member about their subject in `about`; answers the member of
 * each one that went.
 */
export async function deleteUnreadAboutAll(
  ex: Executor,
  about: ReadonlyArray<{ userId: number; subjectId: number }>,
  kinds: readonly string[],
): Promise<number[]> {
  if (kinds.length === 0 || about.length === 0) return [];
  const rows = await ex
    .deleteFrom('notifications')
    // An OR of pairs, not a row-value IN: SQLite's IN takes a row value only from a subquery.
    .where((eb) =>
      eb.or(
        about.map(({ userId, subjectId }) => eb.and([eb('user_id', '=', userId), eb('subject_id', '=', subjectId)])),
      ),
    )
    .where('kind', 'in', [...kinds])
    .where('read_at', 'is', null)
    .returning('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}
