import { describe, expect, it } from 'vitest';
import { testSeed } from '../test/card-fixtures.js';
import { applyDuelAction, duelInitialState, type DuelState } from './reach10.js';
import { SeedStream } from './seed-stream.js';

const players = [11, 22] as const;

function play(state: DuelState, player: number, add: number): DuelState {
  const result = applyDuelAction(state, { player, add });
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

describe('the Reach-10 duel', () => {
  it("starts at 0 with a first player drawn from the seed's stream, the same for the same seed", () => {
    const firsts = new Set<number>();
    for (let n = 1; n <= 40; n++) {
      const seed = testSeed(n);
      const state = duelInitialState(seed, players);
      expect(state).toMatchObject({ total: 0, winner: null, players });
      expect(state.turn).toBe(players[new SeedStream(seed).nextInt(2)]);
      expect(duelInitialState(seed, players).turn).toBe(state.turn);
      firsts.add(state.turn);
    }
    expect([...firsts].sort()).toEqual([11, 22]);
  });

  it('refuses a seed that is not 64 hex characters', () => {
    expect(() => duelInitialState('1234', players)).toThrow();
  });

  it('adds 1 or 2 and passes the turn until someone reaches 10', () => {
    let state: DuelState = { total: 0, players, turn: 11, winner: null };
    state = play(state, 11, 2);
    expect(state).toMatchObject({ total: 2, turn: 22, winner: null });
    state = play(state, 22, 1);
    expect(state).toMatchObject({ total: 3, turn: 11 });
    state = { ...state, total: 8 };
    state = play(state, 11, 2);
    expect(state).toMatchObject({ total: 10, winner: 11 });
  });

  it('wins on 10 or more: 9 + 2 = 11 wins too', () => {
    const state = play({ total: 9, players, turn: 22, winner: null }, 22, 2);
    expect(state).toMatchObject({ total: 11, winner: 22 });
  });

  it('refuses a player not on turn, a stranger, adds other than 1 or 2, and any move after the end', () => {
    const state: DuelState = { total: 4, players, turn: 11, winner: null };
    expect(applyDuelAction(state, { player: 22, add: 1 })).toMatchObject({ ok: false, error: 'not_your_turn' });
    expect(applyDuelAction(state, { player: 33, add: 1 })).toMatchObject({ ok: false, error: 'not_a_player' });
    for (const add of [0, 3, -1, 1.5, Number.NaN]) {
      expect(applyDuelAction(state, { player: 11, add })).toMatchObject({ ok: false, error: 'invalid_add' });
    }
    const over: DuelState = { total: 10, players, turn: 11, winner: 11 };
    expect(applyDuelAction(over, { player: 11, add: 1 })).toMatchObject({ ok: false, error: 'game_over' });
  });

  it('always ends within 10 moves, whatever the players add', () => {
    for (let seed = 1; seed <= 200; seed++) {
      let state = duelInitialState(testSeed(seed), players);
      let moves = 0;
      while (state.winner === null) {
        state = play(state, state.turn, ((seed >> (moves % 8)) & 1) + 1);
        moves++;
      }
      expect(moves).toBeLessThanOrEqual(10);
      expect(state.total).toBeGreaterThanOrEqual(10);
      expect(state.total).toBeLessThanOrEqual(11);
    }
  });
});
