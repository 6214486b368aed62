import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flip, startPlay } from '../../test/memory.js';
import { movableClock, newMember, twoMembers } from '../../test/members.js';
import { winDuel } from '../../test/pvp.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { sharedRedis, TEST_REDIS_URL } from '../../test/redis-for-tests.js';
import { listenForSockets, refusedStatus, TestSocket } from '../../test/test-socket.js';
import { twoInstances, type TwoInstances } from '../../test/two-instances.js';

const TOKEN = 'metrics-token-0123456789abcdef';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of one series (`name{label="v",...}` exactly as Prometheus prints it), or undefined when absent. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

async function scrape(app: FastifyInstance, token = TOKEN): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('without METRICS_PORT and METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('serves no metrics: /metrics is an unknown path, with or without a token, and no listener exists', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
    expect(ctx.app.metricsServer).toBeNull();
    expect(ctx.app.deps.metrics.enabled).toBe(false);
  });
});

describe('with METRICS_TOKEN', () => {
  const clock = movableClock();
  let ctx: TestContext;
  let url: string;
  beforeAll(async () => {
    ctx = await createTestApp({ clock, env: { METRICS_TOKEN: TOKEN } });
    url = await listenForSockets(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('answers 401 without the bearer token or with a wrong one, on the main port', async () => {
    for (const headers of [{}, bearer('metrics-token-0123456789abcdeX'), { authorization: TOKEN }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('dd_');
    }
    expect(ctx.app.metricsServer).toBeNull();
  });

  it('counts requests by route pattern, method and status class, never by the raw URL', async () => {
    const before = await scrape(ctx.app);
    const unmatched = 'dd_http_request_duration_seconds_count{route="unmatched",method="GET",status_class="4xx"}';
    const health = 'dd_http_request_duration_seconds_count{route="/healthz",method="GET",status_class="2xx"}';
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route-q7x' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/99999999' })).statusCode).toBe(404);
    const after = await scrape(ctx.app);
    expect((series(after, health) ?? 0) - (series(before, health) ?? 0)).toBe(1);
    expect((series(after, unmatched) ?? 0) - (series(before, unmatched) ?? 0)).toBe(1);
    // A known route answering 404 keeps its pattern; the URLs asked for appear nowhere.
    expect(after).toMatch(
      /dd_http_request_duration_seconds_count\{route="\/api\/products\/:[a-zA-Z]+",method="GET",status_class="4xx"\} 1/,
    );
    expect(after).not.toContain('no-such-route-q7x');
    expect(after).not.toMatch(/route="[^"]*99999999/);
  });

  it('counts logins by outcome: success, wrong password, and a request without its fields', async () => {
    const member = await newMember(ctx.app);
    const login = (password: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: member.user.username, password },
      });
    expect((await login(member.password)).statusCode).toBe(200);
    expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login('wrong-password')).statusCode).toBe(401);
    expect((await login(undefined)).statusCode).toBe(400);
    const text = await scrape(ctx.app);
    expect(series(text, 'dd_logins_total{outcome="success"}')).toBe(1);
    expect(series(text, 'dd_logins_total{outcome="wrong_password"}')).toBe(2);
    expect(series(text, 'dd_logins_total{outcome="invalid"}')).toBe(1);
    expect(series(text, 'dd_logins_total{outcome="limited"}')).toBe(0);
    expect(series(text, 'dd_logins_total{outcome="refused_load"}')).toBe(0);
  });

  it('shows push sockets open and authenticated, their messages, and a refused origin', async () => {
    const member = await newMember(ctx.app);
    const socket = await TestSocket.ready(url, ctx.config.publicUrl, member.token);
    const pending = await TestSocket.open(url, ctx.config.publicUrl);
    try {
      expect(await refusedStatus(url, 'https://evil.example')).toBe(403);
      const text = await scrape(ctx.app);
      expect(series(text, 'dd_push_sockets{state="open"}')).toBe(2);
      expect(series(text, 'dd_push_sockets{state="authenticated"}')).toBe(1);
      // The auth message in, `ready` out.
      expect(series(text, 'dd_push_messages_total{direction="in"}')).toBeGreaterThanOrEqual(1);
      expect(series(text, 'dd_push_messages_total{direction="out"}')).toBeGreaterThanOrEqual(1);
      expect(series(text, 'dd_push_sockets_refused_total{reason="origin"}')).toBe(1);
    } finally {
      socket.close();
      pending.close();
    }
    // A socket whose token names no session is turned away, and counted as such.
    const stranger = await TestSocket.open(url, ctx.config.publicUrl);
    stranger.send({ type: 'auth', token: 'x'.repeat(43) });
    expect((await stranger.closed).code).toBe(4401);
    expect(series(await scrape(ctx.app), 'dd_push_sockets_refused_total{reason="unauthorized"}')).toBe(1);
  });

  it('counts a duel started, its moves, its end by reason and how fair play settled it', async () => {
    const [winner, loser] = await twoMembers(ctx.app);
    await winDuel(ctx.app, winner, loser);
    const text = await scrape(ctx.app);
    expect(series(text, 'dd_game_matches_started_total{game="duel"}')).toBe(1);
    expect(series(text, 'dd_game_moves_total{game="duel"}')).toBeGreaterThanOrEqual(4);
    expect(series(text, 'dd_game_matches_ended_total{game="duel",reason="target"}')).toBe(1);
    expect(series(text, 'dd_game_settled_total{game="duel",outcome="counted"}')).toBe(1);
  });

  it('counts memory flips as moves', async () => {
    const member = await newMember(ctx.app);
    const playId = await startPlay(ctx.app, member);
    await flip(ctx.app, member, playId, 0, () => clock.advance(200));
    await flip(ctx.app, member, playId, 1, () => clock.advance(200));
    const text = await scrape(ctx.app);
    expect(series(text, 'dd_game_matches_started_total{game="memory"}')).toBe(1);
    expect(series(text, 'dd_game_moves_total{game="memory"}')).toBe(2);
  });

  it('reads the database pool, the event-loop delay and memory', async () => {
    const engine = ctx.db.engine;
    const text = await scrape(ctx.app);
    expect(series(text, `dd_db_pool_connections_in_use{engine="${engine}"}`)).toBeGreaterThanOrEqual(0);
    expect(series(text, `dd_db_pool_waiting{engine="${engine}"}`)).toBe(0);
    expect(series(text, `dd_db_pool_size{engine="${engine}"}`)).toBe(engine === 'postgres' ? 20 : 1);
    expect(text).toContain(`dd_db_errors_total{engine="${engine}",kind="connect"} 0`);
    expect(text).toContain('# TYPE dd_event_loop_delay_seconds histogram');
    expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // No Redis here: no Redis gauge to mislead a dashboard.
    expect(text).not.toMatch(/^dd_redis_up /m);
  });

  it('counts a failed statement as a database error', async () => {
    const key = `dd_db_errors_total{engine="${ctx.db.engine}",kind="query"}`;
    const before = series(await scrape(ctx.app), key) ?? 0;
    await expect(
      ctx.db.kysely
        .selectFrom('no_such_table' as 'users')
        .selectAll()
        .execute(),
    ).rejects.toThrow();
    expect(series(await scrape(ctx.app), key)).toBe(before + 1);
  });
});

describe('with METRICS_PORT', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_PORT: '4601' } });
  });
  afterAll(async () => ctx.close());

  it('serves the metrics on their own listener only, without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const server = ctx.app.metricsServer as FastifyInstance;
    const res = await server.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE dd_http_request_duration_seconds histogram');
    // Nothing of the site on that listener.
    expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(404);
    expect(ctx.config.metricsHost).toBe('127.0.0.1');
  });
});

describe('with METRICS_PORT and METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_PORT: '4602', METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => ctx.close());

  it('asks for the token on both listeners', async () => {
    const server = ctx.app.metricsServer as FastifyInstance;
    expect((await server.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(200);
  });
});

describe.skipIf(!(await sharedRedis('metrics of the Redis bus')))('with REDIS_URL', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    instances = await twoInstances({ env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => instances.close());

  it('shows Redis up and the lag of an event from the other instance', async () => {
    const [one, two] = instances.apps;
    const lag = 'dd_bus_delivery_lag_seconds_count{source="remote"}';
    await vi.waitFor(async () => expect(series(await scrape(two), 'dd_redis_up')).toBe(1), { timeout: 10_000 });
    await vi.waitFor(
      async () => {
        await one.deps.bus.publish('sessions', { type: 'sessions.ended', sessionIds: ['none'] });
        expect(series(await scrape(two), lag)).toBeGreaterThanOrEqual(1);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(series(await scrape(one), 'dd_bus_delivery_lag_seconds_count{source="local"}')).toBeGreaterThanOrEqual(1);
  });
});
