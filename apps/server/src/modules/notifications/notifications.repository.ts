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
 * Adds the notification, or folds it into the unread one of the same kind and subject (the partial unique index
 * decides, so two writers at once cannot make two): `group` counts one more, `group-by-actor` too unless the
 * actor is the group's latest one again (a follow toggled off and on), `replace` starts the item afresh (the
 * newest state of a match is the only one worth telling). Either way the item moves to the top and may be
 * e-mailed again. Answers the row's id.
 */
export async function upsert(ex: Executor, n: NewNotification, mode: UpsertMode): Promise<number> {
  const row = await ex
    .insertInto('notifications')
    .values({
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
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'kind', 'subject_id'])
        .where('read_at', 'is', null)
        .doUpdateSet({
          count: countAfter(mode, n.actorId),
          actor_id: n.actorId,
          title: n.title,
          detail: n.detail,
          link: n.link,
          in_app: n.inApp ? 1 : 0,
          created_at: n.nowIso,
          emailed_at: null,
        }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The folded item's count: see `upsert`. */
function countAfter(mode: UpsertMode, actorId: number | null) {
  if (mode === 'replace') return 1;
  if (mode === 'group' || actorId === null) return sql<number>`notifications.count + 1`;
  return sql<number>`CASE WHEN notifications.actor_id = ${actorId} THEN notifications.count ELSE notifications.count + 1 END`;
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

/** Deletes the member's unread notifications of `kinds` about `subjectId`; answers how many went. */
export async function deleteUnreadAbout(
  ex: Executor,
  userId: number,
  kinds: readonly string[],
  subjectId: number,
): Promise<number> {
  if (kinds.length === 0) return 0;
  const result = await ex
    .deleteFrom('notifications')
    .where('user_id', '=', userId)
    .where('kind', 'in', [...kinds])
    .where('subject_id', '=', subjectId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
