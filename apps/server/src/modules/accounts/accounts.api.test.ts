import { AUTH_TEXT } from '@dd/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { countRows } from '../../../test/rows.js';
import { expectEachAnswers } from '../../../test/each-answer.js';
import { postRaw } from '../../../test/raw-post.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestContext } from '../../../test/test-app.js';
import { movableClock, newMember } from '../../../test/members.js';
import { PasswordHasher } from './password-hash.js';
import { hashSessionToken } from './session-token.js';

let ctx: TestContext;
const clock = movableClock();

beforeAll(async () => {
  ctx = await createTestApp({
    clock,
    env: {
      LOGIN_MAX_FAILURES_PER_ACCOUNT_IP: '3',
      LOGIN_MAX_FAILURES_PER_IP: '8',
      LOGIN_ACCOUNT_SLOWDOWN_AFTER: '5',
      SESSION_TTL_DAYS: '30',
    },
  });
});
afterAll(async () => ctx.close());

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const login = (username: string, password: string, ip = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
const profile = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
const userCount = () => countRows(ctx.db, 'users');

const valid = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'correct horse',
  confirm_password: 'correct horse',
});

describe('register', () => {
  it('creates the account and answers the user and a working session, without the password hash', async () => {
    const hashes = vi.spyOn(PasswordHasher.prototype, 'hash');
    const verifies = vi.spyOn(PasswordHasher.prototype, 'verify');
    const res = await register({ ...valid('Grace_Hopper'), email: ' Grace@Example.COM ' });
    // Hashed once, and signed in without checking the password again.
    expect(hashes).toHaveBeenCalledTimes(1);
    expect(verifies).not.toHaveBeenCalled();
    hashes.mockRestore();
    verifies.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      success: true,
      newsletter_subscribed: false,
      points_awarded: 0,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
      expires_at: new Date(clock.now().getTime() + 30 * 24 * 60 * 60 * 1000).toISOString(),
      device_token: expect.stringMatching(/^\d+\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.any(Number),
        username: 'Grace_Hopper',
        email: 'grace@example.com',
        display_name: null,
        avatar_url: null,
        bio: null,
        is_admin: false,
        created_at: clock.now().toISOString(),
      },
    });
    expect(res.body).not.toContain('scrypt');
    // The session works at once: the client does not log in after registering.
    const me = await profile(body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ user: { username: 'Grace_Hopper', email: 'grace@example.com' } });
    const row = await ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'Grace_Hopper')
      .executeTakeFirst();
    expect(row?.password_hash).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(row?.password_hash).not.toContain('correct horse');
    // The stored hash is the password's (a later login checks it), at today's cost.
    const hasher = new PasswordHasher({ logN: 12, r: 8, p: 1 });
    expect(await hasher.verify('correct horse', row?.password_hash ?? '')).toBe(true);
    expect(await hasher.verify('correct horsE', row?.password_hash ?? '')).toBe(false);
    expect((await login('grace@example.com', 'correct horse')).statusCode).toBe(200);
    const sessions = await ctx.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', body.user.id)
      .execute();
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.token_hash)).toContain(hashSessionToken(body.token));
  });

  it('refuses a taken username or e-mail without regard to case, with 409 and a clear message', async () => {
    await register(valid('taken_name'));
    const before = await userCount();
    const sameName = await register({ ...valid('TAKEN_NAME'), email: 'other@example.com' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: AUTH_TEXT.usernameTaken, code: 'conflict' });
    const sameEmail = await register({ ...valid('someone_else'), email: 'Taken_Name@EXAMPLE.com' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ error: AUTH_TEXT.emailTaken, code: 'conflict' });
    expect(await userCount()).toBe(before);
  });

  it('lets one of several concurrent registrations of a name through; the others get 409', async () => {
    const results = await Promise.all(
      ['Racer', 'RACER', 'racer'].map((name, i) => register({ ...valid(name), email: `racer${i}@example.com` })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toEqual({ error: AUTH_TEXT.usernameTaken, code: 'conflict' });
    }
  });

  it('stores no account when the newsletter opt-in fails: the account and the subscription are one write', async () => {
    const before = await userCount();
    const sessionsBefore = await countRows(ctx.db, 'sessions');
    const award = vi.spyOn(ctx.app.deps.points, 'award').mockRejectedValueOnce(new Error('ledger unavailable'));
    const res = await register({ ...valid('optin_fails'), subscribe_newsletter: true });
    award.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error', code: 'internal' });
    expect(await userCount()).toBe(before);
    expect(await countRows(ctx.db, 'sessions')).toBe(sessionsBefore);
    const subscriber = await ctx.db.kysely
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email', '=', 'optin_fails@example.com')
      .executeTakeFirst();
    expect(subscriber).toBeUndefined();
    expect((await register({ ...valid('optin_fails'), subscribe_newsletter: true })).statusCode).toBe(200);
  });

  it('checks the confirmation on the server too', async () => {
    const before = await userCount();
    const res = await register({ ...valid('mismatch'), confirm_password: 'correct horsE' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Passwords do not match', code: 'validation' });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be 3-30 characters'],
    [{ username: 'x'.repeat(31) }, 'Username must be 3-30 characters'],
    [{ username: 'has space' }, 'Username may only contain letters, numbers, _ and -'],
    [{ username: '<script>' }, 'Username may only contain letters, numbers, _ and -'],
    [{ username: '' }, 'Username is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'short', confirm_password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ confirm_password: '' }, 'Please confirm your password'],
  ])('rejects %j with "%s" and stores nothing', async (override, message) => {
    const before = await userCount();
    const res = await register({ ...valid('validname'), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'validation' });
    expect(await userCount()).toBe(before);
  });

  it('rejects a body that is not an object or misses fields', async () => {
    for (const [payload, error] of [
      [{}, 'Username is required'],
      [{ username: 'only' }, 'Email is required'],
    ] as const) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error, code: 'validation' });
    }
    const text = await postRaw(ctx.app, '/api/auth/register', 'text/plain', 'hello');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'Please fill in every field', code: 'validation' });
  });
});

describe('login and logout', () => {
  it('logs in by username (any case) or e-mail, and the token opens the profile', async () => {
    await register(valid('lovelace'));
    const byName = await login('LoveLace', 'correct horse');
    expect(byName.statusCode).toBe(200);
    const session = byName.json<{ token: string; user: { username: string }; expires_at: string }>();
    expect(session.token.length).toBeGreaterThanOrEqual(43);
    expect(session.user.username).toBe('lovelace');
    expect(Date.parse(session.expires_at) - clock.now().getTime()).toBe(30 * 24 * 60 * 60 * 1000);
    expect((await profile(session.token)).json().user.username).toBe('lovelace');

    const byEmail = await login('LOVELACE@example.com', 'correct horse');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().token).not.toBe(session.token);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await newMember(ctx.app);
    const rows = await ctx.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashSessionToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    await register(valid('wrongpw'));
    const wrong = await login('wrongpw', 'not the password');
    const unknown = await login('nobody_here', 'whatever1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: AUTH_TEXT.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.json()).toEqual({ error: AUTH_TEXT.invalidCredentials, code: 'invalid_credentials' });
  });

  it('rejects empty fields with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Username is required', code: 'validation' });
  });

  it('logout revokes the token on the server: it gets 401 afterwards, other sessions live on', async () => {
    const member = await newMember(ctx.app);
    const other = await login(member.user.username, member.password);
    const otherToken = other.json().token as string;
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });

    const after = await profile(member.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: AUTH_TEXT.sessionExpired, code: 'session_expired' });
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: member.headers,
      payload: { product_id: 'anything' },
    });
    expect(add.statusCode).toBe(401);
    expect((await profile(otherToken)).statusCode).toBe(200);
  });

  it('a session ends at its expiry', async () => {
    const member = await newMember(ctx.app);
    await clock.advance(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await profile(member.token)).statusCode).toBe(200);
    await clock.advance(2000);
    const expired = await profile(member.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: AUTH_TEXT.sessionExpired, code: 'session_expired' });
  });

  it('a later login purges expired sessions and failures that left the hour', async () => {
    const member = await newMember(ctx.app);
    await login(member.user.username, 'wrong password', '10.7.7.7');
    await clock.advance(31 * 24 * 60 * 60 * 1000);
    const later = await newMember(ctx.app);
    expect((await login(later.user.username, later.password)).statusCode).toBe(200);
    const expired = await ctx.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('expires_at', '<=', clock.now().toISOString())
      .execute();
    expect(expired).toEqual([]);
    const failures = await ctx.db.kysely
      .selectFrom('login_failures')
      .select('id')
      .where('ip', '=', '10.7.7.7')
      .execute();
    expect(failures).toEqual([]);
    expect((await profile(member.token)).statusCode).toBe(401);
  });

  it('members-only calls without a token answer 401 with { error }', () =>
    expectEachAnswers(
      ctx.app,
      [
        ['GET', '/api/auth/profile'],
        ['PUT', '/api/auth/profile'],
        ['GET', '/api/points/balance'],
        ['GET', '/api/points/history'],
        ['POST', '/api/wishlist/add'],
        ['POST', '/api/wishlist/remove'],
        ['POST', '/api/wishlist/toggle-public'],
        ['POST', '/api/follow'],
      ],
      401,
      { error: AUTH_TEXT.authRequired, code: 'unauthenticated' },
      {},
    ));
});

const TOO_MANY_FAILURES = /^Too many failed login attempts\. Please try again in \d+ (second|minute)s?\.$/;

/** A login refused for too many failures: 429, the wait in words, and the same wait in Retry-After seconds. */
function expectLimited(res: LightMyRequestResponse, wait: string, retryAfter: string): void {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({
    error: `Too many failed login attempts. Please try again in ${wait}.`,
    code: 'rate_limited',
  });
  expect(res.headers['retry-after']).toBe(retryAfter);
}

describe('brute-force limits', () => {
  it('answers 429 with Retry-After to one (account, IP) pair past its failures; other pairs still log in', async () => {
    await register(valid('target'));
    for (let i = 0; i < 3; i++) expect((await login('target', `wrong-${i}`, '10.0.0.1')).statusCode).toBe(401);
    expectLimited(await login('target', 'correct horse', '10.0.0.1'), '60 minutes', '3600');
    // The same account from another address, and another account from the same address, are not affected.
    expect((await login('target', 'correct horse', '10.0.0.2')).statusCode).toBe(200);
    await register(valid('bystander'));
    expect((await login('bystander', 'correct horse', '10.0.0.1')).statusCode).toBe(200);
    // The owner's login elsewhere does not lift the limit of the failing pair...
    expect((await login('target', 'correct horse', '10.0.0.1')).statusCode).toBe(429);
    // ...the hour does.
    await clock.advance(60 * 60 * 1000 + 1000);
    expect((await login('target', 'correct horse', '10.0.0.1')).statusCode).toBe(200);
  });

  it('a successful login clears the failures of its own address', async () => {
    await register(valid('forgetful'));
    for (let i = 0; i < 2; i++) await login('forgetful', 'nope-nope', '10.0.1.1');
    expect((await login('forgetful', 'correct horse', '10.0.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login('forgetful', 'nope-nope', '10.0.1.1');
    expect((await login('forgetful', 'correct horse', '10.0.1.1')).statusCode).toBe(200);
  });

  it('limits failures per IP across many accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 8; i++) expect((await login(`guess${i}`, 'password1', ip)).statusCode).toBe(401);
    await register(valid('innocent'));
    const res = await login('innocent', 'correct horse', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: expect.stringMatching(TOO_MANY_FAILURES), code: 'rate_limited' });
    expect((await login('innocent', 'correct horse', '10.9.9.10')).statusCode).toBe(200);
  });

  it('slows an account failed on from many addresses: too soon after its latest failure is 429 for a few seconds', async () => {
    await register(valid('slowed'));
    // 5 failures from 3 addresses reach the slowdown (after 5): the next attempt from an address that failed
    // more than once itself waits 1 s, then 2 s, 4 s...
    for (const i of [0, 0, 1, 1, 2]) expect((await login('slowed', 'guess', `10.0.2.${i}`)).statusCode).toBe(401);
    expectLimited(await login('slowed', 'guess', '10.0.2.0'), '1 second', '1');
    await clock.advance(1000);
    expect((await login('slowed', 'guess', '10.0.2.0')).statusCode).toBe(401);
    const next = await login('slowed', 'guess', '10.0.2.1');
    expect(next.statusCode).toBe(429);
    expect(next.headers['retry-after']).toBe('2');
    // A refused attempt is not a failure: it does not lengthen the wait.
    expect(await failuresOf('slowed')).toBe(6);
  });
});

const failuresOf = async (username: string) => {
  const user = await ctx.db.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db.kysely
    .selectFrom('login_failures')
    .select('id')
    .where('account_key', '=', `user:${user.id}`)
    .execute();
  return rows.length;
};

describe('first start', () => {
  it('creates one admin account with the configured password, and only once', async () => {
    const first = await ctx.app.deps.accounts.ensureAdmin('admin-password-1', 'admin@localhost');
    expect(first).toEqual({ generatedPassword: null });
    expect(await ctx.app.deps.accounts.ensureAdmin('admin-password-1', 'admin@localhost')).toBeNull();
    const res = await login('admin', 'admin-password-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_admin).toBe(true);
  });
});

describe('a server start', () => {
  it('seeds the catalog and creates the admin account; a second start changes nothing', async () => {
    const started = await createTestApp({ startUp: true });
    try {
      const products = await started.app.inject({ method: 'GET', url: '/api/products/count' });
      expect(products.json().count).toBeGreaterThan(0);
      const admin = await started.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.json().user.is_admin).toBe(true);

      const rows = async () => ({
        users: await started.db.kysely.selectFrom('users').select('id').execute(),
        products: products.json().count as number,
      });
      const before = await rows();
      const again = await buildApp(started.config, { db: started.db, logger: false, startUp: true });
      const count = await again.inject({ method: 'GET', url: '/api/products/count' });
      await again.close();
      expect(count.json().count).toBe(before.products);
      expect((await rows()).users).toEqual(before.users);
    } finally {
      await started.close();
    }
  });
});
