import type { CardMatchStateResponse } from '@dd/contracts';
import { botAction, type CardAction } from '@dd/game';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CardMatchesTable } from '../src/db/database.js';
import type { Db } from '../src/db/dialect.js';
import { injectAs, type Member, type PartCall } from './members.js';

import { botView } from './card-bot-view.js';

export { botView };

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
export const cardCall: PartCall = (app, member, method, path, payload) => {
  if (method === 'GET') {
    const query = new URLSearchParams(Object.entries(payload ?? {}).map(([k, v]): [string, string] => [k, String(v)]));
    return injectAs(app, member, method, `/api/card/${path}?${query.toString()}`);
  }
  return injectAs(app, member, method, `/api/card/${path}`, payload ?? {});
};

/** The match as `member` sees it; the read must succeed. */
export async function readMatchState(
  app: FastifyInstance,
  member: Member,
  matchId: number,
): Promise<CardMatchStateResponse> {
  const res = await cardCall(app, member, 'GET', 'get-match-state', { matchId, playerId: member.user.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CardMatchStateResponse>();
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

/** The move the bot would choose from `view` (the member's own view), sent as the member; the answer, unchecked. */
export function sendBotMove(
  app: FastifyInstance,
  member: Member,
  matchId: number,
  view: CardMatchStateResponse,
): Promise<LightMyRequestResponse> {
  return sendCardAction(app, member, matchId, botAction(botView(view)));
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
  let state = await readMatchState(app, player, matchId);
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

/**
 * A match row written straight to the database, for what no call makes: a match as older code stored it, or a
 * position a game reaches only by chance. The state's `gameStatus` is the row's status.
 */
export interface StoredCardMatch<State extends { gameStatus: CardMatchesTable['status'] }> {
  mode: CardMatchesTable['mode'];
  a: Member;
  b: Member;
  state: State;
  version: number;
  turnDeadline: string | null;
  /** Left out: a match from before the action log, which has none. */
  decks?: readonly (readonly string[])[];
  createdAt: string;
  updatedAt: string;
}

/** Stores `match` and answers its id. */
export async function insertCardMatch<State extends { gameStatus: CardMatchesTable['status'] }>(
  db: Db,
  match: StoredCardMatch<State>,
): Promise<number> {
  const row = await db.kysely
    .insertInto('card_matches')
    .values({
      mode: match.mode,
      player_a_id: match.a.user.id,
      player_b_id: match.b.user.id,
      state: JSON.stringify(match.state),
      version: match.version,
      status: match.state.gameStatus,
      turn_deadline: match.turnDeadline,
      duel_id: null,
      ...(match.decks ? { decks: JSON.stringify(match.decks) } : {}),
      created_at: match.createdAt,
      updated_at: match.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
