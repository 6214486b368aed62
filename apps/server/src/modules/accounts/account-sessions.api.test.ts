import { randomBytes } from 'node:crypto';
import { REALTIME_CLOSE, SESSIONS_TEXT, type AccountSession } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushAppPerFile } from '../../../test/push-app.js';
import { movableClock, newMember, twoMembers, type Member } from '../../../test/members.js';
import { sharedRedis, TEST_REDIS_URL } from '../../../test/redis-for-tests.js';
import { listenForSockets, TestSocket } from '../../../test/test-socket.js';
import { twoInstances, type TwoInstances } from '../../../test/two-instances.js';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** The bound: a session's sockets are gone within 1 s of its end. */
const CLOSE_WITHIN_MS = 1_000;

const clock = movableClock();
const push = pushAppPerFile({ clock });
const { ctx, open } = push;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A second session of `member`, logged in from a browser saying `userAgent`. */
async function loginAgain(app: FastifyInstance, member: Member, userAgent = FIREFOX_LINUX): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { username: member.user.username, password: member.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

async function sessionsOf(token: string, app = ctx.app): Promise<AccountSession[]> {
  const res = await app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ sessions: AccountSession[] }>().sessions;
}

const currentId = async (token: string) => (await sessionsOf(token)).find((s) => s.current)?.id as string;

const revoke = (token: string, id: string, app = ctx.app) =>
  app.inject({ method: 'DELETE', url: `/api/account/sessions/${encodeURIComponent(id)}`, headers: bearer(token) });

const revokeOthers = (token: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', headers: bearer(token) });

const statusWith = async (token: string, app = ctx.app) =>
  (await app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).statusCode;

async function socketOf(token: string, at = push.url): Promise<TestSocket> {
  const socket = await TestSocket.ready(at, push.origin, token);
  open.push(socket);
  return socket;
}

/** The socket's close code, failing when it takes longer than CLOSE_WITHIN_MS (wall time: no ping can do it). */
async function closedQuickly(socket: TestSocket, since: number): Promise<number> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the socket was still open after 1 s')), CLOSE_WITHIN_MS - (Date.now() - since)),
  );
  return (await Promise.race([socket.closed, timeout])).code;
}

describe('the device list', () => {
  it('lists the live sessions with their device and the current one flagged, never a token', async () => {
    const member = await newMember(ctx.app);
    await clock.advance(60_000);
    const phone = await loginAgain(ctx.app, member, SAFARI_IPHONE);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(phone) });
    expect(res.headers['cache-control']).toBe('no-store');
    const { sessions } = res.json<{ sessions: AccountSession[] }>();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ device: 'Safari on iPhone', current: true });
    expect(sessions[1]).toMatchObject({ device: 'Unknown device', current: false });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['created_at', 'current', 'device', 'id', 'last_used_at']);
      expect(session.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    const stored = await ctx.db.kysely
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', member.user.id)
      .execute();
    for (const secret of [member.token, phone, ...stored.map((r) => r.token_hash)])
      expect(res.body).not.toContain(secret);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(2);
    // Each device sees itself first.
    expect((await sessionsOf(member.token)).map((s) => [s.device, s.current])).toEqual([
      ['Unknown device', true],
      ['Safari on iPhone', false],
    ]);
  });

  it('answers 401 to a visitor and a revoked token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
    const member = await newMember(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    expect((await revokeOthers(member.token)).json()).toMatchObject({ code: 'session_expired' });
  });

  it('keeps last use fresh to within five minutes, without a write on every request', async () => {
    const member = await newMember(ctx.app);
    const [first] = await sessionsOf(member.token);
    await clock.advance(4 * 60_000);
    expect((await sessionsOf(member.token))[0]?.last_used_at).toBe(first?.last_used_at);
    await clock.advance(2 * 60_000);
    await statusWith(member.token);
    expect((await sessionsOf(member.token))[0]?.last_used_at).toBe(clock.now().toISOString());
    expect((await sessionsOf(member.token))[0]?.created_at).toBe(first?.created_at);
  });
});

describe('ending sessions', () => {
  it('ends one session by id: its token answers 401, the others keep working', async () => {
    const member = await newMember(ctx.app);
    const laptop = await loginAgain(ctx.app, member);
    const laptopId = await currentId(laptop);
    const res = await revoke(member.token, laptopId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await statusWith(laptop)).toBe(401);
    expect(await statusWith(member.token)).toBe(200);
    expect((await sessionsOf(member.token)).map((s) => s.id)).not.toContain(laptopId);
    // Already ended: nothing left to end.
    expect((await revoke(member.token, laptopId)).statusCode).toBe(404);
  });

  it("answers 404 for another member's session and an unknown id, and ends nothing", async () => {
    const [member, other] = await twoMembers(ctx.app);
    const othersId = await currentId(other.token);
    for (const id of [othersId, 'no-such-session', randomBytes(16).toString('base64url'), 'x'.repeat(64)]) {
      const res = await revoke(member.token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: SESSIONS_TEXT.notFound, code: 'not_found' });
    }
    expect(await statusWith(other.token)).toBe(200);
    expect(await sessionsOf(other.token)).toHaveLength(1);
  });

  it('signs out of all other devices and keeps this one', async () => {
    const member = await newMember(ctx.app);
    const others = [await loginAgain(ctx.app, member), await loginAgain(ctx.app, member, SAFARI_IPHONE)];
    const bystander = await newMember(ctx.app);
    const res = await revokeOthers(member.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, ended: 2 });
    for (const token of others) expect(await statusWith(token)).toBe(401);
    expect(await statusWith(member.token)).toBe(200);
    expect(await sessionsOf(member.token)).toEqual([expect.objectContaining({ current: true })]);
    expect(await statusWith(bystander.token)).toBe(200);
    expect((await revokeOthers(member.token)).json()).toEqual({ success: true, ended: 0 });
  });
});

describe("an ended session's push sockets", () => {
  it('close with 4401 within 1 s of a logout', async () => {
    const member = await newMember(ctx.app);
    const kept = await socketOf((await newMember(ctx.app)).token);
    const sockets = [await socketOf(member.token), await socketOf(member.token)];
    const since = Date.now();
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
    expect(out.statusCode).toBe(200);
    for (const socket of sockets) expect(await closedQuickly(socket, since)).toBe(REALTIME_CLOSE.unauthorized);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
  });

  it('close with 4401 within 1 s of a revoke, and of signing out of the other devices; this one stays', async () => {
    const member = await newMember(ctx.app);
    const [laptop, phone] = [await loginAgain(ctx.app, member), await loginAgain(ctx.app, member, SAFARI_IPHONE)];
    const [own, onLaptop, onPhone] = [await socketOf(member.token), await socketOf(laptop), await socketOf(phone)];

    let since = Date.now();
    expect((await revoke(member.token, await currentId(laptop))).statusCode).toBe(200);
    expect(await closedQuickly(onLaptop, since)).toBe(REALTIME_CLOSE.unauthorized);
    expect(onPhone.ws.readyState).toBe(onPhone.ws.OPEN);

    since = Date.now();
    expect((await revokeOthers(member.token)).statusCode).toBe(200);
    expect(await closedQuickly(onPhone, since)).toBe(REALTIME_CLOSE.unauthorized);
    expect(own.ws.readyState).toBe(own.ws.OPEN);
    expect(own.unread).toEqual([]);
  });

  it('close only once a unit of work that ends them commits (password reset, deletion)', async () => {
    const member = await newMember(ctx.app);
    const socket = await socketOf(member.token);
    await expect(
      ctx.app.deps.db.transaction(async (tx) => {
        await ctx.app.deps.accounts.endSessions(member.user.id, {}, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);

    const since = Date.now();
    await ctx.app.deps.db.transaction((tx) => ctx.app.deps.accounts.endSessions(member.user.id, {}, tx));
    expect(await closedQuickly(socket, since)).toBe(REALTIME_CLOSE.unauthorized);
    expect(await statusWith(member.token)).toBe(401);
  });

  it('close when the session ended while the socket was authenticating', async () => {
    const member = await newMember(ctx.app);
    const [id] = (await sessionsOf(member.token)).map((s) => s.id);
    // The event came before the socket was ready: the hub remembers the ended session for a while.
    await ctx.app.deps.bus.publish('sessions', { type: 'sessions.ended', sessionIds: [id as string] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const socket = await TestSocket.open(push.url, push.origin);
    open.push(socket);
    socket.send({ type: 'auth', token: member.token });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  });
});

describe.skipIf(!(await sharedRedis('Session ends closing sockets across two instances')))(
  "two instances on one database and the machine's Redis",
  () => {
    let c: TwoInstances;
    let urls: [string, string];
    beforeAll(async () => {
      c = await twoInstances({
        env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:` },
      });
      urls = [await listenForSockets(c.apps[0]), await listenForSockets(c.apps[1])];
      // Redis connects on its own schedule.
      await vi.waitFor(
        async () => {
          for (const app of c.apps)
            expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ redis: 'up' });
        },
        { timeout: 10_000, interval: 50 },
      );
    });
    afterAll(async () => c?.close());

    it("a logout or revoke on one instance closes the session's sockets on the other within 1 s", async () => {
      const member = await newMember(c.apps[0]);
      const laptop = await loginAgain(c.apps[0], member);
      const [onSecond, laptopOnSecond, laptopOnFirst] = [
        await socketOf(member.token, urls[1]),
        await socketOf(laptop, urls[1]),
        await socketOf(laptop, urls[0]),
      ];

      let since = Date.now();
      const laptopId = (await sessionsOf(laptop, c.apps[0])).find((s) => s.current)?.id as string;
      expect((await revoke(member.token, laptopId, c.apps[0])).statusCode).toBe(200);
      expect(await closedQuickly(laptopOnSecond, since)).toBe(REALTIME_CLOSE.unauthorized);
      expect(await closedQuickly(laptopOnFirst, since)).toBe(REALTIME_CLOSE.unauthorized);
      expect(onSecond.ws.readyState).toBe(onSecond.ws.OPEN);

      since = Date.now();
      const out = await c.apps[0].inject({ method: 'POST', url: '/api/auth/logout', headers: member.headers });
      expect(out.statusCode).toBe(200);
      expect(await closedQuickly(onSecond, since)).toBe(REALTIME_CLOSE.unauthorized);
    });
  },
);
