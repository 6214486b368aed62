import pLimit, { type LimitFunction } from 'p-limit';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './database.js';

export type Engine = 'sqlite' | 'postgres';

/** What repositories run their queries on: the pool, or an open transaction (a Kysely Transaction is a Kysely). */
export type Executor = Kysely<Database>;

type AfterCommit = () => void | Promise<void>;

/**
 * One open unit of work. Services pass `tx.db` to repositories and register what must happen only once the
 * writes are durable (publishing events) with `afterCommit`.
 */
export interface Tx {
  readonly db: Executor;
  readonly engine: Engine;
  /** Runs after the outermost transaction commits; never when it rolls back. */
  afterCommit(hook: AfterCommit): void;
  /**
   * The rows this select reads stay locked until the transaction ends (PostgreSQL `FOR UPDATE`). On SQLite
   * the whole transaction already holds the write lock (`BEGIN IMMEDIATE`), so the query is left as it is.
   */
  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /**
   * Like `forUpdate`, but PostgreSQL's `FOR NO KEY UPDATE`: other writers of these rows wait, while inserts
   * elsewhere that merely name them by foreign key (`FOR KEY SHARE`) do not. For a lock that serialises a
   * member's writes: holding it must not stop another member's transaction from writing a row that points at
   * this member (a notification to them), or two members acting on each other deadlock.
   */
  forNoKeyUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /**
   * Claims rows no other transaction holds (PostgreSQL `FOR UPDATE SKIP LOCKED`), for queues and jobs that
   * several instances work on. On SQLite one writer runs at a time, so every row is free to claim.
   */
  claim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /**
   * Holds a lock on `name` until the transaction ends, so transactions taking the same name run one after the
   * other on any instance (PostgreSQL: a transaction-scoped advisory lock; SQLite's `BEGIN IMMEDIATE` already
   * runs one write transaction at a time). For a short section keyed by something without a row to lock.
   */
  lock(name: string): Promise<void>;
}

export interface TransactionRunner {
  readonly kysely: Executor;
  readonly engine: Engine;
  /**
   * Runs `fn` in one transaction and, once it committed, its after-commit hooks in order. Given an `outer`
   * unit of work, `fn` joins it instead (its hooks then wait for the outer commit), so services can be
   * combined into one atomic write.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>, outer?: Tx): Promise<T>;
  /**
   * Runs `fn` in a transaction that no other `serialized` call of the same `name` overlaps, on any instance
   * (a matchmaking queue's pairing decisions). Calls of this instance wait in memory before taking a pooled
   * connection, so a surge cannot hold every connection while they wait; across instances PostgreSQL holds a
   * transaction-scoped advisory lock on the name, and SQLite's transactions are one at a time already.
   */
  serialized<T>(name: string, fn: (tx: Tx) => Promise<T>): Promise<T>;
}

class OpenTx implements Tx {
  readonly hooks: AfterCommit[] = [];

  constructor(
    readonly db: Executor,
    readonly engine: Engine,
  ) {}

  afterCommit(hook: AfterCommit): void {
    this.hooks.push(hook);
  }

  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return this.engine === 'postgres' ? query.forUpdate() : query;
  }

  forNoKeyUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return this.engine === 'postgres' ? query.forNoKeyUpdate() : query;
  }

  claim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return this.engine === 'postgres' ? query.forUpdate().skipLocked() : query;
  }

  async lock(name: string): Promise<void> {
    if (this.engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(this.db);
  }
}

/** Where a failing after-commit hook is reported (the write itself has committed and stays). */
export type HookErrorReporter = (err: unknown) => void;

export function createTransactionRunner(
  kysely: Executor,
  engine: Engine,
  reportHookError: () => HookErrorReporter,
): TransactionRunner {
  async function run<T>(fn: (tx: OpenTx) => Promise<T>): Promise<{ result: T; tx: OpenTx }> {
    if (engine === 'postgres') {
      return kysely.transaction().execute(async (trx) => {
        const tx = new OpenTx(trx, engine);
        return { result: await fn(tx), tx };
      });
    }
    // SQLite: BEGIN IMMEDIATE takes the write lock at the start, so a transaction that reads and then
    // writes never fails half-way with SQLITE_BUSY when another process holds the file.
    return kysely.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      const tx = new OpenTx(conn, engine);
      try {
        const result = await fn(tx);
        await sql`commit`.execute(conn);
        return { result, tx };
      } catch (err) {
        await sql`rollback`.execute(conn);
        throw err;
      }
    });
  }

  async function transaction<T>(fn: (tx: Tx) => Promise<T>, outer?: Tx): Promise<T> {
    if (outer) return fn(outer);
    const { result, tx } = await run(fn);
    for (const hook of tx.hooks) {
      try {
        await hook();
      } catch (err) {
        reportHookError()(err);
      }
    }
    return result;
  }

  const queues = new Map<string, LimitFunction>();
  function serialized<T>(name: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    let queue = queues.get(name);
    if (!queue) queues.set(name, (queue = pLimit(1)));
    return queue(() =>
      transaction(async (tx) => {
        await tx.lock(name);
        return fn(tx);
      }),
    );
  }

  return { kysely, engine, transaction, serialized };
}
