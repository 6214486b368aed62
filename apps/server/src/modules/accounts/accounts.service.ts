import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_DELETION_TEXT,
  AUTH_TEXT,
  SESSIONS_TEXT,
  type AccountDataAccount,
  type AccountDataSession,
  type AccountSession,
  type AccountUser,
  type LoginResponse,
} from '@dd/contracts';
import type { UserRow } from '../../db/database.js';
import type { Executor, Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { AuthUser } from '../../platform/auth.js';
import { isoOffset, type Clock } from '../../platform/clock.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { EventPublisher } from '../../realtime/bus.js';
import { publishSessionsEnded } from '../../realtime/session-events.js';
import { normalizeEmail } from '../newsletter/unsubscribe-token.js';
import { toAccountUser, usernameKey } from './account-user.js';
import * as tokens from './account-recovery.repository.js';
import * as repo from './accounts.repository.js';
import type { NewUser, UserUpdate } from './accounts.repository.js';
import { PasswordLogin } from './password-login.js';
import { LOGIN_FAILURE_WINDOW_MS, type FailureWindow, type LoginLimits } from './login-limits.js';
import type { PasswordHasher } from './password-hash.js';
import { UNKNOWN_DEVICE } from './device-label.js';
import { hashSessionToken, newSessionId, newSessionToken } from './session-token.js';

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
  /** Where ended sessions are announced, so every instance closes their push sockets at once. */
  events: EventPublisher;
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

/** Wrong passwords given to delete an account are counted under a key no login can have (usernames have no '#'). */
export const deletionFailureKey = (userId: number): string => `delete#${userId}`;
/** A session's last use is written again only when older than this: not one write per request. */
const LAST_USED_PRECISION_MS = 5 * 60 * 1000;

/** Accounts and sessions: registration, login with brute-force limits, logout, token checks. */
export class AccountsService {
  private readonly passwordLogin: PasswordLogin;

  constructor(private readonly deps: AccountsServiceDeps) {
    this.passwordLogin = new PasswordLogin({
      ...deps,
      openSession: (user, deviceLabel) => this.openSession(user, deviceLabel),
    });
  }

  /** Checks the password and opens a session: the login flow and its limits (password-login.ts). */
  login(...args: Parameters<PasswordLogin['login']>): Promise<LoginResponse> {
    return this.passwordLogin.login(...args);
  }

  /**
   * A device token for a member whose password was just checked or set (`password_hash` is the stored hash: a
   * password change voids the token). Registration hands one out with the new member's first session.
   */
  issueDeviceToken(user: { id: number; password_hash: string }): string {
    return this.passwordLogin.issueDeviceToken(user);
  }

  /**
   * The member's account and sessions for the data export (null: no such member). Sessions carry their times
   * and whether the export was asked from it (`currentSessionId`), never a token or its hash.
   */
  async exportFor(
    userId: number,
    currentSessionId: string | null,
  ): Promise<{ account: AccountDataAccount; sessions: AccountDataSession[] } | null> {
    const [user, sessions] = await Promise.all([repo.findById(this.k, userId), repo.sessionsOf(this.k, userId)]);
    if (!user) return null;
    return {
      account: { ...toAccountUser(user), updated_at: user.updated_at },
      sessions: sessions.map((s) => ({
        id: s.id,
        device: s.device,
        created_at: s.created_at,
        last_used_at: s.last_used_at,
        expires_at: s.expires_at,
        current: s.id === currentSessionId,
      })),
    };
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

  private async openSession(user: UserRow, device: string): Promise<LoginResponse> {
    const session = await this.startSession(user.id, undefined, device);
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
   * `device` is the coarse label of the member's device list (deviceLabel of the request's User-Agent).
   */
  async startSession(
    userId: number,
    tx?: Tx,
    device: string = UNKNOWN_DEVICE,
  ): Promise<{ token: string; expires_at: string }> {
    const now = this.now();
    const token = newSessionToken();
    const expiresAt = isoOffset(now, this.deps.sessionTtlDays * DAY_MS);
    await repo.insertSession(tx?.db ?? this.k, {
      tokenHash: hashSessionToken(token),
      id: newSessionId(),
      userId,
      createdAt: now.toISOString(),
      expiresAt,
      device,
    });
    return { token, expires_at: expiresAt };
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

  /**
   * The user of a live session, or null for an unknown, revoked or expired token. Keeps the session's last use
   * fresh to within a few minutes (a write only when it is older than that).
   */
  async authenticate(token: string): Promise<AuthUser | null> {
    const now = this.now();
    const nowIso = now.toISOString();
    const row = await repo.userOfSession(this.k, hashSessionToken(token), nowIso);
    if (!row) return null;
    const staleBefore = isoOffset(now, -LAST_USED_PRECISION_MS);
    if (row.session_last_used_at < staleBefore) await repo.touchSession(this.k, row.session_id, nowIso, staleBefore);
    return { id: row.id, username: row.username, isAdmin: row.is_admin === 1, sessionId: row.session_id };
  }

  /** Ends the caller's own session (its push sockets close on every instance). */
  async logout(user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<void> {
    if (await repo.deleteSessionOfUser(this.k, user.id, user.sessionId)) this.announceEnded([user.sessionId]);
  }

  /**
   * The member's live sessions for the device list, the asking one (`currentId`) first, then the most recently
   * used (last use is only precise to a few minutes, so the current one is not always the newest by it).
   */
  async listSessions(userId: number, currentId: string): Promise<AccountSession[]> {
    const rows = await repo.sessionsOfUser(this.k, userId, this.now().toISOString());
    const sessions = rows.map((r) => ({ ...r, current: r.id === currentId }));
    return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  }

  /** Ends one of the member's sessions by its public id; 404 when it is not one of theirs (nothing ends). */
  async endSession(userId: number, sessionId: string): Promise<void> {
    if (!(await repo.deleteSessionOfUser(this.k, userId, sessionId))) throw notFound(SESSIONS_TEXT.notFound);
    this.announceEnded([sessionId]);
  }

  /**
   * Checks a signed-in member's own password, asked again before a change or the account's deletion; false for an
   * unknown or deleted member. Slow: call it outside any transaction.
   */
  async verifyPassword(userId: number, password: string): Promise<boolean> {
    const user = await this.getUser(userId);
    return user !== null && (await this.deps.hasher.verify(password, user.password_hash));
  }

  /** A new password's hash: slow, so made before the transaction that stores it (503 when the queue is full). */
  hashPassword(password: string): Promise<string> {
    return this.deps.hasher.hash(password);
  }

  /** Stores a password hash made by `hashPassword`, in the caller's unit of work when given one. */
  async setPasswordHash(userId: number, hash: string, tx?: Tx): Promise<void> {
    await repo.setPasswordHash(tx?.db ?? this.k, userId, hash);
  }

  /** The account using an address (compared lower-cased), or null. */
  async findByEmail(email: string, tx?: Tx): Promise<UserRow | null> {
    return (await repo.findByEmail(tx?.db ?? this.k, normalizeEmail(email))) ?? null;
  }

  /**
   * Moves a member to a new address, in the caller's unit of work when given one; 409 with the registration's
   * text when another account uses it, checked first and kept by the unique key when two changes race.
   */
  async changeEmail(userId: number, email: string, tx?: Tx): Promise<UserRow> {
    const ex = tx?.db ?? this.k;
    const address = normalizeEmail(email);
    if (await repo.findByEmail(ex, address)) throw conflict(AUTH_TEXT.emailTaken);
    let row: UserRow | undefined;
    try {
      row = await repo.setEmail(ex, userId, address, this.now().toISOString());
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw conflict(AUTH_TEXT.emailTaken);
      throw error;
    }
    if (!row) throw notFound('User not found.');
    return row;
  }

  /**
   * Ends a member's sessions (all but `except`, a session id, when given), in the caller's unit of work when given
   * one: a password reset or change, account deletion, "sign out of all other devices". Returns the ended session
   * ids; their push sockets close on every instance once the unit of work commits.
   */
  async endSessions(userId: number, options: { except?: string } = {}, tx?: Tx): Promise<string[]> {
    const ended = await repo.deleteSessionsOfUser(tx?.db ?? this.k, userId, options.except);
    if (tx) tx.afterCommit(() => this.announceEnded(ended));
    else this.announceEnded(ended);
    return ended;
  }

  private announceEnded(sessionIds: readonly string[]): void {
    publishSessionsEnded(this.deps.events, sessionIds);
  }

  /** A member by id; null for an unknown id or a deleted account (its tombstone is no member). */
  async getUser(id: number, tx?: Tx): Promise<UserRow | null> {
    const row = await repo.findById(tx?.db ?? this.k, id);
    return row && row.deleted_at === null ? row : null;
  }

  /** Every member's id, in order, for one-off backfills (the admin's starter decks). */
  allUserIds(): Promise<number[]> {
    return repo.allIds(this.k);
  }

  /**
   * Several users by id (unknown ids are left out), for modules that show authors or members. A deleted
   * account's tombstone is included: its username reads ACCOUNT_DELETION_TEXT.deletedMember.
   */
  async getUsers(ids: readonly number[]): Promise<Map<number, UserRow>> {
    const rows = await repo.findByIds(this.k, [...new Set(ids)]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /**
   * The members these usernames name, whatever their case (forum mentions): unknown names and deleted accounts
   * are left out. In `tx` when given.
   */
  async membersByUsername(usernames: readonly string[], tx?: Tx): Promise<UserRow[]> {
    return repo.findMembersByUsernameKeys(tx?.db ?? this.k, [...new Set(usernames.map(usernameKey))]);
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

  /** Grants or removes admin rights; null for an unknown user or a deleted account. Takes effect on the next request. */
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

  /**
   * Turns the member's row into a deleted account's tombstone in `tx` (account deletion), so the public content
   * that references it stays: the name reads 'Deleted member', the key and e-mail become `deleted#<id>` (no
   * registration can produce a '#', so the old name and address are free and the keys stay unique), the password
   * hash '!' matches no password, the profile is emptied and admin rights end. Its sessions, reset and e-mail
   * links and login records go too. Answers the row as it was; null when it was already deleted (a racing deletion came first). The only
   * admin cannot delete the account (409): the site would be left without one.
   */
  async tombstone(userId: number, tx: Tx): Promise<UserRow | null> {
    const before = await repo.findById(tx.db, userId);
    if (!before || before.deleted_at !== null) return null;
    // Two admins deleting themselves at once must not both see the other one left.
    if (before.is_admin === 1) {
      await tx.lock('admins');
      if (!(await repo.anotherAdmin(tx.db, userId))) throw conflict(ACCOUNT_DELETION_TEXT.lastAdmin);
    }
    const nowIso = this.now().toISOString();
    const row = await repo.tombstoneUser(tx.db, userId, {
      username: ACCOUNT_DELETION_TEXT.deletedMember,
      username_key: `deleted#${userId}`,
      email: `deleted#${userId}`,
      password_hash: '!',
      display_name: null,
      bio: null,
      avatar_media_id: null,
      is_admin: 0,
      updated_at: nowIso,
      deleted_at: nowIso,
    });
    if (!row) return null;
    await this.endSessions(userId, {}, tx);
    await tokens.deleteAllOf(tx.db, userId);
    await repo.deleteFailuresOf(tx.db, [`user:${userId}`, deletionFailureKey(userId)]);
    return before;
  }
}
