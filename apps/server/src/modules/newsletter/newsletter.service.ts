import { NEWSLETTER_TEXT, POINTS } from '@dd/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriberRow } from '../../db/database.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { PointsService } from '../points/points.service.js';
import type { NewsletterRepository } from './newsletter.repository.js';
import { unsubscribeLinks } from './unsubscribe-links.js';
import { normalizeEmail, unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';
import { welcomeMail } from './welcome-mail.js';

export interface NewsletterServiceDeps {
  repo: NewsletterRepository;
  mailer: Mailer;
  clock: Clock;
  secret: string;
  publicUrl: string;
  siteName: string;
  log: Pick<FastifyBaseLogger, 'error'>;
  points: PointsService;
}

export interface SubscribeResult {
  alreadySubscribed: boolean;
  /** Points paid to the signed-in member: 100 the first time a member subscribes, else 0. */
  pointsAwarded: number;
}

/** Single opt-in newsletter: subscribe with a welcome mail, unsubscribe with a signed link. */
export class NewsletterService {
  constructor(private readonly deps: NewsletterServiceDeps) {}

  /**
   * Subscribing twice is not an error and sends no second welcome; an address that had
   * unsubscribed is subscribed again and welcomed again. A signed-in member earns the newsletter points
   * once per account, whichever address they subscribe.
   */
  async subscribe(rawEmail: string, memberId: number | null = null): Promise<SubscribeResult> {
    const email = normalizeEmail(rawEmail);
    const now = this.deps.clock.now().toISOString();
    const welcomed = (await this.deps.repo.insertIfNew(email, now)) || (await this.deps.repo.resubscribe(email, now));
    if (welcomed) await this.sendWelcome(email);
    const pointsAwarded =
      memberId === null
        ? 0
        : await this.deps.points.award({
            userId: memberId,
            reason: 'newsletter',
            reference: 'signup',
            amount: POINTS.newsletter,
          });
    return { alreadySubscribed: !welcomed, pointsAwarded };
  }

  /** A valid link for an address that is not subscribed still succeeds: the outcome is the same. */
  async unsubscribe(rawEmail: string, token: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (!email || !token || !verifyUnsubscribeToken(email, token, this.deps.secret)) {
      throw badRequest(NEWSLETTER_TEXT.invalidLink);
    }
    await this.deps.repo.unsubscribe(email, this.deps.clock.now().toISOString());
  }

  /** An admin unsubscribes one subscription, as the link would; null when the id is unknown. */
  async unsubscribeById(id: number): Promise<SubscriberRow | null> {
    return (await this.deps.repo.unsubscribeById(id, this.deps.clock.now().toISOString())) ?? null;
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
}
