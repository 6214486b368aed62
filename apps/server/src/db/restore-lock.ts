import pg from 'pg';

/**
 * One PostgreSQL advisory lock per database keeps `npm run restore` and the servers apart, on any machine: every
 * running server holds it shared from before it migrates until it exits, a restore holds it exclusive from its
 * checks to its end. So a restore refuses while a server runs on the database, and a server refuses to start
 * during a restore. Advisory locks belong to a session and to its database: a process that dies (or loses its
 * connection) lets go of its hold at once, and two databases on one PostgreSQL server never meet.
 */

/** The lock's fixed key: 'ddrestor' read as a 64-bit integer, far from anything else that may lock. */
export const RESTORE_LOCK_KEY = '7234032681518133106';

/** A session that holds the lock; `release` ends it. */
export interface HeldLock {
  /** The session's backend pid (a restore leaves it out of the "other sessions" it refuses for). */
  readonly pid: number;
  release(): Promise<void>;
}

async function tryLock(databaseUrl: string, mode: 'shared' | 'exclusive', who: string): Promise<HeldLock | null> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: who });
  // A connection lost later loses the hold with it; that must not crash the process holding it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const fn = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
    const { rows } = await client.query<{ held: boolean; pid: number }>(
      `SELECT ${fn}($1::bigint) AS held, pg_backend_pid() AS pid`,
      [RESTORE_LOCK_KEY],
    );
    const row = rows[0];
    if (!row?.held) {
      await client.end();
      return null;
    }
    return { pid: row.pid, release: () => client.end() };
  } catch (err) {
    await client.end().catch(() => undefined);
    throw err;
  }
}

/** A server's hold, for as long as it runs; null while a restore holds the database. */
export const holdForServer = (databaseUrl: string) => tryLock(databaseUrl, 'shared', 'dopamine-drops server');

/** A restore's hold; null while a server (or another restore) holds the database. */
export const holdForRestore = (databaseUrl: string) => tryLock(databaseUrl, 'exclusive', 'dopamine-drops restore');
