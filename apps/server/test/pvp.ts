import type { PvpMatch } from '@dd/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Member } from './members.js';

/** A duel call through the API as `member` (no member: a visitor). */
export function pvpCall(
  app: FastifyInstance,
  member: Member | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/pvp/${path}`,
    ...(member ? { headers: member.headers } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The match of a `{match}` answer that must be 200. */
export function matchOf(res: LightMyRequestResponse): PvpMatch {
  expect(res.statusCode, res.body).toBe(200);
  const { match } = res.json<{ match: PvpMatch | null }>();
  if (!match) throw new Error(`no match in ${res.body}`);
  return match;
}

export const joinQueue = async (app: FastifyInstance, member: Member) =>
  matchOf(await pvpCall(app, member, 'POST', 'joinQueue'));

export const myMatch = async (app: FastifyInstance, member: Member): Promise<PvpMatch | null> => {
  const res = await pvpCall(app, member, 'GET', 'myMatch');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ match: PvpMatch | null }>().match;
};

/** `a` waits, `b` arrives: the active match they share. */
export async function pairUp(app: FastifyInstance, a: Member, b: Member): Promise<PvpMatch> {
  expect((await joinQueue(app, a)).status).toBe('pending');
  const match = await joinQueue(app, b);
  expect(match).toMatchObject({ status: 'active', player1_id: a.user.id, player2_id: b.user.id });
  return match;
}

/** The member whose turn it is, and the other one. */
export function seats(match: PvpMatch, a: Member, b: Member): { onTurn: Member; waiting: Member } {
  if (match.current_turn === a.user.id) return { onTurn: a, waiting: b };
  if (match.current_turn === b.user.id) return { onTurn: b, waiting: a };
  throw new Error(`nobody of the two is on turn in ${JSON.stringify(match)}`);
}

export const totalOf = (match: PvpMatch): number => (JSON.parse(match.game_state) as { total: number }).total;

export async function submitTurn(
  app: FastifyInstance,
  member: Member,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return pvpCall(app, member, 'POST', 'submitTurn', body);
}

/** Plays `adds` in turn order from the current state (each by whoever is on turn); answers the last match. */
export async function play(
  app: FastifyInstance,
  match: PvpMatch,
  a: Member,
  b: Member,
  adds: number[],
): Promise<PvpMatch> {
  let current = match;
  for (const add of adds) {
    const { onTurn } = seats(current, a, b);
    current = matchOf(await submitTurn(app, onTurn, { match_id: current.id, add }));
  }
  return current;
}
