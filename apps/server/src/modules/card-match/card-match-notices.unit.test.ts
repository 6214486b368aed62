import { applyLoggedAction, type CardLoggedAction, type CardMatchState } from '@dd/game';
import { A, B, DEADLINE, match } from '@dd/game/testing';
import { describe, expect, it } from 'vitest';
import { matchLink, matchOverResult, noticesOf, tellsAnyone, turnEndingNotice } from './card-match-notices.js';

/** The match row's fields the rules read: an async match between members A and B. */
const ASYNC = { mode: 'async', practice: 0, player_a_id: A, player_b_id: B } as const;

function step(state: CardMatchState, action: CardLoggedAction, now = 1_000): CardMatchState {
  const result = applyLoggedAction(state, action, now);
  if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
  return result.state;
}

const yourTurn = (userId: number, actorId: number) => ({ userId, kind: 'card.your_turn', actorId, detail: null });
const over = (userId: number, actorId: number, detail: string) => ({
  userId,
  kind: 'card.match_over',
  actorId,
  detail,
});

describe('what a change of an async match tells its players', () => {
  it('tells the player who starts a new match that it is their turn, the opponent as actor', () => {
    expect(noticesOf(ASYNC, null, match())).toEqual({ tell: [yourTurn(A, B)], settle: [] });
    expect(noticesOf(ASYNC, null, match({}, {}, { currentTurn: 'player_b' }))).toEqual({
      tell: [yourTurn(B, A)],
      settle: [],
    });
  });

  it('tells the player the turn passed to, and settles the one who played it; a play within a turn tells nobody', () => {
    const start = match({ hand: ['loyalty_card'] });
    const played = step(start, { type: 'play_card', playerId: A, cardId: 'loyalty_card' });
    expect(noticesOf(ASYNC, start, played)).toEqual({ tell: [], settle: [] });
    expect(tellsAnyone(noticesOf(ASYNC, start, played))).toBe(false);
    const passed = step(played, { type: 'end_turn', playerId: A });
    expect(noticesOf(ASYNC, played, passed)).toEqual({ tell: [yourTurn(B, A)], settle: [A] });
    expect(tellsAnyone(noticesOf(ASYNC, played, passed))).toBe(true);
  });

  it('tells both players how the match ended, each with the other as actor, and settles both', () => {
    const start = match({ hand: ['loyalty_card'], buyPower: 9 });
    const won = step(start, { type: 'play_card', playerId: A, cardId: 'loyalty_card' });
    expect(won.winner).toBe(A);
    expect(noticesOf(ASYNC, start, won)).toEqual({ tell: [over(A, B, 'win'), over(B, A, 'loss')], settle: [A, B] });
  });

  it('says a timeout is one: the one whose time ran out lost by it, the other won by it', () => {
    const start = match();
    const timedOut = step(start, { type: 'timeout', playerId: A }, DEADLINE);
    expect(noticesOf(ASYNC, start, timedOut).tell).toEqual([over(A, B, 'loss_timeout'), over(B, A, 'win_timeout')]);
  });

  it('does not tell a player of their own forfeit; the winner hears it from the forfeiter', () => {
    const start = match();
    const forfeited = step(start, { type: 'forfeit', playerId: B });
    expect(noticesOf(ASYNC, start, forfeited)).toEqual({ tell: [over(A, B, 'win')], settle: [A, B] });
  });

  it('calls a match with no winner a tie for both', () => {
    const tied = match({}, {}, { gameStatus: 'completed', winner: null, winReason: 'tie' });
    expect(matchOverResult(tied, A)).toBe('tie');
    expect(noticesOf(ASYNC, match(), tied).tell.map((n) => n.detail)).toEqual(['tie', 'tie']);
  });

  it('tells nobody anything in blitz or in practice (the players are on the board)', () => {
    const start = match({}, {}, { gameMode: 'blitz' });
    const passed = step(start, { type: 'end_turn', playerId: A });
    for (const row of [
      { ...ASYNC, mode: 'blitz' as const },
      { ...ASYNC, practice: 1 },
    ]) {
      expect(noticesOf(row, null, start)).toEqual({ tell: [], settle: [] });
      expect(noticesOf(row, start, passed)).toEqual({ tell: [], settle: [] });
      expect(noticesOf(row, start, step(start, { type: 'forfeit', playerId: A }))).toEqual({ tell: [], settle: [] });
    }
  });

  it('warns the player on turn, the opponent as actor, and links the board', () => {
    expect(turnEndingNotice(ASYNC, match({}, {}, { currentTurn: 'player_b' }))).toEqual({
      userId: B,
      kind: 'card.turn_ending',
      actorId: A,
      detail: null,
    });
    expect(matchLink(42)).toBe('/card-game/42');
  });
});
