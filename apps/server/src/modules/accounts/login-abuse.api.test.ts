import { AUTH_TEXT } from '@dd/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestContext } from '../../../test/test-app.js';
import { movableClock, newMember } from '../../../test/members.js';
import type { TestClock } from '../../../test/test-clock.js';
import { PasswordHasher } from './password-hash.js';

/** Apps built here are closed at the end of the file. */
const opened: TestContext[] = [];
afterAll(async () => Promise.all(opened.map((c) => c.close())));

async function app(env: Record<string, string>, clock = movableClock()): Promise<TestContext> {
  const ctx = await createTestApp({ clock, env });
  opened.push(ctx);
  return ctx;
}

const login = (ctx: TestContext, username: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

/** `name` fails 10 logins from `ip`, each refused 401: the pair's count, the slowdown on the way waited out. */
async function failTenTimes(ctx: TestContext, clock: TestClock, name: string, ip: string): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const res = await login(ctx, name, `guess-${i}`, ip);
    if (res.statusCode === 429) {
      // The slowdown starts at the 10th failure; wait it out to reach the pair limit.
      await clock.advance(Number(res.headers['retry-after']) * 1000);
      i -= 1;
      continue;
    }
    expect(res.statusCode).toBe(401);
  }
}

/** The most password checks that ran at once while it counted (until `stop`). */
function countVerifies() {
  let now = 0;
  const counter = { most: 0, stop: () => spy.mockRestore() };
  const verify = PasswordHasher.prototype.verify;
  const spy = vi.spyOn(PasswordHasher.prototype, 'verify').mockImplementation(async function (
    this: PasswordHasher,
    ...args: Parameters<PasswordHasher['verify']>
  ) {
    now += 1;
    counter.most = Math.max(counter.most, now);
    try {
      return await verify.apply(this, args);
    } finally {
      now -= 1;
    }
  });
  return counter;
}

/** Sends every request at once; each answer with the milliseconds it took. */
async function race(requests: (() => Promise<LightMyRequestResponse>)[]) {
  const started = performance.now();
  return Promise.all(
    requests.map(async (send) => {
      const res = await send();
      return { res, ms: performance.now() - started };
    }),
  );
}

describe('nobody can lock an account out (production limits: 10 per pair, slowdown after 10, at most 30 s)', () => {
  it('20 failures on admin from 10 addresses: the owner still logs in, the attackers are slowed down', async () => {
    const clock = movableClock();
    const ctx = await app({}, clock);
    await ctx.app.deps.accounts.ensureAdmin(TEST_ADMIN_PASSWORD, 'admin@localhost');
    for (let i = 1; i <= 20; i++) {
      const res = await login(ctx, 'admin', `guess-${i}`, `203.0.113.${Math.ceil(i / 2)}`);
      // Spaced as the slowdown asks, so every guess is checked (401) and counted.
      if (res.statusCode === 429) {
        await clock.advance(Number(res.headers['retry-after']) * 1000);
        i -= 1;
        continue;
      }
      expect(res.statusCode).toBe(401);
    }

    // The owner, from an address with no failures, gets in at once, even right after a guess.
    expect((await login(ctx, 'admin', 'guess-21', '203.0.113.21')).statusCode).toBe(401);
    const owner = await login(ctx, 'ADMIN', TEST_ADMIN_PASSWORD, '198.51.100.7');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.is_admin).toBe(true);

    // An attacker's next guess right away is refused for a short while (the cap), not an hour.
    const attacker = await login(ctx, 'admin', 'guess-22', '203.0.113.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({
      error: 'Too many failed login attempts. Please try again in 30 seconds.',
      code: 'rate_limited',
    });
    expect(attacker.headers['retry-after']).toBe('30');

    // The owner mistyping once from home is not slowed by the attackers' failures: one own failure is forgiven.
    expect((await login(ctx, 'admin', 'typo', '198.51.100.7')).statusCode).toBe(401);
    expect((await login(ctx, 'admin', TEST_ADMIN_PASSWORD, '198.51.100.7')).statusCode).toBe(200);

    // The owner's logins took back none of the attackers' failures: their guesses stay spaced out.
    await clock.advance(30 * 1000);
    expect((await login(ctx, 'admin', 'guess-23', '203.0.113.2')).statusCode).toBe(401);
    const attackerAgain = await login(ctx, 'admin', 'guess-24', '203.0.113.3');
    expect(attackerAgain.statusCode).toBe(429);
    expect(attackerAgain.headers['retry-after']).toBe('30');
  });

  it('one address failing 10 times on an account is stopped for the hour; the owner elsewhere is not', async () => {
    const clock = movableClock();
    const ctx = await app({}, clock);
    const member = await newMember(ctx.app);
    const name = member.user.username;
    await failTenTimes(ctx, clock, name, '192.0.2.50');
    await clock.advance(60 * 1000);
    const pair = await login(ctx, name, member.password, '192.0.2.50');
    expect(pair.statusCode).toBe(429);
    expect(pair.json()).toEqual({
      error: 'Too many failed login attempts. Please try again in 59 minutes.',
      code: 'rate_limited',
    });
    expect((await login(ctx, name, member.password, '192.0.2.51')).statusCode).toBe(200);
  });
});

describe('a full password-hashing queue answers at once', () => {
  it('503 with Retry-After in well under a second while the hasher is saturated, and nothing is counted', async () => {
    // A costly hash (2^16) and one waiting place: a handful of logins saturate it.
    const ctx = await app({
      PASSWORD_SCRYPT_LOG_N: '16',
      PASSWORD_HASH_MAX_QUEUE: '1',
      LOGIN_MAX_CONCURRENT_PER_IP: '100',
    });
    // Unknown names are checked against a dummy hash of today's cost: made by this first login.
    expect((await login(ctx, 'warm_up', 'whatever1', '192.0.2.1')).statusCode).toBe(401);

    const flood = Array.from(
      { length: 8 },
      (_, i) => () => login(ctx, `nobody_${i}`, 'whatever1', `192.0.2.${10 + i}`),
    );
    const register = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: 'during_flood',
          email: 'during_flood@example.com',
          password: 'correct horse',
          confirm_password: 'correct horse',
        },
      });
    const results = await race([...flood, register]);
    const busy = results.filter((r) => r.res.statusCode === 503);
    const checked = results.filter((r) => r.res.statusCode === 401);
    expect(busy.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThan(0);
    expect(busy.length + checked.length + results.filter((r) => r.res.statusCode === 200).length).toBe(9);
    for (const { res, ms } of busy) {
      expect(res.json()).toEqual({
        error: 'The server is busy. Please try again in a few seconds.',
        code: 'unavailable',
      });
      expect(res.headers['retry-after']).toBe('2');
      expect(ms).toBeLessThan(500);
    }
    // The refusals came back before the checks that were let in.
    const slowestBusy = Math.max(...busy.map((r) => r.ms));
    const slowestChecked = Math.max(...checked.map((r) => r.ms));
    expect(slowestBusy).toBeLessThan(slowestChecked);

    // A refused login is not a failed one.
    const counted = await ctx.db.kysely.selectFrom('login_failures').select('account_key').execute();
    expect(counted.length).toBe(1 + checked.length);
    // Drained: the next login is checked again.
    expect((await login(ctx, 'nobody_again', 'whatever1', '192.0.2.99')).statusCode).toBe(401);
  }, 30_000);
});

describe('logins in flight at once are capped (2 per IP, 2 per account)', () => {
  const caps = { LOGIN_MAX_CONCURRENT_PER_IP: '2', LOGIN_MAX_CONCURRENT_PER_ACCOUNT: '2' };

  it('six logins at once from one address: two are checked, the rest get 429 at once', async () => {
    const ctx = await app(caps);
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await newMember(ctx.app));
    const results = await race(members.map((m) => () => login(ctx, m.user.username, m.password, '192.0.2.77')));
    const statuses = results.map((r) => r.res.statusCode);
    const refused = results.filter((r) => r.res.statusCode === 429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    for (const { res } of refused) {
      expect(res.json()).toEqual({
        error: 'Too many login attempts at once. Please wait for the first one to finish and try again.',
        code: 'rate_limited',
      });
      expect(res.headers['retry-after']).toBe('1');
    }
    // From six addresses the same six logins all go through.
    const spread = await race(
      members.map((m, i) => () => login(ctx, m.user.username, m.password, `192.0.2.${80 + i}`)),
    );
    expect(spread.map((r) => r.res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('six logins at once on one account from addresses with failures elsewhere: all checked, two at a time', async () => {
    const ctx = await app(caps);
    const member = await newMember(ctx.app);
    // Each address failed once on another name, so none is clean (clean ones skip the account's cap).
    for (let i = 0; i < 6; i++)
      expect((await login(ctx, 'someone_else', 'x', `192.0.2.${120 + i}`)).statusCode).toBe(401);
    const inFlight = countVerifies();
    const results = await race(
      Array.from(
        { length: 6 },
        (_, i) => () => login(ctx, member.user.username, 'wrong password', `192.0.2.${120 + i}`),
      ),
    );
    inFlight.stop();
    expect(results.map((r) => r.res.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(inFlight.most).toBe(2);
    for (const r of results) {
      expect(r.res.json()).toEqual({ error: AUTH_TEXT.invalidCredentials, code: 'invalid_credentials' });
    }
  });

  it('addresses with failures of their own on the account still get 429 at once when it is full', async () => {
    const ctx = await app(caps);
    const member = await newMember(ctx.app);
    const name = member.user.username;
    const dirty = ['192.0.2.140', '192.0.2.141', '192.0.2.142', '192.0.2.143'];
    for (const ip of dirty) {
      for (let i = 0; i < 2; i++) expect((await login(ctx, name, `guess-${i}`, ip)).statusCode).toBe(401);
    }
    const results = await race(dirty.map((ip) => () => login(ctx, name, 'guess-again', ip)));
    const statuses = results.map((r) => r.res.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Only the checked attempts were counted as failures.
    const rows = await ctx.db.kysely
      .selectFrom('login_failures')
      .select('id')
      .where('account_key', '=', `user:${member.user.id}`)
      .execute();
    expect(rows.length).toBe(8 + statuses.filter((s) => s === 401).length);
  });
});

describe("issue 24's lock-out recipes no longer lock the owner out (production limits)", () => {
  it('two wrong logins kept in flight from fresh addresses: the owner from a clean address waits a turn, not a 429', async () => {
    // A costlier hash, so the attackers' checks are really in flight when the owner arrives.
    const ctx = await app({ PASSWORD_SCRYPT_LOG_N: '14', LOGIN_MAX_CONCURRENT_PER_ACCOUNT: '2' });
    const member = await newMember(ctx.app);
    const name = member.user.username;
    let fresh = 0;
    const attack = () => login(ctx, name, `guess-${fresh}`, `203.0.113.${++fresh}`);
    const statuses: number[] = [];
    // Each attacker slot sends its next guess the moment the last one is answered, six times over.
    const slot = async () => {
      for (let i = 0; i < 6; i++) statuses.push((await attack()).statusCode);
    };
    const slots = [slot(), slot()];
    const owner = await login(ctx, name, member.password, '198.51.100.20');
    await Promise.all(slots);
    expect(owner.statusCode).toBe(200);
    // The attackers were checked (and counted) too: the account's cap still holds them to two at a time.
    expect(statuses.every((s) => s === 401)).toBe(true);
  }, 30_000);

  it("one failure every 5 s from fresh addresses while the owner's usual address has one typo: the owner gets in", async () => {
    const clock = movableClock();
    const ctx = await app({}, clock);
    const member = await newMember(ctx.app);
    const name = member.user.username;
    // Past the slowdown threshold (10) through failures from fresh addresses.
    for (let i = 1; i <= 12; i++) expect((await login(ctx, name, `guess-${i}`, `203.0.113.${i}`)).statusCode).toBe(401);
    for (let round = 0; round < 7; round++) {
      expect((await login(ctx, name, 'typo', '198.51.100.30')).statusCode).toBe(401);
      await clock.advance(5000);
      expect((await login(ctx, name, `guess-r${round}`, `203.0.113.${50 + round}`)).statusCode).toBe(401);
      expect((await login(ctx, name, member.password, '198.51.100.30')).statusCode).toBe(200);
    }
    // A second typo of its own makes the address one the slowdown spaces, as an attacker's.
    expect((await login(ctx, name, 'typo', '198.51.100.30')).statusCode).toBe(401);
    expect((await login(ctx, name, 'typo again', '198.51.100.30')).statusCode).toBe(401);
    expect((await login(ctx, name, member.password, '198.51.100.30')).statusCode).toBe(429);
  });
});

describe('device tokens (production limits)', () => {
  const loginWith = (ctx: TestContext, username: string, password: string, ip: string, deviceToken?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password, ...(deviceToken === undefined ? {} : { device_token: deviceToken }) },
      remoteAddress: ip,
    });

  /** A member whose usual address is locked for the hour by its own 10 failures, and a token of an earlier login. */
  async function lockedOwner() {
    const clock = movableClock();
    const ctx = await app({}, clock);
    const member = await newMember(ctx.app);
    const name = member.user.username;
    const first = await loginWith(ctx, name, member.password, '198.51.100.40');
    expect(first.statusCode).toBe(200);
    const deviceToken = first.json<{ device_token: string }>().device_token;
    await failTenTimes(ctx, clock, name, '198.51.100.40');
    expect((await loginWith(ctx, name, member.password, '198.51.100.40')).statusCode).toBe(429);
    return { ctx, clock, member, name, deviceToken };
  }

  it('a valid token of the account skips its limits, hashes in the device lane, and is renewed', async () => {
    const { ctx, member, name, deviceToken } = await lockedOwner();
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const res = await loginWith(ctx, name, member.password, '198.51.100.40', deviceToken);
    expect(verify.mock.calls.map((call) => call[2])).toEqual(['device']);
    verify.mockRestore();
    expect(res.statusCode).toBe(200);
    const renewed = res.json<{ device_token: string }>().device_token;
    expect(renewed).not.toBe(deviceToken);
    // The old token still works too (until the password changes or it expires).
    expect((await loginWith(ctx, name, member.password, '198.51.100.40', renewed)).statusCode).toBe(200);
  });

  it("another account's token, a forged one and garbage are ignored (not an error): the limits apply", async () => {
    const { ctx, member, name, deviceToken } = await lockedOwner();
    const other = await newMember(ctx.app);
    const othersToken = (await loginWith(ctx, other.user.username, other.password, '198.51.100.41')).json<{
      device_token: string;
    }>().device_token;
    const [id, expires, nonce, mac] = deviceToken.split('.') as [string, string, string, string];
    const forged = [
      othersToken,
      `${id}.${Number(expires) + 1000}.${nonce}.${mac}`,
      `${id}.${expires}.${nonce}.${mac.slice(0, -2)}AA`,
      'not a device token',
    ];
    for (const token of forged) {
      const res = await loginWith(ctx, name, member.password, '198.51.100.40', token);
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('rate_limited');
    }
  });

  it("a changed password voids the account's tokens", async () => {
    const { ctx, member, name, deviceToken } = await lockedOwner();
    const hasher = new PasswordHasher({ logN: 12, r: 8, p: 1 });
    await ctx.db.kysely
      .updateTable('users')
      .set({ password_hash: await hasher.hash(member.password) })
      .where('id', '=', member.user.id)
      .execute();
    expect((await loginWith(ctx, name, member.password, '198.51.100.40', deviceToken)).statusCode).toBe(429);
  });

  it('wrong passwords with a valid token are 401 and count against the token: past 5 it is ignored', async () => {
    const { ctx, member, name, deviceToken } = await lockedOwner();
    for (let i = 0; i < 5; i++) {
      const res = await loginWith(ctx, name, `stolen-${i}`, '192.0.2.200', deviceToken);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: AUTH_TEXT.invalidCredentials, code: 'invalid_credentials' });
    }
    // The token's failures did not touch the account's count nor mark the thief's address on it.
    const accountFailures = await ctx.db.kysely
      .selectFrom('login_failures')
      .select('id')
      .where('account_key', '=', `user:${member.user.id}`)
      .execute();
    expect(accountFailures.length).toBe(10);
    // Past the cap the token is an unknown device's: the locked usual address is refused again.
    expect((await loginWith(ctx, name, member.password, '198.51.100.40', deviceToken)).statusCode).toBe(429);
    // A login elsewhere still works and hands out a fresh token, which is trusted again.
    const fresh = await loginWith(ctx, name, member.password, '198.51.100.42');
    expect(fresh.statusCode).toBe(200);
    const renewed = fresh.json<{ device_token: string }>().device_token;
    expect((await loginWith(ctx, name, member.password, '198.51.100.40', renewed)).statusCode).toBe(200);
  });
});
