import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { newMember, type Member } from './members.js';

/** GET /api/card/matches/:id/<part> as a member, or as a visitor (`null`). */
export function readMatchPart(
  app: FastifyInstance,
  member: Member | null,
  matchId: number | string,
  part: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/card/matches/${matchId}/${part}`,
    ...(member ? { headers: member.headers } : {}),
  });
}

/**
 * A match's `part` is for its two players only: a visitor gets 401, a member outside the match and an unknown
 * match 404. Gives the outsider's answer, for what it must not show.
 */
export async function expectPlayersOnly(
  app: FastifyInstance,
  part: string,
  player: Member,
  matchId: number,
): Promise<LightMyRequestResponse> {
  const stranger = await newMember(app);
  expect((await readMatchPart(app, null, matchId, part)).statusCode).toBe(401);
  const outsider = await readMatchPart(app, stranger, matchId, part);
  expect(outsider.statusCode).toBe(404);
  expect((await readMatchPart(app, player, 99_999_999, part)).statusCode).toBe(404);
  return outsider;
}
