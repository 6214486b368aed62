import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newMember, type Member } from '../../../test/members.js';
import { joinQueue, matchOf, pastCountdown, pvpCall, seats, submitTurn } from '../../../test/pvp.js';
import { TEST_ENGINE } from '../../../test/test-app.js';
import { sharedRedis, TEST_REDIS_URL } from '../../../test/redis-for-tests.js';
import { listenForSockets, TestSocket } from '../../../test/test-socket.js';
import { twoInstances, type TwoInstances } from '../../../test/two-instances.js';

/**
 * Two app instances on one database (see twoInstances) with a Redis bus each, as behind a load balancer: the
 * queue is one queue, and a duel's events reach a player whichever instance holds their socket.
 */
let c: TwoInstances;
let urls: [string, string];
const sockets: TestSocket[] = [];

const health = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: '/healthz' })).json();

const withRedis = await sharedRedis('The duel across two instances');

beforeAll(async () => {
  if (!withRedis) return;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  c = await twoInstances({ env: { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix } });
  urls = [await listenForSockets(c.apps[0]), await listenForSockets(c.apps[1])];
  await vi.waitFor(
    async () => {
      for (const app of c.apps) expect(await health(app)).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    },
    { timeout: 10_000, interval: 50 },
  );
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => c?.close());

async function socketOn(instance: 0 | 1, member: Member): Promise<TestSocket> {
  const socket = await TestSocket.ready(urls[instance], c.config.publicUrl, member.token);
  sockets.push(socket);
  return socket;
}

describe.skipIf(!withRedis)('the duel on two instances', () => {
  it('players queued on different instances are paired into one match', async () => {
    const [a, b] = [await newMember(c.apps[0]), await newMember(c.apps[0])];
    const pending = await joinQueue(c.apps[0], a);
    const match = await joinQueue(c.apps[1], b);
    expect(match).toMatchObject({ id: pending.id, status: 'active', player1_id: a.user.id, player2_id: b.user.id });
    expect(matchOf(await pvpCall(c.apps[0], a, 'GET', 'myMatch'))).toEqual(match);
  });

  // Two SQLite connections in one process wait for each other's write lock by blocking the event loop both
  // depend on; several instances are a PostgreSQL set-up (one SQLite server runs one instance).
  it.skipIf(TEST_ENGINE === 'sqlite')(
    'members joining at once through both instances are paired once each',
    async () => {
      const players: Member[] = [];
      for (let i = 0; i < 20; i++) players.push(await newMember(c.apps[0]));
      const answers = await Promise.all(
        players.map((p, i) => pvpCall(c.apps[i % 2 === 0 ? 0 : 1], p, 'POST', 'joinQueue')),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const matches = await Promise.all(
        players.map(async (p, i) => matchOf(await pvpCall(c.apps[i % 2 === 0 ? 1 : 0], p, 'GET', 'myMatch'))),
      );
      expect(matches.every((m) => m.status === 'active')).toBe(true);
      const byId = new Map(matches.map((m) => [m.id, m]));
      expect(byId.size).toBe(10);
      const seated = [...byId.values()].flatMap((m) => [m.player1_id, m.player2_id]);
      expect(seated).toHaveLength(20);
      expect(new Set(seated)).toEqual(new Set(players.map((p) => p.user.id)));
    },
  );

  it('a socket on instance 2 receives the event of a move made on instance 1', async () => {
    const [a, b] = [await newMember(c.apps[0]), await newMember(c.apps[0])];
    await joinQueue(c.apps[0], a);
    const match = await joinQueue(c.apps[0], b);
    const { onTurn, waiting } = seats(match, a, b);
    const waitingOnSecond = await socketOn(1, waiting);
    const moverOnSecond = await socketOn(1, onTurn);
    await pastCountdown(c.apps[0], match);

    expect((await submitTurn(c.apps[0], onTurn, { match_id: match.id, add: 1 })).statusCode).toBe(200);
    expect(await waitingOnSecond.next()).toEqual({ type: 'pvp.match', matchId: match.id });
    expect(await moverOnSecond.next()).toEqual({ type: 'pvp.match', matchId: match.id });
    // The answer through instance 2 is the move made on instance 1.
    const seen = matchOf(await pvpCall(c.apps[1], waiting, 'GET', 'myMatch'));
    expect(JSON.parse(seen.game_state)).toMatchObject({ total: 1 });
    expect(seen.current_turn).toBe(waiting.user.id);
  });
});
