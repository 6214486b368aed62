import { NEW_ACCOUNT_PERIOD_MS } from '@dd/contracts';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/dialect.js';
import { call, ok, registerMember, type Answer, type HttpMember } from './http-client.js';
import { faultData, report, serverEnv, ServerProcess, type FaultData } from './server-process.js';
import { TcpProxy } from './tcp-proxy.js';

/**
 * The database goes away under a running server: every request touching it is answered 503 `{ error, code }`
 * at once (never a hang, never a crash), and requests succeed again by themselves once it is back.
 */

interface Probe {
  name: string;
  send: () => Promise<Answer>;
}

/** The requests the tests send while the database is away: reads and writes, a visitor's and a member's. */
function probes(url: string, member: HttpMember, threadId: number): Probe[] {
  return [
    { name: 'forum list', send: () => call(url, 'GET', '/api/forum/threads') },
    { name: 'thread', send: () => call(url, 'GET', `/api/forum/thread/${threadId}`) },
    { name: 'balance', send: () => call(url, 'GET', '/api/points/balance', { token: member.token }) },
    {
      name: 'reply',
      send: () =>
        call(url, 'POST', '/api/forum/reply', {
          token: member.token,
          body: { thread_id: threadId, content: 'while the database is away' },
        }),
    },
    {
      name: 'wishlist add',
      send: () => call(url, 'POST', '/api/wishlist/add', { token: member.token, body: { product_id: 'no-such' } }),
    },
  ];
}

/** Every probe, at once, twice over: each must be a quick 503 with the error envelope. */
async function expectUnavailable(url: string, list: Probe[], withinMs: number): Promise<number> {
  const answers = await Promise.all([...list, ...list].map(async (p) => ({ name: p.name, answer: await p.send() })));
  for (const { name, answer } of answers) {
    expect({ name, status: answer.status }).toEqual({ name, status: 503 });
    expect(answer.body).toEqual({ error: expect.any(String), code: 'unavailable' });
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.ms, name).toBeLessThan(withinMs);
  }
  const health = await call(url, 'GET', '/healthz');
  expect(health.status).toBe(503);
  expect(health.body).toMatchObject({ status: 'error', database: 'down' });
  expect(health.ms).toBeLessThan(withinMs);
  return Math.max(...answers.map((a) => a.answer.ms));
}

/** Polls until every probe is answered without a 5xx (the reply with 201), as a client retrying would. */
async function expectRecovery(list: Probe[], withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const statuses = await Promise.all(list.map((p) => p.send().then((a) => a.status)));
    if (statuses.every((s) => s < 500)) {
      expect(statuses).toEqual([200, 200, 200, 201, 404]);
      return Date.now() - started;
    }
    if (Date.now() - started > withinMs) throw new Error(`no recovery within ${withinMs} ms: ${statuses.join(', ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A member past the new-account period (its daily reply limit would stop the many replies sent here) and a thread. */
async function setUp(url: string, databaseUrl: string): Promise<{ member: HttpMember; threadId: number }> {
  const member = await registerMember(url, 'outage');
  const db = createDb(databaseUrl);
  try {
    const created = new Date(Date.now() - 2 * NEW_ACCOUNT_PERIOD_MS).toISOString();
    // created_at is not writable through the typed table (it never changes in the app).
    await sql`UPDATE users SET created_at = ${created} WHERE id = ${member.id}`.execute(db.kysely);
  } finally {
    await db.kysely.destroy();
  }
  const created = await ok<{ thread: { id: number } }>(url, 'POST', '/api/forum/threads', {
    token: member.token,
    body: { title: 'Outage thread', content: 'Read and written while the database is away' },
    expected: 201,
  });
  return { member, threadId: created.thread.id };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL unreachable for a few seconds', () => {
  let data: FaultData;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let list: Probe[];

  beforeAll(async () => {
    data = await faultData('postgres');
    const direct = new URL(data.databaseUrl);
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(data.databaseUrl);
    proxied.host = `127.0.0.1:${proxy.port}`;
    // A short read timeout, so the silent-partition case is seen in seconds (the default is 20 s).
    proxied.searchParams.set('query_timeout', '2000');
    // And a short statement timeout, for the lock case (the default is 15 s).
    proxied.searchParams.set('statement_timeout', '1000');
    server = await ServerProcess.start(serverEnv(data, { DATABASE_URL: proxied.toString() }));
    const { member, threadId } = await setUp(server.url, data.databaseUrl);
    list = probes(server.url, member, threadId);
    expect(await expectRecovery(list, 0)).toBeLessThan(1_000);
  }, 60_000);

  afterAll(async () => {
    if (process.env.FAULTS_DEBUG) report(server?.output);
    await server?.kill();
    await proxy?.close();
    await data?.remove();
  });

  /** The server outlived the fault; once the proxy is restored every probe is answered again, within 5 s. */
  async function restoreAndRecover(fault: string, slowest: number): Promise<void> {
    expect(server.alive).toBe(true);
    await proxy.restore();
    const recovered = await expectRecovery(list, 5_000);
    report(`${fault}: slowest 503 ${Math.round(slowest)} ms, recovered ${recovered} ms after the restore`);
  }

  it('the connections are reset and nothing is accepted: 503 at once, then back by itself', async () => {
    await proxy.cut();
    const slowest = await expectUnavailable(server.url, list, 1_000);
    await new Promise((r) => setTimeout(r, 2_000));
    await expectUnavailable(server.url, list, 1_000);
    await restoreAndRecover('cut', slowest);
  });

  it('connects that never complete (packets dropped): 503 within the connect timeout, then back', async () => {
    await proxy.blackhole();
    // The pool's connections were reset; new ones hang in their handshake until the 2.5 s connect timeout.
    const slowest = await expectUnavailable(server.url, list, 4_000);
    await restoreAndRecover('blackhole', slowest);
  });

  it('open connections go silent (a partition): 503 within the read timeout, then back', async () => {
    expect(proxy.open).toBeGreaterThan(0);
    proxy.freeze();
    const slowest = await expectUnavailable(server.url, list, 6_000);
    await restoreAndRecover('freeze', slowest);
  });

  it('its connections are ended by PostgreSQL (a restart, a failover): never a 500, the next requests reconnect', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const statuses: number[] = [];
    const until = Date.now() + 1_500;
    const keepAsking = async () => {
      while (Date.now() < until) for (const p of list) statuses.push((await p.send()).status);
    };
    const asking = Promise.all([keepAsking(), keepAsking()]);
    await new Promise((r) => setTimeout(r, 300));
    try {
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [new URL(data.databaseUrl).pathname.slice(1)],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await asking;
    // Requests caught on an ended connection are 503s; none is a 500.
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(await expectRecovery(list, 1_000)).toBeLessThan(1_000);
    report(
      `terminated: ${statuses.length} requests meanwhile, ${statuses.filter((s) => s === 503).length} of them 503`,
    );
  });

  it('a table locked by another session (a long migration, a manual lock): 503 at the statement timeout, then back', async () => {
    const locker = new pg.Client({ connectionString: data.databaseUrl });
    await locker.connect();
    const reads = list.filter((p) => p.name === 'forum list' || p.name === 'thread');
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE forum_threads IN ACCESS EXCLUSIVE MODE');
      const answers = await Promise.all(reads.map((p) => p.send()));
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({ error: expect.any(String), code: 'unavailable' });
        expect(answer.ms).toBeLessThan(2_500);
      }
      // What does not need the table is not held up.
      expect((await list.find((p) => p.name === 'balance')!.send()).status).toBe(200);
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect(await expectRecovery(list, 1_000)).toBeLessThan(1_000);
  });

  it('the server never crashed and its log has no unhandled error', async () => {
    expect((await call(server.url, 'GET', '/healthz')).status).toBe(200);
    expect(server.alive).toBe(true);
    expect(server.output).not.toMatch(/unhandled error|"level":50.*"msg":"unhandled/);
  });
});

describe('SQLite locked by another process', () => {
  let data: FaultData;
  let server: ServerProcess;
  let list: Probe[];

  beforeAll(async () => {
    data = await faultData('sqlite');
    server = await ServerProcess.start(serverEnv(data));
    const { member, threadId } = await setUp(server.url, data.databaseUrl);
    list = probes(server.url, member, threadId);
  }, 60_000);

  afterAll(async () => {
    if (process.env.FAULTS_DEBUG) report(server?.output);
    await server?.kill();
    await data?.remove();
  });

  it('a write waits out the busy timeout and is answered 503; reads go on; writes succeed once the lock is gone', async () => {
    const other = new Sqlite(data.databaseUrl.replace(/^sqlite:/, ''));
    other.exec('BEGIN IMMEDIATE');
    try {
      const reply = list.find((p) => p.name === 'reply')!;
      const write = await reply.send();
      expect(write.status).toBe(503);
      expect(write.body).toEqual({ error: expect.any(String), code: 'unavailable' });
      // The busy timeout is 5 s: the write gives up after it, not later.
      expect(write.ms).toBeLessThan(7_000);
      // Readers are not blocked by a writer in WAL mode.
      const read = await list.find((p) => p.name === 'thread')!.send();
      expect(read.status).toBe(200);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(await expectRecovery(list, 2_000)).toBeLessThan(2_000);
    expect(server.alive).toBe(true);
  });
});
