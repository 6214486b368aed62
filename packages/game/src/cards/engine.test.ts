import { describe, expect, it } from 'vitest';
import { SeedStream, seedCommitment } from '../seed-stream.js';
import { CARDS, CARD_SET_VERSION, STARTER_DECK, cardSetOf } from './card-set.js';
import {
  applyAction,
  applyLoggedAction,
  applyTimeout,
  initialState,
  movesOf,
  type CardAction,
  type CardMatchState,
  type CardPlayerState,
} from './engine.js';
import legacyMatch from './legacy-match.fixture.json' with { type: 'json' };
import { A, B, DEADLINE, NOW, match, streamMatch, testSeed } from '../../test/card-fixtures.js';
import { playerView } from './view.js';

function act(state: CardMatchState, action: CardAction, now = NOW): CardMatchState {
  const result = applyAction(state, action, now);
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

const play = (state: CardMatchState, cardId: string, playerId = A) =>
  act(state, { type: 'play_card', playerId, cardId });
const endTurn = (state: CardMatchState, playerId = A, now = NOW, isTimeout = false) =>
  act(state, { type: 'end_turn', playerId, isTimeout }, now);

describe('starting a match', () => {
  it('deals 5 cards each from the shuffled decks and flips a coin from the seed, the same for the same seed', () => {
    const firsts = new Set<string>();
    for (let n = 1; n <= 30; n++) {
      const seed = testSeed(n);
      const state = initialState(seed, [A, B], [STARTER_DECK, STARTER_DECK], 'blitz', NOW);
      expect(initialState(seed, [A, B], [STARTER_DECK, STARTER_DECK], 'blitz', NOW)).toEqual(state);
      for (const p of [state.playerA, state.playerB]) {
        expect(p.hand).toHaveLength(5);
        expect(p.deck).toHaveLength(15);
        expect([...p.hand, ...p.deck].sort()).toEqual([...STARTER_DECK].sort());
        expect(p).toMatchObject({ buyPower: 0, energy: 3, maxEnergy: 3, discard: [], playedCards: [] });
      }
      firsts.add(state.currentTurn);
      expect(state).toMatchObject({ turnCount: 1, gameStatus: 'in_progress', winner: null, winReason: null });
    }
    expect([...firsts].sort()).toEqual(['player_a', 'player_b']);
  });

  it("takes the deal from the seed's stream: deck A's shuffle, deck B's, then the coin, and stores the position", () => {
    const seed = testSeed(4);
    const deckB = [...STARTER_DECK].reverse();
    const state = initialState(seed, [A, B], [STARTER_DECK, deckB], 'async', NOW);
    const stream = new SeedStream(seed);
    const shuffledA = stream.shuffle(STARTER_DECK);
    const shuffledB = stream.shuffle(deckB);
    const first = stream.nextInt(2) === 0 ? 'player_a' : 'player_b';
    expect(state).toMatchObject({
      rngVersion: 2,
      seed,
      seedCommitment: seedCommitment(seed),
      rng: stream.position,
      currentTurn: first,
    });
    expect(state.rng).toBeGreaterThanOrEqual(39);
    expect([...state.playerA.hand, ...state.playerA.deck]).toEqual(shuffledA);
    expect([...state.playerB.hand, ...state.playerB.deck]).toEqual(shuffledB);
    expect([state.playerA.moves, state.playerB.moves]).toEqual([0, 0]);
  });

  it('deals differently from different seeds', () => {
    const deals = new Set<string>();
    for (let n = 1; n <= 50; n++) {
      const state = initialState(testSeed(n), [A, B], [STARTER_DECK, STARTER_DECK], 'async', NOW);
      deals.add(state.playerA.hand.join() + state.playerA.deck.join());
    }
    expect(deals.size).toBe(50);
  });

  it('refuses a seed that is not 64 hex characters', () => {
    for (const seed of ['', 'abc', testSeed(1).toUpperCase(), testSeed(1).slice(1)]) {
      expect(() => initialState(seed, [A, B], [STARTER_DECK, STARTER_DECK], 'async', NOW)).toThrow();
    }
  });

  it('gives the second player the double buff to make up for moving second', () => {
    const state = initialState(testSeed(3), [A, B], [STARTER_DECK, STARTER_DECK], 'async', NOW);
    const [first, second] =
      state.currentTurn === 'player_a' ? [state.playerA, state.playerB] : [state.playerB, state.playerA];
    expect(first.buffs).toEqual([]);
    expect(second.buffs).toEqual([{ id: 'double' }]);
  });

  it('sets the turn deadline from now: 45 s in blitz, 24 h in async', () => {
    const blitz = initialState(testSeed(1), [A, B], [STARTER_DECK, STARTER_DECK], 'blitz', NOW);
    const slow = initialState(testSeed(1), [A, B], [STARTER_DECK, STARTER_DECK], 'async', NOW);
    expect(blitz).toMatchObject({ turnTimerSeconds: 45, turnDeadline: NOW + 45_000, gameMode: 'blitz' });
    expect(slow).toMatchObject({ turnTimerSeconds: 86_400, turnDeadline: NOW + 86_400_000, gameMode: 'async' });
  });

  it('refuses an invalid deck and a player against themselves', () => {
    expect(() => initialState(testSeed(1), [A, B], [['impulse_buy'], STARTER_DECK], 'async', NOW)).toThrow(
      'Deck must have at least 10 cards',
    );
    expect(() => initialState(testSeed(1), [A, A], [STARTER_DECK, STARTER_DECK], 'async', NOW)).toThrow();
  });
});

interface CardCase {
  card: string;
  me?: Partial<CardPlayerState>;
  them?: Partial<CardPlayerState>;
  expectMe: Partial<CardPlayerState>;
  expectThem?: Partial<CardPlayerState>;
}

const cardCases: CardCase[] = [
  { card: 'impulse_buy', expectMe: { buyPower: 2, energy: 2, playedCards: ['impulse_buy'], hand: [] } },
  {
    card: 'greedy_grab',
    me: { deck: ['refund', 'bulk_order'] },
    expectMe: { buyPower: 1, energy: 2, hand: ['refund'], deck: ['bulk_order'] },
  },
  { card: 'the_butler', expectMe: { nextCardFree: true, energy: 2, buyPower: 0 } },
  {
    card: 'return_policy',
    them: { buyPower: 3 },
    expectMe: { energy: 2 },
    expectThem: { buyPower: 2, lostBuyPower: 1 },
  },
  {
    card: 'swipe_war',
    me: { hand: ['impulse_buy'], deck: ['refund'] },
    them: { hand: ['chargeback', 'bulk_order'], deck: ['flash_sale', 'doorbuster'] },
    expectMe: { hand: ['refund'], discard: ['impulse_buy'], deck: [], playedCards: ['swipe_war'], energy: 2 },
    expectThem: { hand: ['flash_sale'], discard: ['chargeback', 'bulk_order'], deck: ['doorbuster'] },
  },
  {
    card: 'flash_sale',
    me: { buyPower: 1 },
    them: { buyPower: 2 },
    expectMe: { buyPower: 4, energy: 2 },
    expectThem: { buyPower: 3 },
  },
  {
    card: 'window_shopping',
    me: { deck: ['refund', 'bulk_order', 'the_butler'] },
    expectMe: { hand: ['refund', 'bulk_order'], deck: ['the_butler'], energy: 2 },
  },
  { card: 'loyalty_card', expectMe: { buyPower: 1, energy: 3 } },
  { card: 'bulk_order', expectMe: { buyPower: 2, energy: 1, nextCardFree: true } },
  { card: 'chargeback', them: { buyPower: 5 }, expectMe: { energy: 1 }, expectThem: { buyPower: 3, lostBuyPower: 2 } },
  {
    card: 'abandoned_cart',
    me: { deck: ['refund'] },
    them: { buyPower: 1, lostBuyPower: 2 },
    expectMe: { hand: ['refund'], energy: 2 },
    expectThem: { buyPower: 0, lostBuyPower: 3 },
  },
  { card: 'extended_warranty', expectMe: { buffs: [{ id: 'shield' }], energy: 2 } },
  { card: 'price_match', me: { buyPower: 2, lostBuyPower: 3 }, expectMe: { buyPower: 5, lostBuyPower: 1 } },
  { card: 'refund', me: { buyPower: 2, lostBuyPower: 2 }, expectMe: { buyPower: 4, lostBuyPower: 0, energy: 3 } },
  { card: 'coupon_stack', expectMe: { buffs: [{ id: 'double' }], energy: 3 } },
  {
    card: 'doorbuster',
    me: { deck: ['refund'] },
    expectMe: { buyPower: 2, hand: [], deck: ['refund'], buffs: [{ id: 'shield' }], energy: 1 },
  },
];

/** The four cards set 2 changed, as set 1 has them: a match dealt before issue 22 plays them so to the end. */
const setOneCases: CardCase[] = [
  { card: 'flash_sale', me: { buyPower: 1 }, expectMe: { buyPower: 4, energy: 1 }, expectThem: { buyPower: 1 } },
  { card: 'bulk_order', expectMe: { buyPower: 4, energy: 0, nextCardFree: false } },
  { card: 'coupon_stack', expectMe: { buffs: [{ id: 'double' }], energy: 2 } },
  { card: 'doorbuster', me: { deck: ['refund'] }, expectMe: { buyPower: 2, hand: ['refund'], buffs: [], energy: 1 } },
];

describe('each card', () => {
  it('has a case below', () => {
    expect(cardCases.map((c) => c.card).sort()).toEqual(CARDS.map((c) => c.id).sort());
  });

  it.each(cardCases)('$card does what it says', ({ card, me = {}, them = {}, expectMe, expectThem = {} }) => {
    const before = match({ ...me, hand: [card, ...(me.hand ?? [])] }, them, { cardSet: CARD_SET_VERSION });
    const after = play(before, card);
    expect(after.playerA).toMatchObject(expectMe);
    expect(after.playerB).toMatchObject(expectThem);
    expect(after.gameStatus).toBe('in_progress');
    expect(after.currentTurn).toBe('player_a');
  });

  it.each(setOneCases)(
    '$card does what set 1 said in a match dealt with it',
    ({ card, me = {}, them = {}, expectMe, expectThem = {} }) => {
      const after = play(match({ ...me, hand: [card, ...(me.hand ?? [])] }, them), card);
      expect(after.playerA).toMatchObject(expectMe);
      expect(after.playerB).toMatchObject(expectThem);
      expect(after).not.toHaveProperty('cardSet');
    },
  );

  it('a new match is dealt with the current set, which its view names; an older match keeps set 1', () => {
    const state = initialState(testSeed(3), [A, B], [STARTER_DECK, STARTER_DECK], 'async', NOW);
    expect(state.cardSet).toBe(CARD_SET_VERSION);
    expect(cardSetOf(state)).toBe(2);
    expect(playerView(state, A).cardSet).toBe(2);
    expect(cardSetOf(match())).toBe(1);
    expect(playerView(match(), B).cardSet).toBe(1);
    expect(initialState(testSeed(3), [A, B], [STARTER_DECK, STARTER_DECK], 'async', NOW, 1)).not.toHaveProperty(
      'cardSet',
    );
  });

  it("refuses a card its set makes too dear: set 1's Bulk Order costs 3, set 2's 2", () => {
    const cardSet2 = match({ hand: ['bulk_order'], energy: 2 }, {}, { cardSet: 2 });
    expect(applyAction(cardSet2, { type: 'play_card', playerId: A, cardId: 'bulk_order' }, NOW).ok).toBe(true);
    const cardSet1 = match({ hand: ['bulk_order'], energy: 2 });
    expect(applyAction(cardSet1, { type: 'play_card', playerId: A, cardId: 'bulk_order' }, NOW)).toMatchObject({
      ok: false,
      error: 'not_enough_energy',
    });
  });

  it('damage never takes Buy Power below 0', () => {
    const after = play(match({ hand: ['chargeback'] }, { buyPower: 1 }), 'chargeback');
    expect(after.playerB).toMatchObject({ buyPower: 0, lostBuyPower: 1 });
  });

  it('heal gives back only what attacks took', () => {
    const after = play(match({ hand: ['refund'], buyPower: 4, lostBuyPower: 0 }), 'refund');
    expect(after.playerA.buyPower).toBe(4);
  });

  it('The Butler makes the next card cost 0, once, and the free card may be played later', () => {
    let state = play(match({ hand: ['the_butler', 'bulk_order', 'flash_sale'] }), 'the_butler');
    state = play(state, 'bulk_order');
    expect(state.playerA).toMatchObject({ energy: 2, buyPower: 4, nextCardFree: false });
    expect(applyAction(state, { type: 'play_card', playerId: A, cardId: 'flash_sale' }, NOW)).toMatchObject({
      ok: true,
    });
  });

  it('Swipe War leaves a card already played on the table', () => {
    const state = play(play(match({ hand: ['loyalty_card', 'swipe_war'] }), 'loyalty_card'), 'swipe_war');
    expect(state.playerA.playedCards).toEqual(['loyalty_card', 'swipe_war']);
  });
});

describe('buffs', () => {
  it('shield negates the next attack on its holder, then is gone', () => {
    let state = match({ hand: ['return_policy', 'chargeback'] }, { buyPower: 5, buffs: [{ id: 'shield' }] });
    state = play(state, 'return_policy');
    expect(state.playerB).toMatchObject({ buyPower: 5, buffs: [], lostBuyPower: 0 });
    state = play(state, 'chargeback');
    expect(state.playerB).toMatchObject({ buyPower: 3 });
  });

  it('shields stack, one per attack, and do not stop Flash Sale or Swipe War', () => {
    let state = match(
      { hand: ['return_policy', 'flash_sale'] },
      { buyPower: 2, buffs: [{ id: 'shield' }, { id: 'shield' }] },
    );
    state = play(state, 'return_policy');
    expect(state.playerB.buffs).toEqual([{ id: 'shield' }]);
    state = play(state, 'flash_sale');
    expect(state.playerB).toMatchObject({ buyPower: 3, buffs: [{ id: 'shield' }] });
  });

  it.each([
    ['impulse_buy', { buyPower: 4 }, {}],
    ['flash_sale', { buyPower: 6 }, { buyPower: 7 }],
    ['chargeback', {}, { buyPower: 1, lostBuyPower: 4 }],
    ['greedy_grab', { buyPower: 2, hand: ['refund', 'refund'] }, {}],
    ['refund', { buyPower: 6, lostBuyPower: 0 }, {}],
  ] as const)('double doubles the next card: %s', (card, expectMe, expectThem) => {
    const before = match(
      { hand: [card], buffs: [{ id: 'double' }], deck: ['refund', 'refund'], lostBuyPower: card === 'refund' ? 6 : 0 },
      { buyPower: 5 },
    );
    const after = play(before, card);
    expect(after.playerA).toMatchObject({ ...expectMe, buffs: [] });
    expect(after.playerB).toMatchObject(expectThem);
  });

  it('double is used up by the next card even when it has nothing to double', () => {
    const state = play(
      play(match({ hand: ['the_butler', 'impulse_buy'], buffs: [{ id: 'double' }] }), 'the_butler'),
      'impulse_buy',
    );
    expect(state.playerA).toMatchObject({ buyPower: 2, buffs: [] });
  });

  it('a doubled attack on a shield is negated whole', () => {
    const state = play(
      match({ hand: ['chargeback'], buffs: [{ id: 'double' }] }, { buyPower: 5, buffs: [{ id: 'shield' }] }),
      'chargeback',
    );
    expect(state.playerB).toMatchObject({ buyPower: 5, buffs: [] });
  });
});

describe('turns', () => {
  it('ending a turn draws 1, clears the table to the discard pile and gives the opponent full energy', () => {
    let state = play(match({ hand: ['impulse_buy', 'refund'], deck: ['bulk_order'] }, { energy: 0 }), 'impulse_buy');
    state = endTurn(state);
    expect(state.playerA).toMatchObject({
      hand: ['refund', 'bulk_order'],
      deck: [],
      discard: ['impulse_buy'],
      playedCards: [],
    });
    expect(state.playerA.carryOver).toBe(0);
    expect(state.playerB).toMatchObject({ energy: 3, maxEnergy: 3 });
    expect(state).toMatchObject({ currentTurn: 'player_b', turnCount: 2, turnDeadline: NOW + 86_400_000 });
  });

  it('leaving all 3 energy unused gives 4 next turn, only for that turn', () => {
    let state = endTurn(match({ hand: ['refund'] }));
    expect(state.playerA.carryOver).toBe(1);
    state = endTurn(state, B);
    expect(state.playerA).toMatchObject({ energy: 4, maxEnergy: 4, carryOver: 0 });
    state = endTurn(play(state, 'refund'), A);
    state = endTurn(state, B);
    expect(state.playerA).toMatchObject({ energy: 4, maxEnergy: 4 });
    state = endTurn(play(state, 'loyalty_card'), A);
    expect(state.playerA.carryOver).toBe(1);
  });

  it('spending base energy loses the bonus', () => {
    let state = endTurn(play(match({ hand: ['impulse_buy'] }), 'impulse_buy'));
    state = endTurn(state, B);
    expect(state.playerA).toMatchObject({ energy: 3, maxEnergy: 3 });
  });

  it('reshuffles the discard pile into the deck when the deck is empty, continuing the seed stream', () => {
    const discard = ['bulk_order', 'refund', 'chargeback', 'doorbuster', 'the_butler'];
    const before = streamMatch({ deck: [], discard }, {}, { rng: 57 });
    const state = endTurn(before);
    const stream = new SeedStream(before.seed as string, 57);
    expect([...state.playerA.hand, ...state.playerA.deck]).toEqual(stream.shuffle(discard));
    expect(state.playerA.discard).toEqual([]);
    expect(state.rng).toBe(stream.position);
    expect(state.rng).toBeGreaterThanOrEqual(57 + 4);
  });

  it('a legacy match (no rngVersion) reshuffles on its mulberry32 state', () => {
    const state = endTurn(match({ deck: [], discard: ['bulk_order', 'refund', 'chargeback'] }));
    expect(state.playerA.hand).toHaveLength(1);
    expect([...state.playerA.hand, ...state.playerA.deck].sort()).toEqual(['bulk_order', 'chargeback', 'refund']);
    expect(state.playerA.discard).toEqual([]);
    expect(state.rng).not.toBe(12345);
    expect(state).not.toHaveProperty('rngVersion');
  });

  it('a move without a reshuffle leaves the stream where it was', () => {
    const state = endTurn(play(streamMatch({ hand: ['greedy_grab'] }, {}, { rng: 41 }), 'greedy_grab'));
    expect(state.rng).toBe(41);
  });

  it('a second copy of a card already on the table cannot be played that turn, but can the next', () => {
    let state = play(match({ hand: ['impulse_buy', 'impulse_buy'] }), 'impulse_buy');
    expect(applyAction(state, { type: 'play_card', playerId: A, cardId: 'impulse_buy' }, NOW)).toEqual({
      ok: false,
      error: 'card_already_played',
      message: 'Played card',
    });
    state = endTurn(endTurn(state), B);
    expect(play(state, 'impulse_buy').playerA.buyPower).toBe(4);
  });
});

describe('refused actions', () => {
  const state = match({ hand: ['bulk_order', 'impulse_buy'], energy: 2 });
  it.each([
    ['Not your turn', { type: 'play_card', playerId: B, cardId: 'impulse_buy' }, NOW],
    ['Not your turn', { type: 'end_turn', playerId: B }, NOW],
    ['Card not in hand', { type: 'play_card', playerId: A, cardId: 'chargeback' }, NOW],
    ['Card not in hand', { type: 'play_card', playerId: A, cardId: 'golden_ticket' }, NOW],
    ['Not enough energy', { type: 'play_card', playerId: A, cardId: 'bulk_order' }, NOW],
    ['You are not a player in this match', { type: 'forfeit', playerId: 3 }, NOW],
    ['Your turn time is over', { type: 'play_card', playerId: A, cardId: 'impulse_buy' }, DEADLINE],
  ] as const)('%s', (message, action, now) => {
    const result = applyAction(state, action, now);
    expect(result).toMatchObject({ ok: false, message });
  });

  it('nothing is possible after the end', () => {
    const over = match({}, {}, { gameStatus: 'completed', winner: A, winReason: 'reached_10_buy_power' });
    for (const action of [
      { type: 'play_card', playerId: A, cardId: 'loyalty_card' },
      { type: 'end_turn', playerId: A },
      { type: 'forfeit', playerId: B },
    ] as const) {
      expect(applyAction(over, action, NOW)).toMatchObject({ ok: false, message: 'The match is over' });
    }
    expect(applyTimeout(over, DEADLINE * 10)).toBe(over);
  });
});

interface EndCase {
  reason: string;
  run: () => CardMatchState;
  winner: number | null;
  status?: string;
}

const endCases: EndCase[] = [
  {
    reason: 'reached_10_buy_power',
    winner: A,
    run: () => play(match({ hand: ['impulse_buy'], buyPower: 8 }), 'impulse_buy'),
  },
  {
    reason: 'reached_10_buy_power',
    winner: B,
    run: () => play(match({ hand: ['flash_sale'], buyPower: 0 }, { buyPower: 9 }), 'flash_sale'),
  },
  {
    reason: 'tie_both_reached_10',
    winner: null,
    run: () => play(match({ hand: ['flash_sale'], buyPower: 7 }, { buyPower: 9 }), 'flash_sale'),
  },
  {
    reason: 'opponent_forfeited',
    winner: A,
    status: 'forfeited',
    run: () => act(match(), { type: 'forfeit', playerId: B }),
  },
  {
    reason: 'opponent_forfeited',
    winner: B,
    status: 'forfeited',
    run: () => act(match(), { type: 'forfeit', playerId: A }),
  },
  {
    reason: 'opponent_no_cards',
    winner: B,
    run: () => play(match({ hand: ['greedy_grab'], deck: [], discard: [] }), 'greedy_grab'),
  },
  { reason: 'opponent_no_cards', winner: B, run: () => endTurn(match({ hand: ['refund'], deck: [], discard: [] })) },
  {
    reason: 'opponent_no_cards',
    winner: A,
    run: () => play(match({ hand: ['swipe_war'] }, { hand: [], deck: [], discard: [] }), 'swipe_war'),
  },
  {
    reason: 'more_buy_power',
    winner: B,
    run: () => endTurn(match({ buyPower: 4 }, { buyPower: 6 }, { turnCount: 30 })),
  },
  { reason: 'tie', winner: null, run: () => endTurn(match({ buyPower: 6 }, { buyPower: 6 }, { turnCount: 30 })) },
  {
    reason: 'opponent_timeout',
    winner: B,
    run: () => endTurn(match(), A, DEADLINE, true),
  },
  { reason: 'opponent_timeout', winner: B, run: () => applyTimeout(match(), DEADLINE + 1) },
  {
    reason: 'opponent_timeout_3_strikes',
    winner: B,
    run: () => applyTimeout(match({}, {}, { gameMode: 'blitz', turnTimerSeconds: 45, playerATimeouts: 2 }), DEADLINE),
  },
];

describe('every way a match ends', () => {
  it('covers every win reason of the spec', () => {
    expect(new Set(endCases.map((c) => c.reason))).toEqual(
      new Set([
        'reached_10_buy_power',
        'opponent_forfeited',
        'opponent_no_cards',
        'more_buy_power',
        'tie',
        'tie_both_reached_10',
        'opponent_timeout',
        'opponent_timeout_3_strikes',
      ]),
    );
  });

  it.each(endCases)('$reason (winner $winner)', ({ reason, run, winner, status = 'completed' }) => {
    expect(run()).toMatchObject({ gameStatus: status, winner, winReason: reason });
  });

  it('turn 29 ending does not end the match; 30 does', () => {
    expect(endTurn(match({}, {}, { turnCount: 29 }))).toMatchObject({ gameStatus: 'in_progress', turnCount: 30 });
  });
});

describe('timeouts', () => {
  const blitz = (over: Partial<CardMatchState> = {}) =>
    match({}, {}, { gameMode: 'blitz', turnTimerSeconds: 45, ...over });

  it('a blitz timeout is a strike and passes the turn with a fresh deadline from now', () => {
    const state = applyTimeout(blitz({ playerATimeouts: 1 }), DEADLINE + 500);
    expect(state).toMatchObject({
      gameStatus: 'in_progress',
      playerATimeouts: 2,
      playerBTimeouts: 0,
      currentTurn: 'player_b',
      turnDeadline: DEADLINE + 500 + 45_000,
    });
  });

  it('an end of turn flagged as a timeout before the deadline is an ordinary end of turn', () => {
    const state = endTurn(blitz(), A, DEADLINE - 1, true);
    expect(state).toMatchObject({ playerATimeouts: 0, currentTurn: 'player_b', gameStatus: 'in_progress' });
    expect(endTurn(match(), A, DEADLINE - 1, true)).toMatchObject({ gameStatus: 'in_progress' });
  });

  it('an end of turn at or after the deadline counts as a timeout, flagged or not', () => {
    expect(endTurn(blitz(), A, DEADLINE, false).playerATimeouts).toBe(1);
    expect(endTurn(match(), A, DEADLINE + 10, false)).toMatchObject({ winReason: 'opponent_timeout', winner: B });
  });

  it('applyTimeout before the deadline changes nothing', () => {
    const state = blitz();
    expect(applyTimeout(state, DEADLINE - 1)).toBe(state);
  });
});

describe('moves', () => {
  it("count each card played and each turn ended in time, the player's own only", () => {
    let state = streamMatch({ hand: ['impulse_buy', 'loyalty_card'] });
    state = play(state, 'impulse_buy');
    state = play(state, 'loyalty_card');
    expect([movesOf(state, A), movesOf(state, B)]).toEqual([2, 0]);
    state = endTurn(state, A, DEADLINE - 1, true);
    expect([movesOf(state, A), movesOf(state, B)]).toEqual([3, 0]);
    state = endTurn(state, B);
    expect([state.playerA.moves, state.playerB.moves]).toEqual([3, 1]);
  });

  it('do not count a timeout, a late end of turn or the forfeit', () => {
    const blitz = streamMatch({}, {}, { gameMode: 'blitz', turnTimerSeconds: 45 });
    expect(movesOf(applyTimeout(blitz, DEADLINE), A)).toBe(0);
    expect(movesOf(endTurn(blitz, A, DEADLINE + 1), A)).toBe(0);
    const forfeited = act(blitz, { type: 'forfeit', playerId: A });
    expect([movesOf(forfeited, A), movesOf(forfeited, B)]).toEqual([0, 0]);
  });

  it('a refused action counts nothing', () => {
    const state = streamMatch({ hand: ['bulk_order'], energy: 2 });
    expect(applyAction(state, { type: 'play_card', playerId: A, cardId: 'bulk_order' }, NOW).ok).toBe(false);
    expect(movesOf(state, A)).toBe(0);
  });

  it('are unknown (null) in a legacy match, which never gains the field', () => {
    const state = endTurn(play(match({ hand: ['impulse_buy'] }), 'impulse_buy'));
    expect(movesOf(state, A)).toBeNull();
    expect(state.playerA).not.toHaveProperty('moves');
  });

  it('are asked of the two players only', () => {
    expect(() => movesOf(streamMatch(), 3)).toThrow();
  });
});

describe('logged actions', () => {
  it('apply an intent exactly as applyAction does', () => {
    const state = streamMatch({ hand: ['impulse_buy'] });
    const action = { type: 'play_card', playerId: A, cardId: 'impulse_buy' } as const;
    expect(applyLoggedAction(state, action, NOW)).toEqual(applyAction(state, action, NOW));
    expect(applyLoggedAction(state, { type: 'end_turn', playerId: B }, NOW)).toMatchObject({
      ok: false,
      error: 'not_your_turn',
    });
  });

  it('apply a due timeout to the player on turn as applyTimeout does', () => {
    const state = streamMatch({}, {}, { gameMode: 'blitz', turnTimerSeconds: 45 });
    expect(applyLoggedAction(state, { type: 'timeout', playerId: A }, DEADLINE + 5)).toEqual({
      ok: true,
      state: applyTimeout(state, DEADLINE + 5),
    });
  });

  it.each([
    ['before the deadline', A, DEADLINE - 1, 'no_timeout_due', 'No timeout is due for this player'],
    ['naming the player not on turn', B, DEADLINE + 5, 'no_timeout_due', 'No timeout is due for this player'],
    ['naming a stranger', 3, DEADLINE + 5, 'not_a_player', 'You are not a player in this match'],
  ] as const)('refuse a timeout %s', (_, playerId, now, error, message) => {
    expect(applyLoggedAction(streamMatch(), { type: 'timeout', playerId }, now)).toEqual({ ok: false, error, message });
  });

  it('refuse a timeout once the match is over', () => {
    const over = streamMatch({}, {}, { gameStatus: 'completed', winner: A, winReason: 'reached_10_buy_power' });
    expect(applyLoggedAction(over, { type: 'timeout', playerId: A }, DEADLINE + 5)).toMatchObject({
      ok: false,
      error: 'game_over',
    });
  });
});

describe('a match dealt before fair play (legacy, mulberry32)', () => {
  // Made by the engine before the seed stream: a blitz deal as stored, then bot moves and timeouts with three
  // reshuffles, the generator state after each, and the final state.
  const fixture = legacyMatch as unknown as {
    stored: CardMatchState;
    actions: { type: 'play_card' | 'end_turn' | 'timeout'; playerId: number; cardId?: string; at: number }[];
    rngs: number[];
    final: CardMatchState;
  };

  it('continues on its old generator exactly as it would have', () => {
    let state = fixture.stored;
    expect(state).not.toHaveProperty('rngVersion');
    for (const [i, step] of fixture.actions.entries()) {
      const action =
        step.type === 'play_card'
          ? { type: step.type, playerId: step.playerId, cardId: step.cardId as string }
          : { type: step.type, playerId: step.playerId };
      const result = applyLoggedAction(state, action, step.at);
      if (!result.ok) throw new Error(`${i}: ${result.message}`);
      state = result.state;
      expect(state.rng).toBe(fixture.rngs[i]);
    }
    expect(new Set(fixture.rngs).size).toBeGreaterThanOrEqual(3);
    expect(state).toStrictEqual(fixture.final);
    expect(JSON.stringify(state)).toBe(JSON.stringify(fixture.final));
  });
});
