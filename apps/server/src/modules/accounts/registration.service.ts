import type { RegisterResponse } from '@dd/contracts';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import type { AccountsService, NewAccount } from './accounts.service.js';

/** Registration with the newsletter opt-in: the account first, then the subscription and its points. */
export class RegistrationService {
  constructor(private readonly deps: { accounts: AccountsService; newsletter: NewsletterService }) {}

  async register(input: NewAccount & { subscribeNewsletter: boolean }): Promise<RegisterResponse> {
    const user = await this.deps.accounts.register(input);
    if (!input.subscribeNewsletter) {
      return { success: true, user, newsletter_subscribed: false, points_awarded: 0 };
    }
    const { pointsAwarded } = await this.deps.newsletter.subscribe(user.email, user.id);
    return { success: true, user, newsletter_subscribed: true, points_awarded: pointsAwarded };
  }
}
