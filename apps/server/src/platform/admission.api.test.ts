import type { Thread } from '@dd/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { newMember, type Member } from '../../test/members.js';
import { appPerFile } from '../../test/test-app.js';

// A tiny write class (one in flight, one waiting, a short wait) so a test can saturate it; the other classes keep
// their defaults.
const MAX_WAIT_MS = 1_500;
const ctx = appPerFile({
  env: { ADMISSION_IN_FLIGHT: 'writes=1', ADMISSION_QUEUE: 'writes=1', ADMISSION_MAX_WAIT_MS: String(MAX_WAIT_MS) },
});

/**
 * Holds the database so an admitted write stays in flight until `release()`: SQLite's one connection is taken,
 * PostgreSQL's forum_threads is locked against inserts (reads still pass).
 */
async function holdDatabase(): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done =
    ctx.db.engine === 'sqlite'
      ? ctx.db.kysely.connection().execute(async () => {
          held();
          await released;
        })
      : ctx.db.transaction(async (tx) => {
          await sql`LOCK TABLE forum_threads IN EXCLUSIVE MODE`.execute(tx.db);
          held();
          await released;
        });
  await holding;
  return async () => {
    release();
    await done;
  };
}

const post = (member: Member, title: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/forum/threads',
    headers: member.headers,
    payload: { title, content: `${title} content` },
  });

/** Lets the injected requests reach the admission gate (and the admitted one the database). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function titles(): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/forum/threads' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ threads: Thread[] }>().threads.map((t) => t.title);
}

describe('admission: bounded in-flight work per route class', () => {
  it('answers 503 overloaded with Retry-After at once when a class is full, serves the admitted and queued requests, and the refused write changed nothing', async () => {
    const member = await newMember(ctx.app);
    const release = await holdDatabase();
    const first = post(member, 'Admitted first');
    await settle();
    const second = post(member, 'Queued second');
    await settle();
    // Answered while the other two are still held: refused before any work, not after waiting.
    const refused = await post(member, 'Refused third');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'overloaded' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    // First come, first served: the queued write ran after the admitted one.
    expect(a.json<{ thread: Thread }>().thread.id).toBeLessThan(b.json<{ thread: Thread }>().thread.id);
    const stored = await titles();
    expect(stored).toEqual(expect.arrayContaining(['Admitted first', 'Queued second']));
    expect(stored).not.toContain('Refused third');
    // The class is free again: the same write sent again goes through.
    expect((await post(member, 'Refused third')).statusCode).toBe(201);
  });

  it(`refuses a queued request that waited ${MAX_WAIT_MS} ms for a slot, and the admitted one still completes`, async () => {
    const member = await newMember(ctx.app);
    const release = await holdDatabase();
    const first = post(member, 'Held write');
    await settle();
    const started = Date.now();
    const waited = await post(member, 'Waited too long');
    const waitedMs = Date.now() - started;
    expect(waited.statusCode).toBe(503);
    expect(waited.json()).toMatchObject({ code: 'overloaded' });
    expect(waited.headers['retry-after']).toBeDefined();
    expect(waitedMs).toBeGreaterThanOrEqual(MAX_WAIT_MS - 50);
    await release();
    expect((await first).statusCode).toBe(201);
    expect(await titles()).not.toContain('Waited too long');
  });

  it('leaves other classes alone while one is full', async () => {
    const member = await newMember(ctx.app);
    const release = ctx.db.engine === 'postgres' ? await holdDatabase() : null;
    const first = post(member, 'Filling the writes');
    await settle();
    const second = post(member, 'Waiting in writes');
    await settle();
    // Reads are their own class: on PostgreSQL (where the hold lets reads through) one answers at once.
    if (release) {
      const read = await ctx.app.inject({ method: 'GET', url: '/api/forum/threads' });
      expect(read.statusCode).toBe(200);
      await release();
    }
    expect((await first).statusCode).toBe(201);
    expect((await second).statusCode).toBe(201);
  });
});
