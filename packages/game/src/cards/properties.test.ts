import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { botAction, randomAction } from './bot.js';
import { CARDS, validateDeck } from './card-set.js';
import {
  MAX_ENERGY,
  applyAction,
  applyTimeout,
  initialState,
  type CardAction,
  type CardMatchState,
  type CardPlayerState,
} from './engine.js';
import { playerView } from './view.js';

const A = 1;
const B = 2;
const ids = CARDS.map((c) => c.id);

/** Any 256-bit seed, as the server draws them. */
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

const deck = fc
  .array(fc.constantFrom(...ids), { minLength: 10, maxLength: 20 })
  .filter((cards) => validateDeck(cards) === null);

/** One step: a legal move picked from the player on turn's options, or any action at all, or the sweeper. */
const step = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(), wait: fc.nat(10_000) }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('any' as const),
      action: fc.oneof(
        fc.record({
          type: fc.constant('play_card' as const),
          playerId: fc.constantFrom(A, B, 3),
          cardId: fc.constantFrom(...ids, 'golden_ticket', ''),
        }),
        fc.record({
          type: fc.constant('end_turn' as const),
          playerId: fc.constantFrom(A, B, 3),
          isTimeout: fc.boolean(),
        }),
      ),
      wait: fc.oneof(fc.nat(10_000), fc.constant(50_000), fc.constant(90_000_000)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('sweep' as const), wait: fc.constantFrom(0, 46_000, 90_000_000) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('forfeit' as const), playerId: fc.constantFrom(A, B) }) },
);

const game = fc.record({
  seed: seedArb,
  decks: fc.tuple(deck, deck),
  mode: fc.constantFrom('blitz' as const, 'async' as const),
  steps: fc.array(step, { maxLength: 80 }),
});

const sorted = (cards: readonly string[]) => [...cards].sort();
const allCards = (p: CardPlayerState) => sorted([...p.hand, ...p.deck, ...p.discard, ...p.playedCards]);

function checkInvariants(state: CardMatchState, decks: readonly [string[], string[]]): void {
  expect(allCards(state.playerA)).toEqual(sorted(decks[0]));
  expect(allCards(state.playerB)).toEqual(sorted(decks[1]));
  for (const p of [state.playerA, state.playerB]) {
    expect(p.energy).toBeGreaterThanOrEqual(0);
    expect(p.energy).toBeLessThanOrEqual(p.maxEnergy);
    expect(p.maxEnergy).toBeLessThanOrEqual(MAX_ENERGY);
    expect(p.buyPower).toBeGreaterThanOrEqual(0);
    expect(p.lostBuyPower).toBeGreaterThanOrEqual(0);
  }
  expect(state.turnCount).toBeLessThanOrEqual(30);
  checkHidden(state);
}

/** What each player's view shows of a v2 state, and that it shows nothing that fixes the draw order. */
function checkHidden(state: CardMatchState): void {
  for (const [viewer, opponent] of [
    [A, 'playerB'],
    [B, 'playerA'],
  ] as const) {
    const view = playerView(state, viewer);
    const own = viewer === A ? 'playerA' : 'playerB';
    expect(view[own].hand).toEqual(state[own].hand);
    expect(view[opponent].hand).toEqual(state[opponent].hand.map(() => null));
    expect(view.playerA.deck).toEqual(state.playerA.deck.map(() => null));
    expect(view.playerB.deck).toEqual(state.playerB.deck.map(() => null));
    expect(view.seedCommitment).toBe(state.seedCommitment);
    expect([view.playerA.moves, view.playerB.moves]).toEqual([state.playerA.moves, state.playerB.moves]);
    const json = JSON.stringify(view);
    expect(json).not.toMatch(/"(rng|rngVersion|seed)"/);
    expect(json).not.toContain(state.seed as string);
    // Whatever fixes the draw order (the seed, the stream position, the order of the decks and the cards in the
    // opponent's hand) may differ without changing the view at all.
    expect(playerView(hiddenTwin(state, opponent), viewer)).toStrictEqual(view);
  }
}

/** The same match but for what the viewer sitting opposite `opponent` may not know. */
function hiddenTwin(state: CardMatchState, opponent: 'playerA' | 'playerB'): CardMatchState {
  const flipped = (state.seed as string).replace(/^./, (c) => (c === '0' ? '1' : '0'));
  const them = state[opponent];
  const pool = [...them.hand, ...them.deck].reverse();
  return {
    ...state,
    seed: flipped,
    rng: state.rng + 1_000,
    playerA: { ...state.playerA, deck: [...state.playerA.deck].reverse() },
    playerB: { ...state.playerB, deck: [...state.playerB.deck].reverse() },
    [opponent]: { ...them, hand: pool.slice(0, them.hand.length), deck: pool.slice(them.hand.length) },
  };
}

describe('the rules under random play', () => {
  it('conserve cards, keep energy and Buy Power non-negative, refuse without change and never leak what is hidden', () => {
    fc.assert(
      fc.property(game, ({ seed, decks, mode, steps }) => {
        let now = 0;
        let state = initialState(seed, [A, B], decks, mode, now);
        checkInvariants(state, decks);
        for (const s of steps) {
          if (state.gameStatus !== 'in_progress') break;
          const before = JSON.stringify(state);
          let next: CardMatchState;
          if (s.kind === 'sweep') {
            now += s.wait;
            next = applyTimeout(state, now);
          } else {
            let action: CardAction;
            if (s.kind === 'legal') {
              now += s.wait;
              const id = state.currentTurn === 'player_a' ? A : B;
              const view = playerView(state, id);
              action = randomAction(view, () => (s.pick % 97) / 97);
            } else if (s.kind === 'any') {
              now += s.wait;
              action = s.action;
            } else {
              action = { type: 'forfeit', playerId: s.playerId };
            }
            const result = applyAction(state, action, now);
            if (!result.ok) {
              expect(JSON.stringify(state)).toBe(before);
              if (s.kind === 'legal') expect(now).toBeGreaterThanOrEqual(state.turnDeadline);
              continue;
            }
            next = result.state;
          }
          expect(JSON.stringify(state)).toBe(before);
          checkInvariants(next, decks);
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('every game between random players ends within the turn limit', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(), fc.tuple(deck, deck), (seed, choices, decks) => {
        let state = initialState(seed, [A, B], decks, 'async', 0);
        let r = choices;
        const rand = () => {
          r = (r * 1103515245 + 12345) % 2147483648;
          return r / 2147483648;
        };
        for (let i = 0; i < 5000 && state.gameStatus === 'in_progress'; i++) {
          const id = state.currentTurn === 'player_a' ? A : B;
          const result = applyAction(state, randomAction(playerView(state, id), rand), 0);
          expect(result.ok).toBe(true);
          if (result.ok) state = result.state;
        }
        expect(state.gameStatus).not.toBe('in_progress');
        expect(state.turnCount).toBeLessThanOrEqual(30);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});

describe('hidden information', () => {
  it('no view of a running match holds the seed, the stream position or anything that fixes the draw order', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(), fc.tuple(deck, deck), (seed, choices, decks) => {
        const rand = seededRandom(choices);
        let state = initialState(seed, [A, B], decks, 'blitz', 0);
        for (let i = 0; i < 5000 && state.gameStatus === 'in_progress'; i++) {
          checkHidden(state);
          const id = state.currentTurn === 'player_a' ? A : B;
          const view = playerView(state, id);
          const result = applyAction(state, id === A ? botAction(view) : randomAction(view, rand), 0);
          if (!result.ok) throw new Error(result.message);
          state = result.state;
        }
        expect(state.gameStatus).not.toBe('in_progress');
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
