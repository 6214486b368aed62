import { randomBytes } from 'node:crypto';
import { AUTH_TEXT, type AccountUser, type LoginResponse } from '@dd/contracts';
import type { UserRow } from '../../db/database.js';
import type { AuthUser } from '../../platform/auth.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { normalizeEmail } from '../newsletter/unsubscribe-token.js';
import { toAccountUser, usernameKey } from './account-user.js';
import { isUniqueViolation, type AccountsRepository, type UserUpdate } from './accounts.repository.js';
import {
  LOGIN_FAILURE_WINDOW_MS,
  loginRetryAfterSeconds,
  tooManyFailuresMessage,
  type LoginLimits,
} from './login-limits.js';
import type { PasswordHasher } from './password-hash.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

export interface AccountsServiceDeps {
  repo: AccountsRepository;
  hasher: PasswordHasher;
  clock: Clock;
  sessionTtlDays: number;
  loginLimits: LoginLimits;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

/** 429 with the seconds to wait, for a Retry-After header. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', tooManyFailuresMessage(retryAfterSeconds), undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stale failures and sessions are purged at most this often (per instance), on a login. */
const PURGE_EVERY_MS = 60 * 1000;

/** Accounts and sessions: registration, login with brute-force limits, logout, token checks. */
export class AccountsService {
  /** Verified against when a login names no account, so unknown and known names take equally long. */
  private dummyHash: Promise<string> | null = null;
  private lastPurgeMs = 0;

  constructor(private readonly deps: AccountsServiceDeps) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  async register(input: NewAccount, options: { isAdmin?: boolean } = {}): Promise<AccountUser> {
    const key = usernameKey(input.username);
    const email = normalizeEmail(input.email);
    await this.assertFree(key, email);
    const passwordHash = await this.deps.hasher.hash(input.password);
    const nowIso = this.now().toISOString();
    try {
      const row = await this.deps.repo.insertUser({
        username: input.username.trim(),
        username_key: key,
        email,
        password_hash: passwordHash,
        display_name: null,
        bio: null,
        avatar_media_id: null,
        is_admin: options.isAdmin ? 1 : 0,
        created_at: nowIso,
        updated_at: nowIso,
      });
      return toAccountUser(row);
    } catch (err) {
      // Someone took the name or address between the check and the insert.
      if (isUniqueViolation(err)) {
        await this.assertFree(key, email);
        throw new AppError(409, 'conflict', AUTH_TEXT.usernameTaken);
      }
      throw err;
    }
  }

  private async assertFree(key: string, email: string): Promise<void> {
    if (await this.deps.repo.findByUsernameKey(key)) throw new AppError(409, 'conflict', AUTH_TEXT.usernameTaken);
    if (await this.deps.repo.findByEmail(email)) throw new AppError(409, 'conflict', AUTH_TEXT.emailTaken);
  }

  /**
   * Checks the password and opens a session. Failures are counted per account and per client IP; past
   * the limit the answer is 429 before any password is checked.
   */
  async login(identifier: string, password: string, ip: string): Promise<LoginResponse> {
    const now = this.now();
    const trimmed = identifier.trim();
    const user = trimmed.includes('@')
      ? await this.deps.repo.findByEmail(normalizeEmail(trimmed))
      : await this.deps.repo.findByUsernameKey(usernameKey(trimmed));
    const accountKey = user ? `user:${user.id}` : `name:${trimmed.toLowerCase()}`;

    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
    if (now.getTime() - this.lastPurgeMs >= PURGE_EVERY_MS) {
      this.lastPurgeMs = now.getTime();
      await this.deps.repo.purgeStale(since, now.toISOString());
    }
    const [accountWindow, ipWindow] = await Promise.all([
      this.deps.repo.failureWindow('account_key', accountKey, since),
      this.deps.repo.failureWindow('ip', ip, since),
    ]);
    const retryAfter = loginRetryAfterSeconds(accountWindow, ipWindow, this.deps.loginLimits, now.getTime());
    if (retryAfter !== null) throw new TooManyAttemptsError(retryAfter);

    const ok = user
      ? await this.deps.hasher.verify(password, user.password_hash)
      : await this.deps.hasher.verify(password, await this.getDummyHash()).then(() => false);
    if (!user || !ok) {
      await this.deps.repo.recordFailure(accountKey, ip, now.toISOString());
      throw new AppError(401, 'invalid_credentials', AUTH_TEXT.invalidCredentials);
    }

    await this.deps.repo.clearFailures(accountKey);
    if (this.deps.hasher.needsRehash(user.password_hash)) {
      await this.deps.repo.setPasswordHash(user.id, await this.deps.hasher.hash(password));
    }
    return this.openSession(user, now);
  }

  private async openSession(user: UserRow, now: Date): Promise<LoginResponse> {
    const token = newSessionToken();
    const expiresAt = new Date(now.getTime() + this.deps.sessionTtlDays * DAY_MS).toISOString();
    await this.deps.repo.insertSession({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      createdAt: now.toISOString(),
      expiresAt,
    });
    return { token, user: toAccountUser(user), expires_at: expiresAt };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= this.deps.hasher.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  /** The user of a live session, or null for an unknown, revoked or expired token. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const tokenHash = hashSessionToken(token);
    const row = await this.deps.repo.userOfSession(tokenHash, this.now().toISOString());
    return row ? { id: row.id, username: row.username, isAdmin: row.is_admin === 1, sessionId: tokenHash } : null;
  }

  async logout(sessionId: string): Promise<void> {
    await this.deps.repo.deleteSession(sessionId);
  }

  async getUser(id: number): Promise<UserRow | null> {
    return (await this.deps.repo.findById(id)) ?? null;
  }

  async updateProfile(id: number, update: Omit<UserUpdate, 'updated_at'>): Promise<UserRow> {
    const row = await this.deps.repo.updateUser(id, { ...update, updated_at: this.now().toISOString() });
    if (!row) throw new AppError(404, 'not_found', 'User not found.');
    return row;
  }

  /** Grants or removes admin rights; null for an unknown user. Takes effect on the user's next request. */
  async setAdmin(id: number, isAdmin: boolean): Promise<UserRow | null> {
    return (await this.deps.repo.setAdmin(id, isAdmin, this.now().toISOString())) ?? null;
  }

  /**
   * First start: creates the admin account `admin` when no admin exists. Returns the generated password
   * when none was configured, so the caller can print it once.
   */
  async ensureAdmin(
    configuredPassword: string | undefined,
    email: string,
  ): Promise<{ generatedPassword: string | null } | null> {
    if (await this.deps.repo.anyAdmin()) return null;
    if (await this.deps.repo.findByUsernameKey('admin')) return null;
    const generatedPassword = configuredPassword ? null : randomBytes(12).toString('base64url');
    await this.register(
      { username: 'admin', email, password: configuredPassword ?? (generatedPassword as string) },
      { isAdmin: true },
    );
    return { generatedPassword };
  }
}
