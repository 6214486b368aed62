import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MAIL_TEXT,
  type NotificationKind,
  type NotificationMailCategory,
  type NotificationUnsubscribeQuery,
} from '@dd/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/database.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer, MailMessage } from '../../platform/mail.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { notificationUnsubscribeUrl, verifyNotificationUnsubscribeToken } from './mail-unsubscribe.js';
import * as mails from './notification-mail.repository.js';
import {
  digestKinds,
  digestMail,
  singleNotificationMail,
  utcDay,
  utcDayBefore,
  type MailFrame,
  type MailItem,
} from './notification-mails.js';
import * as repo from './notifications.repository.js';
import type { NotificationRow } from './notifications.repository.js';
import type { NotificationsService } from './notifications.service.js';

/** The job's name (its lease row) and how often it runs. */
export const NOTIFICATION_MAIL_JOB = 'notification-mails';
export const NOTIFICATION_MAIL_INTERVAL_MS = 60_000;
/** Rows one run looks at per query (a run pages through more). */
const BATCH = 200;
/** The mail log is kept this many days back (only today's is read). */
const MAIL_LOG_DAYS = 2;

export interface NotificationMailDeps {
  db: TransactionRunner;
  clock: Clock;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  accounts: Pick<AccountsService, 'getUsers' | 'getUser'>;
  notifications: Pick<NotificationsService, 'preferencesOf' | 'toItems'>;
  /** The members of `userIds` with a push socket open on any instance (the realtime hub, built later). */
  onlineAmong: (userIds: readonly number[]) => Promise<Set<number>>;
  publicUrl: string;
  siteName: string;
  secret: string;
  /** NOTIFY_EMAIL_DELAY_MINUTES */
  delayMinutes: number;
  /** NOTIFY_DIGEST_HOUR_UTC */
  digestHourUtc: number;
}

/** What one run sent (tests and the log). */
export interface MailRunResult {
  sent: number;
}

type Claim<T> = { send: false } | { send: true; value: T };

/**
 * The notification e-mails (issue 25, section 3), sent by a job every minute (a lease: one instance at a time):
 * an unread `card.your_turn` NOTIFY_EMAIL_DELAY_MINUTES after it came to a member with no push socket open,
 * `card.turn_ending` at once, and once a day in NOTIFY_DIGEST_HOUR_UTC a digest of the other kinds still unread,
 * each only when its e-mail switch is on; at most `NOTIFICATION_LIMITS.mailsPerDay` a member per UTC day.
 *
 * Each e-mail is claimed in a transaction before it is sent (the notification's `emailed_at`, a row in the mail
 * log, under a per-member lock), so a second run or instance finds nothing left to send; a send that fails after
 * its claim is logged and not tried again (at most once: a late "your turn" is worth less than a double one).
 */
export class NotificationMailService {
  constructor(private readonly deps: NotificationMailDeps) {}

  /** One run of the job: the turns due, then (in the digest hour) the digests, then the old log rows. */
  async run(signal?: AbortSignal): Promise<MailRunResult> {
    const now = this.deps.clock.now();
    let sent = await this.sendAlone(now, signal);
    if (now.getUTCHours() === this.deps.digestHourUtc) sent += await this.sendDigests(now, signal);
    await mails.pruneMailLog(this.deps.db.kysely, utcDayBefore(now, MAIL_LOG_DAYS));
    return { sent };
  }

  /**
   * The one-click unsubscribe: turns the link's category off for its member (a kind's e-mail switch, or the
   * digest). A forged or altered link is refused and changes nothing; a deleted member's link does nothing.
   */
  async unsubscribe(query: NotificationUnsubscribeQuery): Promise<{ success: true; message: string }> {
    const { user: userId, category, token } = query;
    if (!verifyNotificationUnsubscribeToken(userId, category, token, this.deps.secret)) {
      throw new AppError(400, 'invalid_token', NOTIFICATION_MAIL_TEXT.invalidLink);
    }
    if (await this.deps.accounts.getUser(userId)) {
      await this.deps.db.transaction(async (tx) => {
        const prefs = await this.deps.notifications.preferencesOf(userId, tx);
        if (category === 'digest') prefs.digest = false;
        else prefs.kinds[category] = { ...prefs.kinds[category], email: false };
        await repo.savePreferences(
          tx.db,
          userId,
          { kinds: JSON.stringify(prefs.kinds), digest: prefs.digest },
          this.deps.clock.now().toISOString(),
        );
      });
    }
    return { success: true, message: NOTIFICATION_MAIL_TEXT.unsubscribed(category) };
  }

  private async sendAlone(now: Date, signal: AbortSignal | undefined): Promise<number> {
    const dueIso = new Date(now.getTime() - this.deps.delayMinutes * 60_000).toISOString();
    const rows = await mails.pendingAlone(this.deps.db.kysely, dueIso, BATCH);
    if (rows.length === 0) return 0;
    const userIds = [...new Set(rows.map((r) => r.user_id))];
    const waitingForTurn = [...new Set(rows.filter((r) => r.kind === 'card.your_turn').map((r) => r.user_id))];
    const [online, users] = await Promise.all([
      this.deps.onlineAmong(waitingForTurn),
      this.deps.accounts.getUsers(userIds),
    ]);
    let sent = 0;
    for (const row of rows) {
      if (signal?.aborted) break;
      // Online: the bell tells them; it stays pending, and is e-mailed if still unread once they are away.
      if (row.kind === 'card.your_turn' && online.has(row.user_id)) continue;
      const user = users.get(row.user_id);
      if (!user || user.deleted_at !== null) continue;
      const kind = row.kind as NotificationKind;
      const wanted = (await this.deps.notifications.preferencesOf(row.user_id)).kinds[kind].email;
      const claim = await this.claim(row.user_id, now, kind, async (ex, capped) => {
        if (!(await mails.claimOne(ex, row, now.toISOString()))) return null;
        // Claimed either way: off, or past the day's cap, it is handled (a turn e-mailed tomorrow is too late).
        return wanted && !capped ? row : null;
      });
      if (claim.send && (await this.send(this.single(user, claim.value, kind)))) sent += 1;
    }
    return sent;
  }

  private async sendDigests(now: Date, signal: AbortSignal | undefined): Promise<number> {
    const day = utcDay(now);
    let sent = 0;
    let after = 0;
    for (;;) {
      const userIds = await mails.digestCandidates(this.deps.db.kysely, day, after, BATCH);
      if (userIds.length === 0) break;
      after = userIds.at(-1) ?? after;
      const users = await this.deps.accounts.getUsers(userIds);
      for (const userId of userIds) {
        if (signal?.aborted) return sent;
        const user = users.get(userId);
        if (!user || user.deleted_at !== null) continue;
        const kinds = digestKinds(await this.deps.notifications.preferencesOf(userId));
        const claim = await this.claim(userId, now, 'digest', async (ex, capped) => {
          // Looked at once a day: what comes later in the hour waits for tomorrow's digest.
          if (await mails.digestLookedAt(ex, userId, day)) return null;
          const items = capped ? [] : await mails.claimForDigest(ex, userId, kinds, now.toISOString());
          return items.length > 0 ? items : null;
        });
        if (claim.send && (await this.send(await this.digest(user, claim.value)))) sent += 1;
      }
      if (userIds.length < BATCH) break;
    }
    return sent;
  }

  /**
   * One member's e-mail claimed in a transaction under the member's lock (so two runs cannot both pass the
   * day's cap): `decide` claims what goes in it (null: nothing to send), knowing whether the cap is reached; the
   * mail log then counts it. A digest looked at with nothing to send is logged too, not counted.
   */
  private async claim<T>(
    userId: number,
    now: Date,
    category: NotificationMailCategory,
    decide: (ex: TransactionRunner['kysely'], capped: boolean) => Promise<T | null>,
  ): Promise<Claim<T>> {
    const day = utcDay(now);
    const nowIso = now.toISOString();
    return this.deps.db.transaction(async (tx) => {
      await tx.lock(`notification-mails:${userId}`);
      const capped = (await mails.sentOn(tx.db, userId, day)) >= NOTIFICATION_LIMITS.mailsPerDay;
      const value = await decide(tx.db, capped);
      if (value === null) {
        if (category === 'digest' && !(await mails.digestLookedAt(tx.db, userId, day))) {
          await mails.logMail(tx.db, { userId, day, category, notificationId: null, sent: false, nowIso });
        }
        return { send: false };
      }
      const notificationId = category === 'digest' ? null : (value as NotificationRow).id;
      await mails.logMail(tx.db, { userId, day, category, notificationId, sent: true, nowIso });
      return { send: true, value };
    });
  }

  private frame(user: UserRow, category: NotificationMailCategory): MailFrame {
    const { publicUrl, siteName, secret } = this.deps;
    return {
      to: user.email,
      username: user.username,
      siteName,
      publicUrl,
      category,
      unsubscribeUrl: notificationUnsubscribeUrl(publicUrl, user.id, category, secret),
    };
  }

  private async mailItems(rows: readonly NotificationRow[]): Promise<MailItem[]> {
    const items = await this.deps.notifications.toItems(rows);
    return items.map((item) => ({ text: item.text, url: `${this.deps.publicUrl}${item.link}` }));
  }

  private single(user: UserRow, row: NotificationRow, kind: NotificationKind): Promise<MailMessage> {
    return this.mailItems([row]).then(([item]) => singleNotificationMail(this.frame(user, kind), item as MailItem));
  }

  private async digest(user: UserRow, rows: NotificationRow[]): Promise<MailMessage> {
    const newestFirst = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return digestMail(
      this.frame(user, 'digest'),
      await this.mailItems(newestFirst),
      `${this.deps.publicUrl}/notifications`,
    );
  }

  /** Sends a claimed e-mail; a failure is logged and not retried (at most once). */
  private async send(message: Promise<MailMessage> | MailMessage): Promise<boolean> {
    try {
      await this.deps.mailer.send(await message);
      return true;
    } catch (err) {
      this.deps.log.error({ err }, 'a notification e-mail failed; it is not sent again');
      return false;
    }
  }
}
