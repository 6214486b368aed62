import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/dialect.js';
import { classifyDatabaseError } from './database-errors.js';

const unavailable = { status: 503, code: 'unavailable', error: expect.any(String) };

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('classifyDatabaseError', () => {
  it.each([
    ['a connection error (08006)', { code: '08006' }],
    ['the server shutting down (57P01)', { code: '57P01' }],
    ['too many connections (53300)', { code: '53300' }],
    ['a statement timeout (57014)', { code: '57014' }],
    ['a lock timeout (55P03)', { code: '55P03' }],
    ['a refused socket', { code: 'ECONNREFUSED' }],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
    ["the pool's wait that ran out", new Error('timeout exceeded when trying to connect')],
    ['an answer that never came', new Error('Query read timeout')],
  ])('%s is a 503', (_name, err) => {
    expect(classifyDatabaseError(err)).toEqual(unavailable);
  });

  it('a value the column cannot hold (class 22) is a 400', () => {
    expect(classifyDatabaseError({ code: '22P02' })).toEqual({
      status: 400,
      code: 'validation',
      error: expect.any(String),
    });
  });

  it.each([
    ['a unique violation left unhandled', { code: '23505' }],
    ['a syntax error', { code: '42601' }],
    ['an ordinary error', new Error('boom')],
    ['not an error', 'Connection terminated'],
  ])('%s is not classified (a 500: a bug)', (_name, err) => {
    expect(classifyDatabaseError(err)).toBeNull();
  });

  it("SQLite's busy error (another connection holds the write lock past the busy timeout) is a 503", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dd-busy-'));
    const file = path.join(dir, 'busy.db');
    const holder = new Sqlite(file);
    const waiter = new Sqlite(file, { timeout: 0 });
    try {
      holder.exec('CREATE TABLE t (x INTEGER)');
      holder.exec('BEGIN IMMEDIATE');
      let thrown: unknown;
      try {
        waiter.exec('INSERT INTO t VALUES (1)');
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(classifyDatabaseError(thrown)).toEqual(unavailable);
    } finally {
      holder.close();
      waiter.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a PostgreSQL server that cannot be reached is a 503 through the app’s pool, quickly', async () => {
    const db = createDb(`postgres://postgres@127.0.0.1:${await closedPort()}/nothing`);
    const started = Date.now();
    let thrown: unknown;
    try {
      await sql`SELECT 1`.execute(db.kysely);
    } catch (err) {
      thrown = err;
    } finally {
      await db.kysely.destroy();
    }
    expect(classifyDatabaseError(thrown)).toEqual(unavailable);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
