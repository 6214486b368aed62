import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_TEXT } from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import { AppError, rateLimited } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { retryAfterSeconds } from '../accounts/login-limits.js';

/** Failed admin-password attempts allowed per client IP within the accounts' login window (an hour). */
export const ADMIN_PASSWORD_MAX_FAILURES = 10;
/** Failures are counted with the login failures under a key no account can have (usernames have no '#'). */
const FAILURE_KEY = '#admin-password';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Equal-length digests compared in constant time, so timing tells nothing about the password. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Where the spec's client may put the password: the `X-Admin-Password` header, the body, or the query. */
export function suppliedPassword(headers: Record<string, unknown>, body: unknown, query: unknown): string | null {
  const header = headers['x-admin-password'];
  if (typeof header === 'string' && header !== '') return header;
  for (const source of [body, query]) {
    if (source && typeof source === 'object' && 'password' in source) {
      const value = source.password;
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

/**
 * The admin product page's shared password (decisions: `ADMIN_PASSWORD`), checked on every admin product
 * route. Failures are counted per IP by the accounts (in the database), so every instance sees them.
 */
export class AdminPasswordGuard {
  constructor(
    private readonly deps: {
      accounts: Pick<AccountsService, 'recentFailures' | 'recordFailure'>;
      clock: Clock;
      password: string;
    },
  ) {}

  async check(given: string | null, ip: string): Promise<void> {
    const window = await this.deps.accounts.recentFailures(FAILURE_KEY, ip);
    const retryAfter = retryAfterSeconds(window, ADMIN_PASSWORD_MAX_FAILURES, this.deps.clock.now().getTime());
    if (retryAfter !== null) throw rateLimited(ADMIN_TEXT.tooManyPasswordFailures, retryAfter);
    if (given === null) throw new AppError(401, 'unauthenticated', ADMIN_TEXT.passwordRequired);
    if (!passwordMatches(given, this.deps.password)) {
      await this.deps.accounts.recordFailure(FAILURE_KEY, ip);
      throw new AppError(401, 'invalid_credentials', ADMIN_TEXT.wrongPassword);
    }
  }
}
