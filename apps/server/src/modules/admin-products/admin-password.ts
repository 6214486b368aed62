import { createHash, timingSafeEqual } from 'node:crypto';
import { ADMIN_TEXT } from '@dd/contracts';
import type { Db } from '../../db/dialect.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';

/** Failed admin-password attempts allowed per client IP within the window. */
export const ADMIN_PASSWORD_MAX_FAILURES = 10;
const WINDOW_MS = 60 * 60 * 1000;
/** Failures share the login-failure table under a key no account can have (usernames have no '#'). */
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
      const value = (source as { password: unknown }).password;
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

/** Too many wrong passwords: 429 with the seconds to wait. */
export class AdminPasswordLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', ADMIN_TEXT.tooManyPasswordFailures, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

/**
 * The admin product page's shared password (decisions: `ADMIN_PASSWORD`), checked on every admin product
 * route. Failures are counted per IP in the database, so every instance sees them.
 */
export class AdminPasswordGuard {
  constructor(private readonly deps: { db: Db; clock: Clock; password: string }) {}

  async check(given: string | null, ip: string): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const since = new Date(now - WINDOW_MS).toISOString();
    const k = this.deps.db.kysely;
    const window = await k
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('account_key', '=', FAILURE_KEY)
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(window.n) >= ADMIN_PASSWORD_MAX_FAILURES) {
      const oldest = window.oldest ? Date.parse(String(window.oldest)) : now;
      throw new AdminPasswordLockedError(Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)));
    }
    if (given === null) throw new AppError(401, 'unauthenticated', ADMIN_TEXT.passwordRequired);
    if (!passwordMatches(given, this.deps.password)) {
      await k
        .insertInto('login_failures')
        .values({ account_key: FAILURE_KEY, ip, created_at: new Date(now).toISOString() })
        .execute();
      throw new AppError(401, 'invalid_credentials', ADMIN_TEXT.wrongPassword);
    }
  }
}
