import {
  notificationText,
  TOPICS,
  type MarkNotificationsReadRequest,
  type NotificationItem,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsResponse,
  type UpdateNotificationPreferences,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import type { EventPublisher } from '../../realtime/bus.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { decodeCursor, encodeCursor } from './notification-cursor.js';
import { deleteMailLogOf } from './notification-mail.repository.js';
import { applyPreferences, readPreferences } from './notification-preferences.js';
import * as repo from './notifications.repository.js';
import type { NewNotification, NotificationRow, UpsertMode } from './notifications.repository.js';

/** Which of the [blocker, blocked] `pairs` are blocks, as a lookup. */
export type BlockedAmong = (
  pairs: ReadonlyArray<readonly [number, number]>,
  tx: Tx,
) => Promise<(blockerId: number, blockedId: number) => boolean>;

export interface NotificationsServiceDeps {
  db: TransactionRunner;
  clock: Clock;
  events: EventPublisher;
  accounts: Pick<AccountsService, 'getUsers'>;
  /**
   * Which of the [blocker, blocked] pairs are blocks (moderation owns blocks), read in one statement in the
   * caller's unit of work.
   */
  blockedAmong: BlockedAmong;
  /** Where a failed push is reported (it never fails the request that caused it). */
  log?: { warn(obj: object, msg: string): void } | undefined;
}

/** What a module tells a member about, in its own unit of work. */
export interface NotifyInput {
  /** Who is told. */
  userId: number;
  kind: NotificationKind;
  /** What it is about (a match, a thread, a report; for a follow, the member's own id). */
  subjectId: number;
  /** The member who acted, if one did: never told of their own act, nor told anything by a member they blocked. */
  actorId?: number | null | undefined;
  /** The subject's name (a thread's title), as the sentence shows it. */
  title?: string | undefined;
  /** Kind-specific detail (`card.match_over`'s result). */
  detail?: string | null | undefined;
  /** Where opening it goes (a path on this site). */
  link: string;
}

/**
 * Kinds whose newer notification replaces the unread one of the same subject instead of counting one more: a
 * match's latest state is the only one worth telling.
 */
const REPLACED: ReadonlySet<NotificationKind> = new Set([
  'card.your_turn',
  'card.turn_ending',
  'card.match_found',
  'card.match_over',
]);

/**
 * Kinds whose group counts one more only for an actor other than the latest: a member who unfollows and follows
 * again while the item is unread is not a new follower.
 */
const COUNTED_PER_ACTOR: ReadonlySet<NotificationKind> = new Set(['follow.new']);

/** How a new notification of `kind` folds into the unread one of the same subject. */
function modeOf(kind: NotificationKind): UpsertMode {
  if (REPLACED.has(kind)) return 'replace';
  return COUNTED_PER_ACTOR.has(kind) ? 'group-by-actor' : 'group';
}

/**
 * `rows` in rounds whose (member, kind, subject) keys differ, in their order: one statement cannot fold two rows
 * into the same item, and a later one folds into what an earlier round wrote.
 */
function distinctRounds(rows: readonly NewNotification[]): NewNotification[][] {
  const rounds: NewNotification[][] = [];
  const roundOf = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.userId}:${row.kind}:${row.subjectId}`;
    const round = (roundOf.get(key) ?? -1) + 1;
    roundOf.set(key, round);
    (rounds[round] ??= []).push(row);
  }
  return rounds;
}

export const NOTIFICATIONS_ERROR = { badCursor: 'That page of notifications does not exist.' } as const;

/**
 * The member's notifications (issue 25): created by other modules through `notify` in the unit of work of what
 * caused them, pushed after commit as `notification.new { unread }` on the member's own topic, listed newest
 * first with keyset paging, read one by one or all at once. Owns notifications and notification_preferences.
 */
export class NotificationsService {
  constructor(private readonly deps: NotificationsServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** `notifyAll` for one notification. */
  notify(tx: Tx, input: NotifyInput): Promise<void> {
    return this.notifyAll(tx, [input]);
  }

  /**
   * Tells each `input.userId` about something, in `tx`: nothing for the actor themself, from a member they
   * blocked, or of a kind they turned off both in the app and by e-mail. Unread ones of the same kind and subject
   * are one item. The members' open tabs hear their new unread counts once `tx` commits. A batch (a sweep's timed
   * out matches) costs what one does: one read of the blocks, one of the preferences, one write per way of folding.
   */
  async notifyAll(tx: Tx, inputs: readonly NotifyInput[]): Promise<void> {
    const told = inputs.filter((input) => (input.actorId ?? null) !== input.userId);
    const pairs = told.flatMap((input) => (input.actorId == null ? [] : [[input.userId, input.actorId] as const]));
    const blocked = pairs.length === 0 ? () => false : await this.deps.blockedAmong(pairs, tx);
    const kept = told.filter((input) => input.actorId == null || !blocked(input.userId, input.actorId));
    if (kept.length === 0) return;
    const preferences = await this.preferencesOfAll(
      kept.map((input) => input.userId),
      tx,
    );
    const nowIso = this.nowIso();
    const rows = new Map<UpsertMode, NewNotification[]>();
    for (const input of kept) {
      const channels = (preferences.get(input.userId) ?? readPreferences(undefined)).kinds[input.kind];
      if (!channels.in_app && !channels.email) continue;
      const mode = modeOf(input.kind);
      const group = rows.get(mode) ?? [];
      rows.set(mode, group);
      group.push({
        userId: input.userId,
        kind: input.kind,
        subjectId: input.subjectId,
        actorId: input.actorId ?? null,
        title: (input.title ?? '').slice(0, 200),
        detail: input.detail ?? null,
        link: input.link,
        inApp: channels.in_app,
        nowIso,
      });
    }
    for (const [mode, group] of rows) {
      for (const round of distinctRounds(group)) await repo.upsertAll(tx.db, round, mode);
    }
    const shown = new Set([...rows.values()].flat().flatMap((row) => (row.inApp ? [row.userId] : [])));
    for (const userId of shown) tx.afterCommit(() => this.pushUnreadSoon(userId));
  }

  /** The member's items, newest first, `limit` after `cursor`, with the unread count. */
  async list(userId: number, query: { cursor?: string | undefined; limit: number }): Promise<NotificationsResponse> {
    const cursor = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && cursor === null) throw badRequest(NOTIFICATIONS_ERROR.badCursor);
    const [rows, unread] = await Promise.all([
      repo.listPage(this.k, userId, cursor, query.limit + 1),
      repo.unreadCount(this.k, userId),
    ]);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: await this.toItems(page),
      unread,
      nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
    };
  }

  unreadCount(userId: number): Promise<number> {
    return repo.unreadCount(this.k, userId);
  }

  /** Marks the named items (the member's own; other ids change nothing) or all read; answers the unread count. */
  async markRead(userId: number, request: MarkNotificationsReadRequest): Promise<number> {
    const ids = 'all' in request ? 'all' : request.ids;
    const changed = await repo.markRead(this.k, userId, ids, this.nowIso());
    const unread = await repo.unreadCount(this.k, userId);
    // The member's other tabs take the new count too.
    if (changed > 0) await this.deps.events.publish(TOPICS.user(userId), { type: 'notification.new', unread });
    return unread;
  }

  /** The member's preferences (the defaults where they set none); in `tx` when given. */
  async preferencesOf(userId: number, tx?: Tx): Promise<NotificationPreferences> {
    return readPreferences(await repo.findPreferences(tx?.db ?? this.k, userId));
  }

  /** Several members' preferences, read in one statement (those who never saved any have the defaults). */
  private async preferencesOfAll(userIds: readonly number[], tx: Tx): Promise<Map<number, NotificationPreferences>> {
    const stored = await repo.findPreferencesOf(tx.db, [...new Set(userIds)]);
    return new Map(stored.map((row) => [row.user_id, readPreferences(row)]));
  }

  async updatePreferences(userId: number, change: UpdateNotificationPreferences): Promise<NotificationPreferences> {
    return this.deps.db.transaction(async (tx) => {
      const next = applyPreferences(await this.preferencesOf(userId, tx), change);
      await repo.savePreferences(
        tx.db,
        userId,
        { kinds: JSON.stringify(next.kinds), digest: next.digest },
        this.nowIso(),
      );
      return next;
    });
  }

  /** Account deletion: the member's notifications and preferences go (others' that name them as actor stay). */
  async forgetMember(userId: number, tx: Tx): Promise<void> {
    await repo.deleteAllOf(tx.db, userId);
    await deleteMailLogOf(tx.db, userId);
  }

  /** Rows as the member sees them: each sentence made now, with the actor's current name. */
  async toItems(rows: readonly NotificationRow[]): Promise<NotificationItem[]> {
    const actorIds = rows.flatMap((r) => (r.actor_id === null ? [] : [r.actor_id]));
    const users = await this.deps.accounts.getUsers(actorIds);
    return rows.map((row) => {
      const actor = row.actor_id === null ? undefined : users.get(row.actor_id);
      const kind = row.kind as NotificationKind;
      return {
        id: row.id,
        kind,
        text: notificationText({
          kind,
          actor: actor?.username ?? null,
          title: row.title,
          count: row.count,
          detail: row.detail,
        }),
        link: row.link,
        ...(actor ? { actor: { id: actor.id, username: actor.username } } : {}),
        created_at: row.created_at,
        read: row.read_at !== null,
        count: row.count,
      };
    });
  }

  /** Each member's push still under way: the next waits for it, so counts go out in the order they were read. */
  private readonly pushing = new Map<number, Promise<void>>();

  /**
   * After a commit, the member's new count without holding up the answer of the request that caused it (an
   * after-commit hook is awaited before the request answers, and the count is one more query): read and pushed
   * behind the member's previous push, so a tab never hears an older count last. A failure is only logged.
   */
  private pushUnreadSoon(userId: number): void {
    const next = (this.pushing.get(userId) ?? Promise.resolve())
      .then(() => this.pushUnread(userId))
      .catch((err: unknown) => this.deps.log?.warn({ err, userId }, 'notification push failed'));
    this.pushing.set(userId, next);
    void next.then(() => {
      if (this.pushing.get(userId) === next) this.pushing.delete(userId);
    });
  }

  private async pushUnread(userId: number): Promise<void> {
    const unread = await repo.unreadCount(this.k, userId);
    await this.deps.events.publish(TOPICS.user(userId), { type: 'notification.new', unread });
  }

  /**
   * Withdraws the member's unread notifications of `kinds` about `subjectId`, in `tx`: what they said no longer
   * holds and the member never read it (a match's "your turn" once they played it or the match ended), so it is
   * neither listed, counted nor e-mailed; read ones stay as the member saw them. The member's open tabs hear the
   * new count once `tx` commits.
   */
  dismiss(tx: Tx, userId: number, kinds: readonly NotificationKind[], subjectId: number): Promise<void> {
    return this.dismissAll(tx, [{ userId, subjectId }], kinds);
  }

  /** `dismiss` for several members and subjects at once (a sweep's batch), in one statement. */
  async dismissAll(
    tx: Tx,
    about: ReadonlyArray<{ userId: number; subjectId: number }>,
    kinds: readonly NotificationKind[],
  ): Promise<void> {
    const losers = await repo.deleteUnreadAboutAll(tx.db, about, kinds);
    for (const userId of new Set(losers)) tx.afterCommit(() => this.pushUnreadSoon(userId));
  }
}
