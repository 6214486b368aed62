import type { CardMatchStateResponse } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { TestSocket } from '../test-socket.js';
import { call, ok, registerMember, type HttpMember } from './http-client.js';
import { PrivateRedis } from './private-redis.js';
import { faultData, report, serverEnv, ServerProcess, type FaultData } from './server-process.js';

/**
 * Redis killed and started again while two players play a card match, each on another instance (two real
 * servers on one database, one Redis): the instances keep serving, the players see each other's moves by
 * polling, and push crosses the instances again once Redis is back on its port.
 */

/** One player: their instance, their push socket on it. */
interface Seat {
  member: HttpMember;
  server: ServerProcess;
  socket: TestSocket;
}

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

async function waitFor<T>(what: string, withinMs: number, probe: () => Promise<T | undefined>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await probe()) !== undefined) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const healthIs = (server: ServerProcess, redis: 'up' | 'down') => async () => {
  const res = await call(server.url, 'GET', '/healthz');
  return res.status === 200 && JSON.stringify(res.body) === JSON.stringify({ status: 'ok', database: 'up', redis })
    ? true
    : undefined;
};

const stateFor = (seat: Seat, matchId: number) =>
  ok<CardMatchStateResponse>(
    seat.server.url,
    'GET',
    `/api/card/get-match-state?matchId=${matchId}&playerId=${seat.member.id}`,
    { token: seat.member.token },
  );

/** Reads whatever the socket received so far, so the next `next()` is what comes after. */
async function drain(socket: TestSocket): Promise<void> {
  while (socket.unread.length > 0) await socket.next();
}

describe(`Redis killed and restarted under a card match on two instances (${engine})`, () => {
  let redis: PrivateRedis;
  let data: FaultData;
  const servers: ServerProcess[] = [];
  let seats: [Seat, Seat];
  let matchId: number;

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    data = await faultData(engine);
    const env = serverEnv(data, { REDIS_URL: redis.url, REDIS_PREFIX: 'faults:' });
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await ServerProcess.start(env));
    servers.push(await ServerProcess.start(env));
    const [one, two] = servers as [ServerProcess, ServerProcess];
    for (const server of servers) await waitFor('redis up', 10_000, healthIs(server, 'up'));

    const a = await registerMember(one.url, 'redis');
    const b = await registerMember(two.url, 'redis');
    const join = (server: ServerProcess, m: HttpMember) =>
      ok<{ status?: string; matchId?: number }>(server.url, 'POST', '/api/card/join-async-queue', { token: m.token });
    expect(await join(one, a)).toEqual({ status: 'waiting' });
    const paired = await join(two, b);
    if (paired.matchId === undefined) throw new Error('not paired');
    matchId = paired.matchId;
    expect(await join(one, a)).toEqual({ matchId });

    const socketOn = (server: ServerProcess, m: HttpMember) =>
      TestSocket.ready(server.url.replace(/^http/, 'ws'), server.url, m.token);
    seats = [
      { member: a, server: one, socket: await socketOn(one, a) },
      { member: b, server: two, socket: await socketOn(two, b) },
    ];
  }, 90_000);

  afterAll(async () => {
    for (const seat of seats ?? []) seat.socket.close();
    for (const server of servers) await server.kill();
    await redis?.down();
    await data?.remove();
  });

  /** Who is on turn (asked on the asking player's own instance) and the other. */
  async function turn(): Promise<{ mover: Seat; waiting: Seat; state: CardMatchStateResponse }> {
    const state = await stateFor(seats[0], matchId);
    const mover = seats.find((s) => s.member.id === state.turn)!;
    return { mover, waiting: seats.find((s) => s !== mover)!, state };
  }

  /** The player on turn ends it through their own instance; answers the seats and how long the move took. */
  async function endTurn(): Promise<{ mover: Seat; waiting: Seat; ms: number; turnCount: number }> {
    const { mover, waiting } = await turn();
    await Promise.all(seats.map((s) => drain(s.socket)));
    const res = await call(mover.server.url, 'POST', '/api/card/end-turn', {
      token: mover.member.token,
      body: { matchId, playerId: mover.member.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { mover, waiting, ms: res.ms, turnCount: (res.body as CardMatchStateResponse).turnCount };
  }

  async function expectPushedAcross(): Promise<number> {
    const { waiting } = await endTurn();
    const started = Date.now();
    // The async match's turn also tells the waiting player in their notifications, on the same socket.
    expect(await waiting.socket.nextUnordered(2, 3_000)).toEqual([
      { type: 'card.match', matchId },
      expect.objectContaining({ type: 'notification.new' }),
    ]);
    return Date.now() - started;
  }

  it('with Redis up, a move on one instance is pushed to the player on the other', async () => {
    await expectPushedAcross();
    await expectPushedAcross();
  });

  it('Redis frozen (it stops answering, its connections stay open): moves still answer at once, /healthz says so', async () => {
    redis.pause(true);
    try {
      // The bus's PING (every 2 s, 2 s to answer) finds out.
      const noticed = await Promise.all(servers.map((s) => waitFor('redis down', 8_000, healthIs(s, 'down'))));
      report(`redis frozen: /healthz said so after ${Math.max(...noticed)} ms`);
      for (let i = 0; i < 2; i++) {
        const { waiting, ms, turnCount } = await endTurn();
        // Publishing is not awaited by the move; the publish itself gives up after the bus's command timeout.
        expect(ms).toBeLessThan(1_000);
        expect((await stateFor(waiting, matchId)).turnCount).toBe(turnCount);
      }
    } finally {
      redis.pause(false);
    }
    const back = await Promise.all(servers.map((s) => waitFor('redis back', 8_000, healthIs(s, 'up'))));
    report(`redis going on again: /healthz up after ${Math.max(...back)} ms`);
    // What was published while frozen is delivered late or not at all; once that settled (past the bus's 2 s
    // command timeout), the next move is pushed across as before (endTurn drains the sockets first).
    await new Promise((r) => setTimeout(r, 2_000));
    await expectPushedAcross();
  });

  it('Redis killed: both instances keep serving, moves succeed at once, the other player sees them by polling', async () => {
    await redis.down('SIGKILL');
    const noticed = await Promise.all(servers.map((s) => waitFor('redis down', 10_000, healthIs(s, 'down'))));
    report(`redis killed: /healthz said so after ${Math.max(...noticed)} ms`);

    for (let i = 0; i < 4; i++) {
      const { waiting, ms, turnCount } = await endTurn();
      // The move does not wait for Redis.
      expect(ms).toBeLessThan(1_000);
      // The waiting player's client polls the state on its own instance: the move is there.
      const polled = await stateFor(waiting, matchId);
      expect(polled.turn).toBe(waiting.member.id);
      expect(polled.turnCount).toBe(turnCount);
    }
    // The rest of the site too, on both instances.
    for (const server of servers) {
      expect((await call(server.url, 'GET', '/api/forum/threads')).status).toBe(200);
      expect((await call(server.url, 'GET', '/healthz')).status).toBe(200);
    }
    const late = await registerMember(servers[1]!.url, 'redis');
    expect(late.token).toEqual(expect.any(String));
    // The push sockets stay open: they are the instance's, not Redis's.
    for (const seat of seats) expect(seat.socket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('Redis started again on its port: the instances reconnect by themselves and push crosses again', async () => {
    await redis.up();
    const back = await Promise.all(servers.map((s) => waitFor('redis back', 15_000, healthIs(s, 'up'))));
    report(`redis restarted: both instances up again after ${Math.max(...back)} ms`);
    const delays = [await expectPushedAcross(), await expectPushedAcross()];
    report(`push across instances after the restart: ${delays.join(', ')} ms`);
    for (const server of servers) expect(server.alive).toBe(true);
  });
});
