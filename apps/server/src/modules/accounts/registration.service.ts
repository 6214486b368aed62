import type { RegisterResponse } from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import type { AccountsService, NewAccount } from './accounts.service.js';

export interface RegistrationServiceDeps {
  db: TransactionRunner;
  accounts: Pick<AccountsService, 'prepare' | 'create' | 'startSession' | 'issueDeviceToken'>;
  newsletter: Pick<NewsletterService, 'subscribe'>;
  /**
   * What the rest of the site gives each new member inside the account's transaction (the card game's starter
   * deck): passed in by the app, so accounts, which every module depends on, depend on none of them.
   */
  setUpNewMember: (userId: number, tx: Tx) => Promise<unknown>;
}

/**
 * Registration with the newsletter opt-in: the account, its card game starter deck, the subscription and its
 * points, and the new member's first session in one unit of work, so a failed subscription leaves no account
 * behind (the welcome mail goes out after the commit). The password is hashed once, before the transaction:
 * the answer carries the session, so the client does not log in (and hash) again.
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationServiceDeps) {}

  /** `device`: the coarse label of the new session (deviceLabel of the User-Agent). */
  async register(input: NewAccount & { subscribeNewsletter: boolean; device?: string }): Promise<RegisterResponse> {
    const account = await this.deps.accounts.prepare(input);
    return this.deps.db.transaction(async (tx) => {
      const user = await this.deps.accounts.create(account, tx);
      await this.deps.setUpNewMember(user.id, tx);
      const session = {
        ...(await this.deps.accounts.startSession(user.id, tx, input.device)),
        device_token: this.deps.accounts.issueDeviceToken({ id: user.id, password_hash: account.password_hash }),
      };
      if (!input.subscribeNewsletter) {
        return { success: true as const, user, newsletter_subscribed: false, points_awarded: 0, ...session };
      }
      const { pointsAwarded } = await this.deps.newsletter.subscribe(user.email, user.id, tx);
      return { success: true as const, user, newsletter_subscribed: true, points_awarded: pointsAwarded, ...session };
    });
  }
}
