import { randomBytes } from 'node:crypto';
import { AUTH_TEXT, type LoginResponse } from '@dd/contracts';
import type { UserRow } from '../../db/database.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import { isoOffset, type Clock } from '../../platform/clock.js';
import { AppError, rateLimited } from '../../platform/errors.js';
import { normalizeEmail } from '../newsletter/unsubscribe-token.js';
import { usernameKey } from './account-user.js';
import * as repo from './accounts.repository.js';
import { deviceTokenKey, signDeviceToken, verifyDeviceToken, type DeviceTokenClaims } from './device-token.js';
import { UNKNOWN_DEVICE } from './device-label.js';
import type { HashLane } from './hash-lanes.js';
import { InFlightLimit } from './in-flight-limit.js';
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
import type { PasswordHasher } from './password-hash.js';
import { RecentAttempts } from './recent-attempts.js';

export interface PasswordLoginDeps {
  db: TransactionRunner;
  hasher: PasswordHasher;
  clock: Clock;
  loginLimits: LoginLimits;
  /**
   * Logins in flight at once in this process, per client IP and per account. Past the IP's cap, and the
   * account's for an address with failures of its own there, 429 at once; other logins wait for the account.
   */
  loginConcurrency: { perIp: number; perAccount: number };
  /** Signs device tokens (the app secret; a key for this purpose is derived from it). */
  deviceTokenSecret: string;
  /** Opens the session of a member whose password was right (the accounts service's sessions). */
  openSession: (user: UserRow, deviceLabel: string) => Promise<LoginResponse>;
}

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

/**
 * The password login and everything that keeps it both safe and open to its owner: the per-IP, per-account and
 * per-device limits (login-limits.ts), the hashing lanes, device tokens, and the same timing for unknown names.
 */
export class PasswordLogin {
  /** Verified against when a login names no account, so unknown and known names take equally long. */
  private dummyHash: Promise<string> | null = null;
  private lastPurgeMs = 0;
  private readonly loginsPerIp: InFlightLimit;
  private readonly loginsPerAccount: InFlightLimit;
  private readonly loginsPerDevice = new InFlightLimit(LOGINS_PER_DEVICE);
  private readonly attemptsPerIp = new RecentAttempts(60 * 1000);
  private readonly deviceKey: Buffer;

  constructor(private readonly deps: PasswordLoginDeps) {
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

  /**
   * Checks the password and opens a session; the answer carries a new device token. Refused with 429 before any
   * password is checked: more than a few logins at once from one IP, too many failures from the IP or from this
   * IP on this account, or an attempt too soon after the account's latest failure from an address with failures
   * of its own there (see login-limits.ts). A valid device token of this account (`deviceToken`) skips the
   * account's limits and hashes in its own lane; an invalid one is ignored. Logins from clean addresses hash
   * ahead of the rest, and nobody but an address with failures of its own on the account is refused by its
   * in-flight cap (see accountSlot).
   */
  async login(
    identifier: string,
    password: string,
    ip: string,
    deviceToken?: string,
    deviceLabel = UNKNOWN_DEVICE,
  ): Promise<LoginResponse> {
    const attemptsThisMinute = this.attemptsPerIp.add(ip, this.now().getTime());
    const releaseIp = this.loginsPerIp.tryAcquire(ip);
    if (!releaseIp) throw tooManyAtOnce();
    try {
      return await this.loginFrom(identifier, password, ip, { deviceToken, deviceLabel, attemptsThisMinute });
    } finally {
      releaseIp();
    }
  }

  private async loginFrom(
    identifier: string,
    password: string,
    ip: string,
    attempt: { deviceToken: string | undefined; deviceLabel: string; attemptsThisMinute: number },
  ): Promise<LoginResponse> {
    const { deviceToken, deviceLabel, attemptsThisMinute } = attempt;
    const now = this.now();
    const trimmed = identifier.trim();
    const found = trimmed.includes('@')
      ? await repo.findByEmail(this.k, normalizeEmail(trimmed))
      : await repo.findByUsernameKey(this.k, usernameKey(trimmed));
    // A deleted account's tombstone answers as no account at all (same 401, same timing path).
    const user = found && found.deleted_at === null ? found : undefined;
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
      return await this.deps.openSession({ ...user, password_hash: passwordHash }, deviceLabel);
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

  private getDummyHash(): Promise<string> {
    // Not kept when it failed (a full hashing queue): the next unknown-name login makes it again.
    this.dummyHash ??= this.deps.hasher.hash(randomBytes(16).toString('hex')).catch((error: unknown) => {
      this.dummyHash = null;
      throw error;
    });
    return this.dummyHash;
  }
}
