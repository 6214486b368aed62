import { applyLoggedAction, type CardLoggedAction, type CardMatchState, type CardPlayerState } from '@dd/game';
import { A, B, match as testMatch } from '@dd/game/testing';
import { describe, expect, it } from 'vitest';
import { moveLogEntries, type MoveLogAction } from './card-move-log.js';

const AT = '2026-01-05T12:00:00.000Z';
const DECK = ['loyalty_card', 'impulse_buy', 'refund', 'bulk_order'];

/** A blitz match, player A on turn, both seats drawing from DECK. */
const match = (a: Partial<CardPlayerState>, b: Partial<CardPlayerState> = {}): CardMatchState =>
  testMatch(
    { deck: DECK, moves: 0, ...a },
    { deck: DECK, moves: 0, ...b },
    { gameMode: 'blitz', rng: 0, turnTimerSeconds: 45 },
  );

/** The actions applied with the engine from `start`: the log rows and every state, as the server keeps them. */
function run(start: CardMatchState, actions: CardLoggedAction[]) {
  const states = [start];
  const rows: MoveLogAction[] = [];
  for (const [i, action] of actions.entries()) {
    const now = action.type === 'timeout' ? 200_000 * (i + 1) : 1_000;
    const result = applyLoggedAction(states[i] as CardMatchState, action, now);
    if (!result.ok) throw new Error(`${action.type}: ${result.message}`);
    states.push(result.state);
    rows.push({
      n: i + 1,
      playerId: action.playerId,
      type: action.type,
      cardId: action.type === 'play_card' ? action.cardId : null,
      at: AT,
    });
  }
  return { rows, states };
}

const play = (playerId: number, cardId: string): CardLoggedAction => ({ type: 'play_card', playerId, cardId });

describe('the move log the server answers', () => {
  it('numbers the turns, names the card of each play and says what it did', () => {
    const start = match({ hand: ['impulse_buy', 'greedy_grab'] }, { hand: ['return_policy'] });
    const { rows, states } = run(start, [
      play(A, 'impulse_buy'),
      play(A, 'greedy_grab'),
      { type: 'end_turn', playerId: A },
      play(B, 'return_policy'),
    ]);
    const entries = moveLogEntries(rows, states);
    expect(entries.map((e) => [e.n, e.turn, e.player, e.type, e.cardId])).toEqual([
      [1, 1, A, 'play_card', 'impulse_buy'],
      [2, 1, A, 'play_card', 'greedy_grab'],
      [3, 1, A, 'end_turn', undefined],
      [4, 2, B, 'play_card', 'return_policy'],
    ]);
    expect(entries[0]?.effect).toMatchObject({ buyPower: 2, opponentBuyPower: 0, drew: 0, doubled: false });
    expect(entries[1]?.effect).toMatchObject({ buyPower: 1, drew: 1 });
    expect(entries[3]?.effect).toMatchObject({ buyPower: 0, opponentBuyPower: -1, blocked: false });
    // An end of turn carries no effect: its draw is the player's secret.
    expect(entries[2]).not.toHaveProperty('effect');
  });

  it('tells a doubled play, a shielded attack, Swipe War and a gift to the opponent', () => {
    const start = match(
      { hand: ['flash_sale', 'swipe_war', 'chargeback'], buffs: [{ id: 'double' }], energy: 4, maxEnergy: 4 },
      { hand: ['refund', 'refund', 'refund'], buffs: [{ id: 'shield' }], buyPower: 3 },
    );
    const { rows, states } = run(start, [play(A, 'flash_sale'), play(A, 'chargeback')]);
    const [flash, chargeback] = moveLogEntries(rows, states);
    expect(flash?.effect).toMatchObject({ buyPower: 6, opponentBuyPower: 2, doubled: true });
    expect(chargeback?.effect).toMatchObject({ opponentBuyPower: 0, blocked: true, doubled: false });

    const swipe = run(match({ hand: ['swipe_war', 'refund'] }, { hand: ['refund', 'refund', 'refund'] }), [
      play(A, 'swipe_war'),
    ]);
    expect(moveLogEntries(swipe.rows, swipe.states)[0]?.effect).toMatchObject({
      discardedHands: true,
      drew: 1,
      opponentDrew: 1,
    });
  });

  it('counts each player’s timeouts and answers only the entries after `after`', () => {
    const start = match({ hand: ['the_butler'] });
    const { rows, states } = run(start, [
      play(A, 'the_butler'),
      { type: 'timeout', playerId: A },
      { type: 'timeout', playerId: B },
      { type: 'timeout', playerId: A },
    ]);
    const all = moveLogEntries(rows, states);
    expect(all[0]?.effect).toMatchObject({ nextCardFree: true, buyPower: 0 });
    expect(all.map((e) => [e.type, e.turn, e.timeouts])).toEqual([
      ['play_card', 1, undefined],
      ['timeout', 1, 1],
      ['timeout', 2, 1],
      ['timeout', 3, 2],
    ]);
    expect(moveLogEntries(rows, states, 2).map((e) => e.n)).toEqual([3, 4]);
    expect(moveLogEntries(rows, states, 4)).toEqual([]);
  });

  it('answers who did what without effects when the match cannot be re-run', () => {
    const { rows } = run(match({ hand: ['impulse_buy'] }), [play(A, 'impulse_buy'), { type: 'forfeit', playerId: B }]);
    const entries = moveLogEntries(rows, null);
    expect(entries).toEqual([
      { n: 1, turn: 1, player: A, type: 'play_card', cardId: 'impulse_buy', at: AT },
      { n: 2, turn: 1, player: B, type: 'forfeit', at: AT },
    ]);
  });
});
