import type { Insertable, Updateable } from 'kysely';
import type { UserRow, UsersTable } from '../../db/database.js';
import type { Db } from '../../db/dialect.js';
import type { FailureWindow } from './login-limits.js';

export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Pick<Updateable<UsersTable>, 'display_name' | 'bio' | 'avatar_media_id' | 'updated_at'>;

/** A unique index refused the row (both engines word it differently). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined;
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/.test(e?.message ?? '');
}

export class AccountsRepository {
  constructor(private readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  async insertUser(user: NewUser): Promise<UserRow> {
    return this.k.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.k.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUsernameKey(key: string): Promise<UserRow | undefined> {
    return this.k.selectFrom('users').selectAll().where('username_key', '=', key).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.k.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async anyAdmin(): Promise<boolean> {
    return (await this.k.selectFrom('users').select('id').where('is_admin', '=', 1).executeTakeFirst()) !== undefined;
  }

  async updateUser(id: number, update: UserUpdate): Promise<UserRow | undefined> {
    return this.k.updateTable('users').set(update).where('id', '=', id).returningAll().executeTakeFirst();
  }

  async setAdmin(id: number, isAdmin: boolean, nowIso: string): Promise<UserRow | undefined> {
    return this.k
      .updateTable('users')
      .set({ is_admin: isAdmin ? 1 : 0, updated_at: nowIso })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async setPasswordHash(id: number, hash: string): Promise<void> {
    await this.k.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
  }

  async insertSession(session: { tokenHash: string; userId: number; createdAt: string; expiresAt: string }) {
    await this.k
      .insertInto('sessions')
      .values({
        token_hash: session.tokenHash,
        user_id: session.userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  /** The user of a live session. */
  async userOfSession(tokenHash: string, nowIso: string): Promise<UserRow | undefined> {
    return this.k
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', nowIso)
      .executeTakeFirst();
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.k.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async failureWindow(column: 'account_key' | 'ip', value: string, sinceIso: string): Promise<FailureWindow> {
    const row = await this.k
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where(column, '=', value)
      .where('created_at', '>', sinceIso)
      .executeTakeFirstOrThrow();
    const oldest = row.oldest as string | null;
    return { count: Number(row.n), oldestAt: oldest ? Date.parse(oldest) : null };
  }

  async recordFailure(accountKey: string, ip: string, nowIso: string): Promise<void> {
    await this.k.insertInto('login_failures').values({ account_key: accountKey, ip, created_at: nowIso }).execute();
  }

  /** A successful login clears the account's failures (not the IP's). */
  async clearFailures(accountKey: string): Promise<void> {
    await this.k.deleteFrom('login_failures').where('account_key', '=', accountKey).execute();
  }

  /** Forgets failures that left the window and sessions that expired. */
  async purgeStale(failuresBeforeIso: string, nowIso: string): Promise<void> {
    await this.k.deleteFrom('login_failures').where('created_at', '<=', failuresBeforeIso).execute();
    await this.k.deleteFrom('sessions').where('expires_at', '<=', nowIso).execute();
  }
}
