import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, type Member } from '../../../test/members.js';
import { TEST_ENGINE } from '../../../test/test-app.js';
import { twoInstances, type TwoInstances } from '../../../test/two-instances.js';

/** Two app instances on one database (see twoInstances): the card queues are one queue for both. */
let c: TwoInstances;

beforeAll(async () => {
  c = await twoInstances();
});
afterAll(async () => c.close());

async function join(app: FastifyInstance, member: Member): Promise<{ status?: 'waiting'; matchId?: number }> {
  const res = await app.inject({ method: 'POST', url: '/api/card/join-async-queue', headers: member.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the card queues on two instances', () => {
  // Two SQLite connections in one process wait for each other's write lock by blocking the event loop both
  // depend on; several instances are a PostgreSQL set-up (one SQLite server runs one instance).
  it.skipIf(TEST_ENGINE === 'sqlite')(
    '20 members joining at once through both instances make 10 matches, nobody twice',
    async () => {
      const players: Member[] = [];
      for (let i = 0; i < 20; i++) players.push(await newMember(c.apps[0]));
      const appOf = (i: number) => c.apps[i % 2]!;
      const first = await Promise.all(players.map((p, i) => join(appOf(i), p)));
      expect(first.filter((r) => r.matchId !== undefined)).toHaveLength(10);
      const again = await Promise.all(
        players.map(async (p, i) => (first[i]!.matchId ? first[i]! : join(appOf(i + 1), p))),
      );
      const rows = await c.dbs[0].kysely.selectFrom('card_matches').selectAll().execute();
      expect(rows).toHaveLength(10);
      const seated = rows.flatMap((r) => [r.player_a_id, r.player_b_id]);
      expect(new Set(seated).size).toBe(20);
      // Each member was answered the match they sit in.
      again.forEach((r, i) => {
        const row = rows.find((m) => m.id === r.matchId);
        expect([row?.player_a_id, row?.player_b_id]).toContain(players[i]!.user.id);
      });
    },
  );
});
