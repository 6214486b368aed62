import {
  AUTO_LOGIN_FAILED_REDIRECT_MS,
  REGISTER_HOME_REDIRECT_MS,
  REGISTER_REWARDS_REDIRECT_MS,
  href,
} from '@dd/contracts';
import { loginPathFor } from '../../lib/safe-next-path';

/** How a registration ended once the account exists. */
export interface RegisterOutcome {
  /** The server confirmed the newsletter opt-in (`newsletter_subscribed`). */
  newsletterSubscribed: boolean;
  /** Whether the automatic login after registering worked. */
  autoLoggedIn: boolean;
}

export interface RegisterRedirect {
  to: string;
  delayMs: number;
}

/**
 * Storefront spec section 4: a confirmed newsletter opt-in goes to /rewards after 2 s, otherwise home
 * after 1.2 s; a failed auto-login goes to /login after 2 s (and from there on to /rewards when the
 * member subscribed, so the points are the first thing they see).
 */
export function registerRedirect({ newsletterSubscribed, autoLoggedIn }: RegisterOutcome): RegisterRedirect {
  if (!autoLoggedIn) {
    return { to: loginPathFor(newsletterSubscribed ? href('rewards') : '/'), delayMs: AUTO_LOGIN_FAILED_REDIRECT_MS };
  }
  if (newsletterSubscribed) return { to: href('rewards'), delayMs: REGISTER_REWARDS_REDIRECT_MS };
  return { to: '/', delayMs: REGISTER_HOME_REDIRECT_MS };
}
