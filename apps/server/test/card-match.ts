import type { CardMatchStateResponse, CardPlayerState } from '@dd/contracts';
import type { CardMatchView } from '@dd/game';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Member } from './members.js';

/** Tests only: the engine's view of an answer, for the bot (it reads only what the player was shown). */
export function botView(state: CardMatchStateResponse): CardMatchView {
  const seat = (p: CardPlayerState, id: number) => ({ ...p, id, lostBuyPower: 0 });
  return {
    ...state,
    turnDeadline: Date.parse(state.turnDeadline),
    you: state.playerId === state.playerAId ? 'player_a' : 'player_b',
    playerA: seat(state.playerA, state.playerAId),
    playerB: seat(state.playerB, state.playerBId),
  };
}

/**
 * Tests only: a call to `/api/card/{path}` as `member` (a visitor when null); a GET sends `payload` as the query,
 * a POST as the body.
 */
export function cardCall(
  app: FastifyInstance,
  member: Member | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const auth = member ? { headers: member.headers } : {};
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(payload ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
    return app.inject({ method, url: `/api/card/${path}?${query.toString()}`, ...auth });
  }
  return app.inject({ method, url: `/api/card/${path}`, ...auth, payload: payload ?? {} });
}
