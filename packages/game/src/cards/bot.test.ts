import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { botAction, randomAction } from './bot.js';
import { STARTER_DECK } from './card-set.js';
import { applyAction, initialState, type CardMatchState } from './engine.js';
import { playGame, type Strategy } from './play.js';
import { A, B, match, testSeed } from '../../test/card-fixtures.js';
import { playerView } from './view.js';

const botFor = (state: CardMatchState, id = A) => botAction(playerView(state, id));

describe('the practice bot', () => {
  it('takes a win when it has one', () => {
    const state = match({ hand: ['loyalty_card', 'impulse_buy', 'window_shopping'], buyPower: 8 });
    expect(botFor(state)).toEqual({ type: 'play_card', playerId: A, cardId: 'impulse_buy' });
  });

  it('never hands the opponent a win with Flash Sale', () => {
    const state = match({ hand: ['flash_sale'], buyPower: 2 }, { buyPower: 9 });
    expect(botFor(state)).toEqual({ type: 'end_turn', playerId: A });
  });

  it('does not draw itself out of cards', () => {
    const state = match({ hand: ['window_shopping'], deck: ['refund'], discard: [] });
    expect(botFor(state)).toEqual({ type: 'end_turn', playerId: A });
  });

  it('ends its turn when it has nothing it can afford', () => {
    const state = match({ hand: ['bulk_order'], energy: 2 });
    expect(botFor(state)).toEqual({ type: 'end_turn', playerId: A });
  });

  it("decides the same whatever the opponent's hand or either deck's order, which it cannot see", () => {
    for (let n = 1; n <= 200; n++) {
      const state = initialState(testSeed(n), [A, B], [STARTER_DECK, STARTER_DECK], 'async', 0);
      const id = state.currentTurn === 'player_a' ? A : B;
      const hidden: CardMatchState = {
        ...state,
        seed: testSeed(n + 1_000),
        rng: state.rng + 1,
        playerA: { ...state.playerA, deck: [...state.playerA.deck].reverse() },
        playerB: { ...state.playerB, deck: [...state.playerB.deck].reverse() },
      };
      const opponent = id === A ? 'playerB' : 'playerA';
      const swapped = { ...hidden, [opponent]: { ...hidden[opponent], hand: hidden[opponent].deck.slice(0, 5) } };
      expect(botFor(swapped, id)).toEqual(botFor(state, id));
    }
  });

  it('wins most games against a player of random legal cards, from either seat', () => {
    let botWins = 0;
    const games = 400;
    for (let seed = 1; seed <= games; seed++) {
      const rand = seededRandom(seed * 31);
      const random: Strategy = (view) => randomAction(view, rand);
      const botSeat = seed % 2;
      const { final } = playGame(testSeed(seed), botSeat === 0 ? [botAction, random] : [random, botAction]);
      if (final.winner === (botSeat === 0 ? A : B)) botWins++;
    }
    expect(botWins / games).toBeGreaterThanOrEqual(0.7);
  }, 30_000);

  it('only ever chooses legal actions', () => {
    const state = initialState(testSeed(9), [A, B], [STARTER_DECK, STARTER_DECK], 'blitz', 0);
    const id = state.currentTurn === 'player_a' ? A : B;
    expect(applyAction(state, botFor(state, id), 0).ok).toBe(true);
  });
});
