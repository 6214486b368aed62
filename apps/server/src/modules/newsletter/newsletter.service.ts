import { NEWSLETTER_TEXT, POINTS } from '@dd/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriberRow } from '../../db/database.js';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { PointsService } from '../points/points.service.js';
import * as subscribers from './newsletter.repository.js';
import { unsubscribeLinks } from './unsubscribe-links.js';
import { normalizeEmail, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';
import { welcomeMail } from './welcome-mail.js';

export interface NewsletterServiceDeps {
  db: TransactionRunner;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  publicUrl: string;
  siteName: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  points: Pick<PointsService, 'award'>;
}

export interface SubscribeResult {
  alreadySubscribed: boolean;
  /** Points paid to the signed-in member: 100 the first time a member subscribes, else 0. */
  pointsAwarded: number;
}

/** Single opt-in newsletter: subscribe with a welcome mail, unsubscribe with a signed link. */
export class NewsletterService {
  constructor(private readonly deps: NewsletterServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * Subscribing twice is not an error and sends no second welcome; an address that had
   * unsubscribed is subscribed again and welcomed again. A signed-in member earns the newsletter points
   * once per account, whichever address they subscribe. The subscription and its points are one unit of
   * work (the caller's when given); the welcome mail goes out once it committed.
   */
  subscribe(rawEmail: string, memberId: number | null = null, outer?: Tx): Promise<SubscribeResult> {
    const email = normalizeEmail(rawEmail);
    const now = this.nowIso();
    return this.deps.db.transaction(async (tx) => {
      const welcomed =
        (await subscribers.insertIfNew(tx.db, email, now)) || (await subscribers.resubscribe(tx.db, email, now));
      if (welcomed) tx.afterCommit(() => this.sendWelcome(email));
      const pointsAwarded =
        memberId === null
          ? 0
          : await this.deps.points.award(
              { userId: memberId, reason: 'newsletter', reference: 'signup', amount: POINTS.newsletter },
              tx,
            );
      return { alreadySubscribed: !welcomed, pointsAwarded };
    }, outer);
  }

  /** A valid link for an address that is not subscribed still succeeds: the outcome is the same. */
  async unsubscribe(rawEmail: string, token: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (!email || !token || !verifyUnsubscribeToken(email, token, this.deps.secret)) {
      throw badRequest(NEWSLETTER_TEXT.invalidLink);
    }
    await subscribers.unsubscribe(this.deps.db.kysely, { email }, this.nowIso());
  }

  /** An admin unsubscribes one subscription, as the link would; null when the id is unknown. */
  async unsubscribeById(id: number): Promise<SubscriberRow | null> {
    const k = this.deps.db.kysely;
    await subscribers.unsubscribe(k, { id }, this.nowIso());
    return (await subscribers.findById(k, id)) ?? null;
  }

  /** The subscription is stored before the mail goes out; a failed send is logged, never undone. */
  private async sendWelcome(email: string): Promise<void> {
    const { publicUrl, siteName, secret } = this.deps;
    const links = unsubscribeLinks(publicUrl, email, unsubscribeToken(email, secret));
    try {
      await this.deps.mailer.send(welcomeMail({ to: email, siteName, publicUrl, links }));
    } catch (err) {
      this.deps.log.error({ err }, 'newsletter welcome mail failed');
    }
  }

  /** Account deletion: the subscription of the account's address goes (not just unsubscribed), in `tx`. */
  async forgetAddress(rawEmail: string, tx: Tx): Promise<void> {
    await subscribers.deleteByEmail(tx.db, normalizeEmail(rawEmail));
  }
}
