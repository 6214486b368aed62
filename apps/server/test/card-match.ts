import type { CardMatchStateResponse } from '@dd/contracts';
import type { CardAction } from '@dd/game';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Member } from './members.js';

export { botView } from './card-bot-view.js';

/** Ten known cards, the fewest a deck may hold: a valid deck to save. */
export const TEN_CARD_DECK: readonly string[] = [
  'impulse_buy',
  'impulse_buy',
  'greedy_grab',
  'greedy_grab',
  'the_butler',
  'return_policy',
  'swipe_war',
  'flash_sale',
  'refund',
  'doorbuster',
];

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

/** `action` as the member's client sends it (an end of turn never claims a timeout); the answer, unchecked. */
export function sendCardAction(
  app: FastifyInstance,
  member: Member,
  matchId: number,
  action: CardAction,
): Promise<LightMyRequestResponse> {
  const base = { matchId, playerId: member.user.id };
  if (action.type === 'play_card')
    return cardCall(app, member, 'POST', 'play-card', { ...base, cardId: action.cardId });
  if (action.type === 'end_turn') return cardCall(app, member, 'POST', 'end-turn', { ...base, isTimeout: false });
  return cardCall(app, member, 'POST', 'forfeit-match', base);
}

/**
 * Ordinary ends of turn (each a move of its player) until `player` has made `moves` moves of their own and the
 * turn is back with them (`onTurn: 'player'`) or with the other (`'other'`): a match someone may then forfeit or
 * let time out without aborting it.
 */
export async function giveMoves(
  app: FastifyInstance,
  player: Member,
  other: Member,
  matchId: number,
  moves: number,
  onTurn: 'player' | 'other' = 'player',
): Promise<void> {
  const read = await cardCall(app, player, 'GET', 'get-match-state', { matchId, playerId: player.user.id });
  expect(read.statusCode, read.body).toBe(200);
  let state = read.json<CardMatchStateResponse>();
  let made = 0;
  while (made < moves || (state.turn === player.user.id) !== (onTurn === 'player')) {
    const mover = state.turn === player.user.id ? player : other;
    const res = await cardCall(app, mover, 'POST', 'end-turn', { matchId, playerId: mover.user.id, isTimeout: false });
    expect(res.statusCode, res.body).toBe(200);
    state = res.json<CardMatchStateResponse>();
    expect(state.gameStatus).toBe('in_progress');
    if (mover === player) made += 1;
  }
}

/**
 * The Card Battle rematch of a finished duel as players now make it (issue 22): `inviter` invites, `invitee`
 * accepts through the spec's create-match (the inviter is player A). The create-match answer, or the invitation's
 * refusal when it was refused.
 */
export async function startRematch(
  app: FastifyInstance,
  inviter: Member,
  invitee: Member,
  gameMode: 'blitz' | 'async' = 'async',
): Promise<LightMyRequestResponse> {
  const invited = await cardCall(app, inviter, 'POST', 'rematch-invitations', {
    opponentId: invitee.user.id,
    gameMode,
  });
  if (invited.statusCode !== 200) return invited;
  return cardCall(app, invitee, 'POST', 'create-match', {
    playerAId: inviter.user.id,
    playerBId: invitee.user.id,
    gameMode,
  });
}
