import { randomBytes } from 'node:crypto';
import { AUTH_TEXT, type AccountUser, type LoginResponse } from '@dd/contracts';
import type { UserRow } from '../../db/database.js';
import type { Executor, Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { AuthUser } from '../../platform/auth.js';
import { isoOffset, type Clock } from '../../platform/clock.js';
import { AppError, conflict, notFound, rateLimited } from '../../platform/errors.js';
import { normalizeEmail } from '../newsletter/unsubscribe-token.js';
import { toAccountUser, usernameKey } from './account-user.js';
import * as repo from './accounts.repository.js';
import type { NewUser, UserUpdate } from './accounts.repository.js';
import { deviceTokenKey, signDeviceToken, verifyDeviceToken, type DeviceTokenClaims } from './device-token.js';
import { InFlightLimit } from './in-flight-limit.js';
import { RecentAttempts } from './recent-attempts.js';
import {
  DEVICE_TOKEN_MAX_FAILURES,
  ipRefusal,
  LOGIN_FAILURE_WINDOW_MS,
  loginLane,
  loginRefusal,
  pairIsClean,
  tooManyFailuresMessage,
  type FailureWindow,
  type LoginLimits,
  type LoginRefusal,
} from './login-limits.js';
import type { HashLane } from './hash-lanes.js';
import type { PasswordHasher } from './password-hash.js';
import { hashSessionToken, newSessionToken } from './session-token.js';

export interface AccountsServiceDeps {
  db: TransactionRunner;
  hasher: PasswordHasher;
  clock: Clock;
  sessionTtlDays: number;
  loginLimits: LoginLimits;
  /**
   * Logins in flight at once in this process, per client IP and per account. Past the IP's cap, and the
   * account's for an address with failures of its own there, 429 at once; other logins wait for the account.
   */
  loginConcurrency: { perIp: number; perAccount: number };
  /** Signs device tokens (the app secret; a key for this purpose is derived from it). */
  deviceTokenSecret: string;
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

/** An account checked and with its password hashed, ready to be stored (hashing is slow: outside any transaction). */
export type PreparedAccount = Omit<NewUser, 'created_at' | 'updated_at'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stale failures and sessions are purged at most this often (per instance), on a login. */
const PURGE_EVERY_MS = 60 * 1000;

const tooManyAtOnce = () =>
  rateLimited('Too many login attempts at once. Please wait for the first one to finish and try again.', 1);

/** How long a login from a clean address waits, in arrival order, for a slot on its account before a 429. */
const ACCOUNT_QUEUE_WAIT_MS = 8_000;
/** Logins in flight at once with one device token (its failures are capped; this keeps them from racing it). */
const LOGINS_PER_DEVICE = 1;

const refused = (refusal: LoginRefusal) =>
  rateLimited(tooManyFailuresMessage(refusal.retryAfterSeconds), refusal.retryAfterSeconds);

/** Accounts and sessions: registration, login with brute-force limits, logout, token checks. */
export class AccountsService {
  /** Verified against when a login names no account, so unknown and known names take equally long. */
  private dummyHash: Promise<string> | null = null;
  private lastPurgeMs = 0;
  private readonly loginsPerIp: InFlightLimit;
  private readonly loginsPerAccount: InFlightLimit;
  private readonly loginsPerDevice = new InFlightLimit(LOGINS_PER_DEVICE);
  private readonly attemptsPerIp = new RecentAttempts(60 * 1000);
  private readonly deviceKey: Buffer;

  constructor(private readonly deps: AccountsServiceDeps) {
    this.loginsPerIp = new InFlightLimit(deps.loginConcurrency.perIp);
    this.loginsPerAccount = new InFlightLimit(deps.loginConcurrency.perAccount);
    this.deviceKey = deviceTokenKey(deps.deviceTokenSecret);
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private get k() {
    return this.deps.db.kysely;
  }

  async register(input: NewAccount, options: { isAdmin?: boolean } = {}): Promise<AccountUser> {
    return this.create(await this.prepare(input, options));
  }

  /** Checks that the name and address are free and hashes the password; stores nothing. */
  async prepare(input: NewAccount, options: { isAdmin?: boolean } = {}): Promise<PreparedAccount> {
    const key = usernameKey(input.username);
    const email = normalizeEmail(input.email);
    await this.assertFree(this.k, key, email);
    return {
      username: input.username.trim(),
      username_key: key,
      email,
      password_hash: await this.deps.hasher.hash(input.password),
      display_name: null,
      bio: null,
      avatar_media_id: null,
      is_admin: options.isAdmin ? 1 : 0,
    };
  }

  /** Stores a prepared account, in the caller's unit of work when given one. */
  async create(account: PreparedAccount, tx?: Tx): Promise<AccountUser> {
    const ex = tx?.db ?? this.k;
    const nowIso = this.now().toISOString();
    const row = await repo.insertUserIfFree(ex, { ...account, created_at: nowIso, updated_at: nowIso });
    if (row) return toAccountUser(row);
    // Someone took the name or address between the check and the insert.
    await this.assertFree(ex, account.username_key, account.email);
    throw conflict(AUTH_TEXT.usernameTaken);
  }

  private async assertFree(ex: Executor, key: string, email: string): Promise<void> {
    if (await repo.findByUsernameKey(ex, key)) throw conflict(AUTH_TEXT.usernameTaken);
    if (await repo.findByEmail(ex, email)) throw conflict(AUTH_TEXT.emailTaken);
  }

  /**
   * Checks the password and opens a session; the answer carries a new device token. Refused with 429 before any
   * password is checked: more than a few logins at once from one IP, too many failures from the IP or from this
   * IP on this account, or an attempt too soon after the account's latest failure from an address with failures
   * of its own there (see login-limits.ts). A valid device token of this account (`deviceToken`) skips the
   * account's limits and hashes in its own lane; an invalid one is ignored. Logins from clean addresses hash
   * ahead of the rest, and nobody but an address with failures of its own on the account is refused by its
   * in-flight cap (see accountSlot).
   */
  async login(identifier: string, password: string, ip: string, deviceToken?: string): Promise<LoginResponse> {
    const attemptsThisMinute = this.attemptsPerIp.add(ip, this.now().getTime());
    const releaseIp = this.loginsPerIp.tryAcquire(ip);
    if (!releaseIp) throw tooManyAtOnce();
    try {
      return await this.loginFrom(identifier, password, ip, deviceToken, attemptsThisMinute);
    } finally {
      releaseIp();
    }
  }

  private async loginFrom(
    identifier: string,
    password: string,
    ip: string,
    deviceToken: string | undefined,
    attemptsThisMinute: number,
  ): Promise<LoginResponse> {
    const now = this.now();
    const trimmed = identifier.trim();
    const user = trimmed.includes('@')
      ? await repo.findByEmail(this.k, normalizeEmail(trimmed))
      : await repo.findByUsernameKey(this.k, usernameKey(trimmed));
    const accountKey = user ? `user:${user.id}` : `name:${trimmed.toLowerCase()}`;
    const since = isoOffset(now, -LOGIN_FAILURE_WINDOW_MS);
    if (now.getTime() - this.lastPurgeMs >= PURGE_EVERY_MS) {
      this.lastPurgeMs = now.getTime();
      await repo.purgeStale(this.k, since, now.toISOString());
    }
    const device = user && deviceToken ? await this.trustedDevice(deviceToken, user, since) : null;
    const ipWindow = await repo.failureWindow(this.k, { ip }, since);
    const lane = loginLane({
      trustedDevice: device !== null,
      knownAccount: user !== undefined,
      ip: ipWindow,
      attemptsThisMinute,
    });
    let release: () => void;
    let failureKey: string;
    if (device) {
      const refusal = ipRefusal(ipWindow, this.deps.loginLimits, now.getTime());
      if (refusal) throw refused(refusal);
      const releaseDevice = this.loginsPerDevice.tryAcquire(device.key);
      if (!releaseDevice) throw tooManyAtOnce();
      release = releaseDevice;
      // The device's own failures, not the account's: its typos neither slow the account nor mark the address.
      failureKey = device.key;
    } else {
      const [account, pair] = await Promise.all([
        repo.failureWindow(this.k, { accountKey }, since),
        repo.failureWindow(this.k, { accountKey, ip }, since),
      ]);
      const refusal = loginRefusal({ account, ip: ipWindow, pair }, this.deps.loginLimits, now.getTime());
      if (refusal) throw refused(refusal);
      const releaseAccount = await this.accountSlot(lane, accountKey, pair);
      if (!releaseAccount) throw tooManyAtOnce();
      release = releaseAccount;
      failureKey = accountKey;
    }
    try {
      // Counted as a failure before the slow check, so attempts racing this one (on any instance) see it;
      // taken back when the password is right or the check could not run.
      const failureId = await repo.recordFailure(this.k, failureKey, ip, this.now().toISOString());
      let ok: boolean;
      try {
        ok = user
          ? await this.deps.hasher.verify(password, user.password_hash, lane)
          : await this.deps.hasher.verify(password, await this.getDummyHash(), lane).then(() => false);
      } catch (error) {
        await repo.deleteFailure(this.k, failureId);
        throw error;
      }
      if (!user || !ok) throw new AppError(401, 'invalid_credentials', AUTH_TEXT.invalidCredentials);
      await repo.deleteFailure(this.k, failureId);
      await repo.clearPairFailures(this.k, accountKey, ip);
      const passwordHash = await this.rehashIfOld(user, password);
      return await this.openSession({ ...user, password_hash: passwordHash });
    } finally {
      release();
    }
  }

  /**
   * A place among the account's logins in flight, or null (429): none needed from a clean address (see
   * loginLane); waited for in arrival order from an address clean on this account, so attackers cannot keep the
   * owner out by filling it; taken only when free from an address with failures of its own there.
   */
  private async accountSlot(lane: HashLane, accountKey: string, pair: FailureWindow): Promise<(() => void) | null> {
    if (lane === 'clean') return () => {};
    if (pairIsClean(pair)) return this.loginsPerAccount.acquire(accountKey, ACCOUNT_QUEUE_WAIT_MS);
    return this.loginsPerAccount.tryAcquire(accountKey);
  }

  /**
   * The device token's key (under which its failures count) when `token` is a valid device token of `user`
   * with fewer than DEVICE_TOKEN_MAX_FAILURES failures in the window; null otherwise (it is then ignored).
   */
  private async trustedDevice(
    token: string,
    user: UserRow,
    since: string,
  ): Promise<(DeviceTokenClaims & { key: string }) | null> {
    const claims = verifyDeviceToken(this.deviceKey, token, user, this.now().getTime());
    if (!claims) return null;
    const key = `device:${claims.id}`;
    const failures = await repo.failureWindow(this.k, { accountKey: key }, since);
    return failures.count < DEVICE_TOKEN_MAX_FAILURES ? { ...claims, key } : null;
  }

  /**
   * A device token for a member whose password was just checked or set (`passwordHash` is the stored hash: a
   * password change voids the token). Registration hands one out with the new member's first session.
   */
  issueDeviceToken(user: { id: number; password_hash: string }): string {
    return signDeviceToken(this.deviceKey, user, this.now().getTime());
  }

  /**
   * Upgrades an old hash after a successful login; when the hashing queue is full it waits for a later login.
   * Returns the hash stored now.
   */
  private async rehashIfOld(user: UserRow, password: string): Promise<string> {
    if (!this.deps.hasher.needsRehash(user.password_hash)) return user.password_hash;
    try {
      const hash = await this.deps.hasher.hash(password);
      await repo.setPasswordHash(this.k, user.id, hash);
      return hash;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return user.password_hash;
    }
  }

  private async openSession(user: UserRow): Promise<LoginResponse> {
    const session = await this.startSession(user.id);
    return {
      token: session.token,
      user: toAccountUser(user),
      expires_at: session.expires_at,
      device_token: this.issueDeviceToken(user),
    };
  }

  /**
   * A new session (bearer token) for a member whose password was checked or just set, in the caller's unit of
   * work when given one: registration signs the new account in without hashing its password a second time.
   */
  async startSession(userId: number, tx?: Tx): Promise<{ token: string; expires_at: string }> {
    const now = this.now();
    const token = newSessionToken();
    const expiresAt = isoOffset(now, this.deps.sessionTtlDays * DAY_MS);
    await repo.insertSession(tx?.db ?? this.k, {
      tokenHash: hashSessionToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt,
    });
    return { token, expires_at: expiresAt };
  }

  private getDummyHash(): Promise<string> {
    // Not kept when it failed (a full hashing queue): the next unknown-name login makes it again.
    this.dummyHash ??= this.deps.hasher.hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
      this.dummyHash = null;
      throw error;
    });
    return this.dummyHash;
  }

  /**
   * Failed password attempts inside the login window (one hour) under `accountKey`, from `ip` when given.
   * Other password checks (the admin product page) count theirs here under a key no account can have.
   */
  recentFailures(accountKey: string, ip?: string): Promise<FailureWindow> {
    const since = isoOffset(this.now(), -LOGIN_FAILURE_WINDOW_MS);
    return repo.failureWindow(this.k, ip === undefined ? { accountKey } : { accountKey, ip }, since);
  }

  async recordFailure(accountKey: string, ip: string): Promise<void> {
    await repo.recordFailure(this.k, accountKey, ip, this.now().toISOString());
  }

  /** The user of a live session, or null for an unknown, revoked or expired token. */
  async authenticate(token: string): Promise<AuthUser | null> {
    const tokenHash = hashSessionToken(token);
    const row = await repo.userOfSession(this.k, tokenHash, this.now().toISOString());
    return row ? { id: row.id, username: row.username, isAdmin: row.is_admin === 1, sessionId: tokenHash } : null;
  }

  async logout(sessionId: string): Promise<void> {
    await repo.deleteSession(this.k, sessionId);
  }

  /**
   * Ends a member's sessions (all but `except`, a session id, when given), in the caller's unit of work when given
   * one: a password reset or change, and account deletion. Returns the ended session ids.
   */
  async endSessions(userId: number, options: { except?: string } = {}, tx?: Tx): Promise<string[]> {
    return repo.deleteSessionsOfUser(tx?.db ?? this.k, userId, options.except);
  }

  async getUser(id: number, tx?: Tx): Promise<UserRow | null> {
    return (await repo.findById(tx?.db ?? this.k, id)) ?? null;
  }

  /** Every member's id, in order, for one-off backfills (the admin's starter decks). */
  allUserIds(): Promise<number[]> {
    return repo.allIds(this.k);
  }

  /** Several users by id (unknown ids are left out), for modules that show authors or members. */
  async getUsers(ids: readonly number[]): Promise<Map<number, UserRow>> {
    const rows = await repo.findByIds(this.k, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * Serialises one member's writes in `tx`: PostgreSQL holds the member's row until the transaction ends
   * (SQLite runs one write transaction at a time anyway), so per-member limits cannot be passed in parallel.
   */
  lockMember(userId: number, tx: Tx): Promise<void> {
    return repo.lockUser(tx, userId);
  }

  /**
   * `lockMember` for several members at once, in one ascending id order (one statement): transactions that lock
   * overlapping sets of members this way (the card sweeper's batches, match ends) cannot deadlock each other.
   */
  lockMembers(userIds: readonly number[], tx: Tx): Promise<void> {
    return repo.lockUsers(tx, [...new Set(userIds)]);
  }

  async updateProfile(id: number, update: Omit<UserUpdate, 'updated_at'>, tx?: Tx): Promise<UserRow> {
    const row = await repo.updateUser(tx?.db ?? this.k, id, { ...update, updated_at: this.now().toISOString() });
    if (!row) throw notFound('User not found.');
    return row;
  }

  /** Grants or removes admin rights; null for an unknown user. Takes effect on the user's next request. */
  async setAdmin(id: number, isAdmin: boolean): Promise<UserRow | null> {
    return (await repo.setAdmin(this.k, id, isAdmin, this.now().toISOString())) ?? null;
  }

  /**
   * A member the site itself plays as (the card game's practice bot), created on first use. Its name has a space,
   * which registration refuses, so nobody can register it; its password hash is not a hash, so nobody can log in
   * as it.
   */
  async systemMember(username: string): Promise<number> {
    const key = usernameKey(username);
    const found = await repo.findByUsernameKey(this.k, key);
    if (found) return found.id;
    const nowIso = this.now().toISOString();
    const row = await repo.insertUserIfFree(this.k, {
      username,
      username_key: key,
      email: `${key.replace(/[^a-z0-9]+/g, '-')}@system.invalid`,
      password_hash: '!',
      display_name: null,
      bio: null,
      avatar_media_id: null,
      is_admin: 0,
      created_at: nowIso,
      updated_at: nowIso,
    });
    // Another request created it first.
    const id = row?.id ?? (await repo.findByUsernameKey(this.k, key))?.id;
    if (id === undefined) throw new Error(`system member ${username} could not be created`);
    return id;
  }

  /**
   * First start: creates the admin account `admin` when no admin exists. Returns the generated password
   * when none was configured, so the caller can print it once.
   */
  async ensureAdmin(
    configuredPassword: string | undefined,
    email: string,
  ): Promise<{ generatedPassword: string | null } | null> {
    if (await repo.anyAdmin(this.k)) return null;
    if (await repo.findByUsernameKey(this.k, 'admin')) return null;
    const generatedPassword = configuredPassword ? null : randomBytes(12).toString('base64url');
    await this.register(
      { username: 'admin', email, password: configuredPassword ?? (generatedPassword as string) },
      { isAdmin: true },
    );
    return { generatedPassword };
  }
}
