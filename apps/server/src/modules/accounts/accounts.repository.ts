import type { Insertable, Updateable } from 'kysely';
import type { SessionsTable, UserRow, UsersTable } from '../../db/database.js';
import type { Executor, Tx } from '../../db/dialect.js';
import type { FailureWindow } from './login-limits.js';
import { memberRowsOldestFirst } from '../../db/member-rows.js';

/** Queries on users, sessions and login_failures; each runs on the executor it is given. */

export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Pick<Updateable<UsersTable>, 'display_name' | 'bio' | 'avatar_media_id' | 'updated_at'>;

/** The new row, or undefined when its username or e-mail is taken (a unique index refused it). */
export function insertUserIfFree(ex: Executor, user: NewUser): Promise<UserRow | undefined> {
  return ex
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function findById(ex: Executor, id: number): Promise<UserRow | undefined> {
  return ex.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A member's stored sessions, oldest first, by their public ids (the data export: never a token or its hash). */
export function sessionsOf(ex: Executor, userId: number) {
  return memberRowsOldestFirst(ex, 'sessions', ['id', 'device', 'created_at', 'last_used_at', 'expires_at'], userId);
}

/** Every member's id, in order (deleted accounts left out). */
export async function allIds(ex: Executor): Promise<number[]> {
  const rows = await ex.selectFrom('users').select('id').where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map((r) => r.id);
}

export function findByIds(ex: Executor, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Members (not deleted accounts) by username key, for `@username` mentions; unknown keys are left out. */
export function findMembersByUsernameKeys(ex: Executor, keys: readonly string[]): Promise<UserRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom('users')
    .selectAll()
    .where('username_key', 'in', [...keys])
    .where('deleted_at', 'is', null)
    .execute();
}

export function findByUsernameKey(ex: Executor, key: string): Promise<UserRow | undefined> {
  return ex.selectFrom('users').selectAll().where('username_key', '=', key).executeTakeFirst();
}

export function findByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
  return ex.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function anyAdmin(ex: Executor): Promise<boolean> {
  return (await ex.selectFrom('users').select('id').where('is_admin', '=', 1).executeTakeFirst()) !== undefined;
}

/**
 * Holds the user's row against other member locks until the transaction ends (a no-op where the transaction
 * already serialises writers); rows elsewhere that name the user by foreign key can still be written.
 */
export async function lockUser(tx: Tx, id: number): Promise<void> {
  await tx.forNoKeyUpdate(tx.db.selectFrom('users').select('id').where('id', '=', id)).execute();
}

/**
 * Holds several users' rows until the transaction ends, taken in ascending id order (the sort comes before the
 * lock), so two transactions locking overlapping sets never wait on each other in a cycle.
 */
export async function lockUsers(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .forNoKeyUpdate(
      tx.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [...ids])
        .orderBy('id'),
    )
    .execute();
}

export function updateUser(ex: Executor, id: number, update: UserUpdate): Promise<UserRow | undefined> {
  return ex.updateTable('users').set(update).where('id', '=', id).returningAll().executeTakeFirst();
}

export function setAdmin(ex: Executor, id: number, isAdmin: boolean, nowIso: string): Promise<UserRow | undefined> {
  return (
    ex
      .updateTable('users')
      .set({ is_admin: isAdmin ? 1 : 0, updated_at: nowIso })
      .where('id', '=', id)
      // A deleted account's tombstone is no member: it cannot be made an admin.
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst()
  );
}

export async function setPasswordHash(ex: Executor, id: number, hash: string): Promise<void> {
  await ex.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
}

export function setEmail(ex: Executor, id: number, email: string, nowIso: string): Promise<UserRow | undefined> {
  return ex
    .updateTable('users')
    .set({ email, updated_at: nowIso })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A unique key refused the write (PostgreSQL's SQLSTATE 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function insertSession(
  ex: Executor,
  session: { tokenHash: string; id: string; userId: number; createdAt: string; expiresAt: string; device: string },
): Promise<void> {
  await ex
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_used_at: session.createdAt,
      device: session.device,
    })
    .execute();
}

export type UserOfSession = UserRow & { session_id: string; session_last_used_at: string };

/** The user of a live session, with the session's public id and last use. */
export function userOfSession(ex: Executor, tokenHash: string, nowIso: string): Promise<UserOfSession | undefined> {
  return ex
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.last_used_at as session_last_used_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** Marks a session used now, unless another request did since `staleBeforeIso` (one write per few minutes). */
export async function touchSession(ex: Executor, id: string, nowIso: string, staleBeforeIso: string): Promise<void> {
  await ex
    .updateTable('sessions')
    .set({ last_used_at: nowIso })
    .where('id', '=', id)
    .where('last_used_at', '<', staleBeforeIso)
    .execute();
}

export type SessionRow = Pick<SessionsTable, 'id' | 'created_at' | 'last_used_at' | 'device'>;

/** A member's live sessions, the most recently used first. */
export function sessionsOfUser(ex: Executor, userId: number, nowIso: string): Promise<SessionRow[]> {
  return ex
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'device'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

/** Deletes one session by its public id, only when `userId` holds it; returns whether one was deleted. */
export async function deleteSessionOfUser(ex: Executor, userId: number, id: string): Promise<boolean> {
  const rows = await ex
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  return rows.length > 0;
}

/** Deletes a member's sessions, all but `exceptId` when given; returns the deleted ones' public ids. */
export async function deleteSessionsOfUser(ex: Executor, userId: number, exceptId?: string): Promise<string[]> {
  let query = ex.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/** Failures since `sinceIso` matching every given key (an account, an IP, or both). */
export async function failureWindow(
  ex: Executor,
  match: { accountKey?: string; ip?: string },
  sinceIso: string,
): Promise<FailureWindow> {
  let query = ex
    .selectFrom('login_failures')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
    ])
    .where('created_at', '>', sinceIso);
  if (match.accountKey !== undefined) query = query.where('account_key', '=', match.accountKey);
  if (match.ip !== undefined) query = query.where('ip', '=', match.ip);
  const row = await query.executeTakeFirstOrThrow();
  const oldest = row.oldest as string | null;
  const newest = row.newest as string | null;
  return {
    count: Number(row.n),
    oldestAt: oldest ? Date.parse(oldest) : null,
    newestAt: newest ? Date.parse(newest) : null,
  };
}

/** Records a failure; its id lets a login that turns out right take back the one it recorded up front. */
export async function recordFailure(ex: Executor, accountKey: string, ip: string, nowIso: string): Promise<number> {
  const row = await ex
    .insertInto('login_failures')
    .values({ account_key: accountKey, ip, created_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteFailure(ex: Executor, id: number): Promise<void> {
  await ex.deleteFrom('login_failures').where('id', '=', id).execute();
}

/**
 * A successful login clears the failures of its (account, IP) pair only: failures from other addresses stay
 * evidence against the account, so the owner logging in does not reset an attacker's limits.
 */
export async function clearPairFailures(ex: Executor, accountKey: string, ip: string): Promise<void> {
  await ex.deleteFrom('login_failures').where('account_key', '=', accountKey).where('ip', '=', ip).execute();
}

/** Forgets failures that left the window and sessions that expired. */
export async function purgeStale(ex: Executor, failuresBeforeIso: string, nowIso: string): Promise<void> {
  await ex.deleteFrom('login_failures').where('created_at', '<=', failuresBeforeIso).execute();
  await ex.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
}

/** Whether an admin other than `userId` exists. */
export async function anotherAdmin(ex: Executor, userId: number): Promise<boolean> {
  const row = await ex
    .selectFrom('users')
    .select('id')
    .where('is_admin', '=', 1)
    .where('id', '!=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export type Tombstone = Required<
  Pick<
    Updateable<UsersTable>,
    | 'username'
    | 'username_key'
    | 'email'
    | 'password_hash'
    | 'display_name'
    | 'bio'
    | 'avatar_media_id'
    | 'is_admin'
    | 'updated_at'
    | 'deleted_at'
  >
>;

/** Writes the tombstone over a live account; undefined when it was already deleted. */
export function tombstoneUser(ex: Executor, id: number, tombstone: Tombstone): Promise<UserRow | undefined> {
  return ex
    .updateTable('users')
    .set(tombstone)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteFailuresOf(ex: Executor, accountKeys: readonly string[]): Promise<void> {
  await ex
    .deleteFrom('login_failures')
    .where('account_key', 'in', [...accountKeys])
    .execute();
}
