import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { randomAction } from './bot.js';
import { CARDS, CARD_SET_VERSIONS, validateDeck } from './card-set.js';
import { applyAction, applyTimeout, initialState, type CardMatchState } from './engine.js';
import { cardBlockReason, playBlockReason, type PlayBlockReason } from './play-block.js';
import { A, B, DEADLINE, NOW, match, seat, testSeed } from '../../test/card-fixtures.js';
import { playerView } from './view.js';

/** The legal-move query (issue 23): each reason from a player's own view, and always the engine's answer. */

const viewOf = (state: CardMatchState, playerId: number) => playerView(state, playerId);

describe('playBlockReason', () => {
  const state = match({
    hand: ['bulk_order', 'impulse_buy', 'loyalty_card'],
    energy: 1,
    playedCards: ['loyalty_card'],
  });

  it.each<[string, CardMatchState, number, string, number | undefined, PlayBlockReason | null]>([
    ['a playable card', state, A, 'impulse_buy', NOW, null],
    ['the match is over', { ...state, gameStatus: 'completed' }, A, 'impulse_buy', NOW, 'game_over'],
    ['a forfeited match is over too', { ...state, gameStatus: 'forfeited' }, A, 'impulse_buy', NOW, 'game_over'],
    ["the opponent's turn", state, B, 'impulse_buy', NOW, 'not_your_turn'],
    ['at the deadline', state, A, 'impulse_buy', DEADLINE, 'turn_time_over'],
    ['a card of the set not in the hand', state, A, 'chargeback', NOW, 'card_not_in_hand'],
    ['a card id of no set', state, A, 'golden_ticket', NOW, 'card_not_in_hand'],
    ['a copy already on the table this turn', state, A, 'loyalty_card', NOW, 'card_already_played'],
    ['a card dearer than the energy left', state, A, 'bulk_order', NOW, 'not_enough_energy'],
  ])('%s', (_, s, playerId, cardId, now, reason) => {
    expect(playBlockReason(viewOf(s, playerId), cardId, now)).toBe(reason);
  });

  it('without a time it leaves the deadline to the server (a client clock is not the server clock)', () => {
    expect(playBlockReason(viewOf(state, A), 'impulse_buy')).toBeNull();
    expect(playBlockReason(viewOf(state, A), 'impulse_buy', DEADLINE - 1)).toBeNull();
  });

  it('a pending free card makes a dear one affordable', () => {
    const free = match({ hand: ['bulk_order'], energy: 0, nextCardFree: true });
    expect(playBlockReason(viewOf(free, A), 'bulk_order', NOW)).toBeNull();
  });

  it('checks in the order the engine refuses: the match, the turn, the time, then the card', () => {
    const over = { ...state, gameStatus: 'completed' as const, currentTurn: 'player_b' as const };
    expect(playBlockReason(viewOf(over, A), 'golden_ticket', DEADLINE)).toBe('game_over');
    expect(playBlockReason(viewOf({ ...state, currentTurn: 'player_b' }, A), 'golden_ticket', DEADLINE)).toBe(
      'not_your_turn',
    );
    expect(playBlockReason(viewOf(state, A), 'golden_ticket', DEADLINE)).toBe('turn_time_over');
  });

  it("reads the card's cost in the match's own set", () => {
    // Flash Sale costs 2 in set 1 (a match dealt before issue 22's balance) and 1 in set 2.
    const hand = seat(A, { hand: ['flash_sale'], energy: 1 });
    expect(cardBlockReason(hand, 'flash_sale', 1)).toBe('not_enough_energy');
    expect(cardBlockReason(hand, 'flash_sale', 2)).toBeNull();
    const legacy = match({ hand: ['flash_sale'], energy: 1 });
    expect(legacy).not.toHaveProperty('cardSet');
    expect(playBlockReason(viewOf(legacy, A), 'flash_sale', NOW)).toBe('not_enough_energy');
    expect(playBlockReason(viewOf({ ...legacy, cardSet: 2 }, A), 'flash_sale', NOW)).toBeNull();
  });

  it('cardBlockReason is the card part alone: the same whoever is on turn', () => {
    const offTurn = { ...state, currentTurn: 'player_b' as const };
    expect(playBlockReason(viewOf(offTurn, A), 'bulk_order', NOW)).toBe('not_your_turn');
    expect(cardBlockReason(offTurn.playerA, 'bulk_order', 2)).toBe('not_enough_energy');
    expect(cardBlockReason(offTurn.playerA, 'loyalty_card', 2)).toBe('card_already_played');
    expect(cardBlockReason(offTurn.playerA, 'impulse_buy', 2)).toBeNull();
  });
});

const ids = CARDS.map((c) => c.id);
const deck = fc
  .array(fc.constantFrom(...ids), { minLength: 10, maxLength: 20 })
  .filter((cards) => validateDeck(cards) === null);

describe('playBlockReason agrees with the engine', () => {
  it('for every card, either player and any time, in matches reached by random play', () => {
    const answers = new Set<PlayBlockReason | null>();
    fc.assert(
      fc.property(
        fc.nat(),
        fc.tuple(deck, deck),
        fc.constantFrom(...CARD_SET_VERSIONS),
        fc.constantFrom('blitz' as const, 'async' as const),
        fc.array(fc.nat(60_000), { minLength: 1, maxLength: 60 }),
        (n, decks, cardSet, mode, waits) => {
          const rand = seededRandom(n);
          let now = 0;
          let state = initialState(testSeed(n), [A, B], decks, mode, now, cardSet);
          /** Every card's play by either player now: the engine's answer and the view's must agree. */
          const compareAll = () => {
            for (const playerId of [A, B]) {
              const view = playerView(state, playerId);
              for (const cardId of [...ids, 'golden_ticket']) {
                const result = applyAction(state, { type: 'play_card', playerId, cardId }, now);
                const reason = playBlockReason(view, cardId, now);
                expect(reason).toBe(result.ok ? null : result.error);
                answers.add(reason);
                if (result.ok) {
                  const me = result.state[playerId === A ? 'playerA' : 'playerB'];
                  expect(me.playedCards).toContain(cardId);
                }
              }
            }
          };
          for (const wait of waits) {
            now += wait;
            compareAll();
            if (state.gameStatus !== 'in_progress') break;
            const onTurn = state.currentTurn === 'player_a' ? A : B;
            const result = applyAction(state, randomAction(playerView(state, onTurn), rand), now);
            // Refused only when its time is over: the server's sweeper then applies the timeout.
            state = result.ok ? result.state : applyTimeout(state, now);
          }
          // A match that random play left running ends by a forfeit, so every run compares an ended match too.
          if (state.gameStatus === 'in_progress') {
            const forfeited = applyAction(state, { type: 'forfeit', playerId: A }, now);
            if (forfeited.ok) state = forfeited.state;
          }
          compareAll();
        },
      ),
      { numRuns: 60 },
    );
    // The random matches reached every answer, so each was compared.
    expect(answers).toEqual(
      new Set([
        'card_already_played',
        'card_not_in_hand',
        'game_over',
        'not_enough_energy',
        'not_your_turn',
        'turn_time_over',
        null,
      ]),
    );
  }, 60_000);
});
