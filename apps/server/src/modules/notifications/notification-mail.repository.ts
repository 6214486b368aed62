import { NOTIFICATION_KINDS_MAILED_ALONE, type NotificationKind } from '@dd/contracts';
import type { Executor } from '../../db/dialect.js';
import { countOf, hasRow } from '../../db/count.js';
import type { NotificationRow } from './notifications.repository.js';

/** Queries of the notification e-mails: what is due, the claims, and the mail log (notification_mails). */

/**
 * Unread kinds mailed on their own that were not handled yet, of members not deleted, oldest first: every
 * `card.turn_ending`, and each `card.your_turn` created at or before `yourTurnDueIso`.
 */
export function pendingAlone(ex: Executor, yourTurnDueIso: string, limit: number): Promise<NotificationRow[]> {
  return ex
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .selectAll('notifications')
    .where('notifications.read_at', 'is', null)
    .where('notifications.emailed_at', 'is', null)
    .where('users.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('notifications.kind', '=', 'card.turn_ending'),
        eb.and([eb('notifications.kind', '=', 'card.your_turn'), eb('notifications.created_at', '<=', yourTurnDueIso)]),
      ]),
    )
    .orderBy('notifications.created_at')
    .orderBy('notifications.id')
    .limit(limit)
    .execute();
}

/**
 * Claims one notification for the e-mail: only while it is the same item (a replaced one has a new created_at),
 * unread and not handled. True when this call claimed it; a second instance's claim then changes nothing.
 */
export async function claimOne(ex: Executor, row: { id: number; created_at: string }, nowIso: string) {
  const result = await ex
    .updateTable('notifications')
    .set({ emailed_at: nowIso })
    .where('id', '=', row.id)
    .where('created_at', '=', row.created_at)
    .where('read_at', 'is', null)
    .where('emailed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Members with unread digest-kind items not e-mailed yet and no digest looked at on `day`, after `afterUserId`. */
export async function digestCandidates(
  ex: Executor,
  day: string,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await ex
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.user_id')
    .select('notifications.user_id')
    .distinct()
    .where('notifications.read_at', 'is', null)
    .where('notifications.emailed_at', 'is', null)
    .where('notifications.kind', 'not in', [...NOTIFICATION_KINDS_MAILED_ALONE])
    .where('users.deleted_at', 'is', null)
    .where('notifications.user_id', '>', afterUserId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('notification_mails')
            .select('notification_mails.id')
            .whereRef('notification_mails.user_id', '=', 'notifications.user_id')
            .where('notification_mails.day', '=', day)
            .where('notification_mails.category', '=', 'digest'),
        ),
      ),
    )
    .orderBy('notifications.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Whether the member's digest of `day` was looked at (sent, or found with nothing to send). */
export function digestLookedAt(ex: Executor, userId: number, day: string): Promise<boolean> {
  return hasRow(
    ex
      .selectFrom('notification_mails')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .where('category', '=', 'digest'),
  );
}

/** Claims the member's unread, not yet e-mailed items of `kinds` for the digest; answers those claimed. */
export async function claimForDigest(
  ex: Executor,
  userId: number,
  kinds: readonly NotificationKind[],
  nowIso: string,
): Promise<NotificationRow[]> {
  if (kinds.length === 0) return [];
  return ex
    .updateTable('notifications')
    .set({ emailed_at: nowIso })
    .where('user_id', '=', userId)
    .where('kind', 'in', [...kinds])
    .where('read_at', 'is', null)
    .where('emailed_at', 'is', null)
    .returningAll()
    .execute();
}

/** The notification e-mails sent to the member on `day` (the digest included). */
export function sentOn(ex: Executor, userId: number, day: string): Promise<number> {
  return countOf(
    ex.selectFrom('notification_mails').where('user_id', '=', userId).where('day', '=', day).where('sent', '=', 1),
  );
}

export async function logMail(
  ex: Executor,
  entry: {
    userId: number;
    day: string;
    category: string;
    notificationId: number | null;
    sent: boolean;
    nowIso: string;
  },
): Promise<void> {
  await ex
    .insertInto('notification_mails')
    .values({
      user_id: entry.userId,
      day: entry.day,
      category: entry.category,
      notification_id: entry.notificationId,
      sent: entry.sent ? 1 : 0,
      created_at: entry.nowIso,
    })
    .execute();
}

/** The log is only read for today: older days go. */
export async function pruneMailLog(ex: Executor, beforeDay: string): Promise<void> {
  await ex.deleteFrom('notification_mails').where('day', '<', beforeDay).execute();
}

/** Account deletion: the member's mail log. */
export async function deleteMailLogOf(ex: Executor, userId: number): Promise<void> {
  await ex.deleteFrom('notification_mails').where('user_id', '=', userId).execute();
}
