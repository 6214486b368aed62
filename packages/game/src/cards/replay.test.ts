import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { verifySeed } from '../seed-stream.js';
import { botAction, randomAction } from './bot.js';
import { CARDS, CARD_SET_VERSION, STARTER_DECK, validateDeck, type CardSetVersion } from './card-set.js';
import setOneMatch from './card-set-1-match.fixture.json' with { type: 'json' };
import {
  applyAction,
  applyTimeout,
  initialState,
  type CardAction,
  type CardGameMode,
  type CardMatchState,
} from './engine.js';
import { replayCardMatch, type CardReplayInput, type CardReplayStep } from './replay.js';
import { testSeed } from '../../test/card-fixtures.js';
import { playerView } from './view.js';

const A = 1;
const B = 2;
const START = Date.UTC(2026, 0, 5, 12);

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const deckArb = fc
  .array(fc.constantFrom(...CARDS.map((c) => c.id)), { minLength: 10, maxLength: 20 })
  .filter((cards) => validateDeck(cards) === null);

interface Played {
  input: CardReplayInput;
  /** Every state the server stored, the deal first. */
  states: CardMatchState[];
}

/**
 * One match run as the server runs it: each player moves from their own view (the bot or random legal cards),
 * now and then too late, out of turn or giving up; a passed deadline is applied before the next intent, as the
 * server's reads and sweeper do. Every applied action is logged with the `now` it was applied at; refused ones
 * change nothing and are not logged.
 */
function playAsServer(
  seed: string,
  decks: readonly [string[], string[]],
  mode: CardGameMode,
  kinds: readonly ['bot' | 'random', 'bot' | 'random'],
  choices: number,
): Played {
  const rand = seededRandom(choices);
  let now = START;
  let state = initialState(seed, [A, B], decks, mode, now);
  const states = [state];
  const actions: CardReplayStep[] = [];
  const log = (next: CardMatchState, step: CardReplayStep) => {
    actions.push(step);
    states.push(next);
    state = next;
  };
  const intent = (action: CardAction) => {
    const result = applyAction(state, action, now);
    if (!result.ok) return;
    const cardId = action.type === 'play_card' ? { cardId: action.cardId } : {};
    log(result.state, { type: action.type, playerId: action.playerId, ...cardId, at: now });
  };
  for (let i = 0; i < 5_000 && state.gameStatus === 'in_progress'; i++) {
    const late = rand() < 0.07;
    now += late ? state.turnTimerSeconds * 1000 + Math.floor(rand() * 10_000) : Math.floor(rand() * 4_000);
    const seat = state.currentTurn === 'player_a' ? 0 : 1;
    const id = seat === 0 ? A : B;
    const other = seat === 0 ? B : A;
    const roll = rand();
    if (roll < 0.004) {
      intent({ type: 'forfeit', playerId: rand() < 0.5 ? A : B });
    } else if (roll < 0.03) {
      // A stale screen: the player not on turn tries to move.
      intent({ type: 'end_turn', playerId: other });
    } else if (now >= state.turnDeadline && roll < 0.5) {
      // The server applies the passed deadline (a read, a write or the sweeper) and logs it.
      const next = applyTimeout(state, now);
      log(next, { type: 'timeout', playerId: id, at: now });
    } else {
      // A late play is refused; a late end of turn is the engine's timeout, logged as the end of turn it was.
      const view = playerView(state, id);
      intent(kinds[seat] === 'bot' ? botAction(view) : randomAction(view, rand));
    }
  }
  if (state.gameStatus === 'in_progress') throw new Error('The match did not end');
  return {
    input: { seed, players: [A, B], decks, mode, cardSet: CARD_SET_VERSION, startedAt: START, actions },
    states,
  };
}

describe('replaying a match from its seed and its action log', () => {
  it('reproduces every state the server stored, exactly, over 1,000 matches of every kind', () => {
    const seen = { reshuffles: 0, timeouts: 0, lateEnds: 0, thirdStrikes: 0, forfeits: 0, blitz: 0, async: 0 };
    fc.assert(
      fc.property(
        seedArb,
        fc.tuple(deckArb, deckArb),
        fc.constantFrom<CardGameMode>('blitz', 'async'),
        fc.tuple(
          fc.constantFrom('bot' as const, 'random' as const),
          fc.constantFrom('bot' as const, 'random' as const),
        ),
        fc.nat(),
        (seed, decks, mode, kinds, choices) => {
          const { input, states } = playAsServer(seed, decks, mode, kinds, choices);
          const replay = replayCardMatch(JSON.parse(JSON.stringify(input)) as CardReplayInput);
          if (!replay.ok) throw new Error(`Action ${replay.index}: ${replay.message}`);
          expect(replay.states).toHaveLength(input.actions.length + 1);
          expect(replay.states).toStrictEqual(states);
          const final = states.at(-1) as CardMatchState;
          // As the server stores it: the same JSON, key for key.
          expect(JSON.stringify(replay.states.at(-1))).toBe(JSON.stringify(final));
          expect(verifySeed(input.seed, final.seedCommitment as string)).toBe(true);

          seen[mode]++;
          if (states.some((s, i) => i > 0 && s.rng !== states[i - 1]?.rng)) seen.reshuffles++;
          if (input.actions.some((a) => a.type === 'timeout')) seen.timeouts++;
          if (input.actions.some((a, i) => a.type === 'end_turn' && a.at >= (states[i]?.turnDeadline ?? 0))) {
            seen.lateEnds++;
          }
          if (final.winReason === 'opponent_timeout_3_strikes') seen.thirdStrikes++;
          if (final.winReason === 'opponent_forfeited') seen.forfeits++;
        },
      ),
      { numRuns: 1_000 },
    );
    // The games exercised what a replay must get right (a run that did not would prove little).
    expect(seen.blitz + seen.async).toBe(1_000);
    for (const count of Object.values(seen)) expect(count).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it('answers the deal as its first state and the log as the server applied it', () => {
    const seed = testSeed(21);
    const deal = initialState(seed, [A, B], [STARTER_DECK, STARTER_DECK], 'async', START);
    const first = deal.currentTurn === 'player_a' ? A : B;
    const replay = replayCardMatch({
      seed,
      players: [A, B],
      decks: [STARTER_DECK, STARTER_DECK],
      mode: 'async',
      cardSet: CARD_SET_VERSION,
      startedAt: START,
      actions: [
        { type: 'end_turn', playerId: first, at: START + 1_000 },
        { type: 'forfeit', playerId: first, at: START + 2_000 },
      ],
    });
    expect(replay.ok && replay.states[0]).toStrictEqual(deal);
    expect(replay.ok && replay.states.at(-1)).toMatchObject({
      gameStatus: 'forfeited',
      winner: first === A ? B : A,
      winReason: 'opponent_forfeited',
    });
  });

  describe('refuses a log that is not what was played', () => {
    const seed = testSeed(8);
    const base = (): CardReplayInput => {
      const { input } = playAsServer(seed, [[...STARTER_DECK], [...STARTER_DECK]], 'blitz', ['bot', 'bot'], 8);
      return input;
    };

    it('a card the player did not hold, at the action it names', () => {
      const input = base();
      const index = input.actions.findIndex((a) => a.type === 'play_card');
      const deal = initialState(seed, [A, B], [STARTER_DECK, STARTER_DECK], 'blitz', START);
      const player = input.actions[index]?.playerId === A ? deal.playerA : deal.playerB;
      const missing = CARDS.map((c) => c.id).find((id) => !player.hand.includes(id) && !player.deck.includes(id));
      const actions = input.actions.map((a, i) => (i === index ? { ...a, cardId: missing ?? 'golden_ticket' } : a));
      expect(replayCardMatch({ ...input, actions })).toMatchObject({ ok: false, index, error: 'card_not_in_hand' });
    });

    it('a timeout that was not due', () => {
      const input = base();
      const actions = [...input.actions];
      actions.splice(1, 0, { type: 'timeout', playerId: actions[1]?.playerId ?? A, at: START + 1 });
      expect(replayCardMatch({ ...input, actions })).toEqual({
        ok: false,
        index: 1,
        error: 'no_timeout_due',
        message: 'No timeout is due for this player',
      });
    });

    it('another seed: the deal differs, so the log does not fit it or ends elsewhere', () => {
      const input = base();
      const real = replayCardMatch(input);
      for (let n = 100; n < 120; n++) {
        const other = replayCardMatch({ ...input, seed: testSeed(n) });
        if (other.ok && real.ok) expect(other.states.at(-1)).not.toStrictEqual(real.states.at(-1));
      }
    });

    it.each([
      ['a seed that is not 64 hex characters', { seed: 'abc' }],
      ['an invalid deck', { decks: [['impulse_buy'], STARTER_DECK] }],
      ['a start time that is not a number', { startedAt: Number.NaN }],
      ['a card set that does not exist', { cardSet: 7 as CardSetVersion }],
    ] as const)('%s, at the deal', (_, change) => {
      expect(replayCardMatch({ ...base(), ...change })).toMatchObject({ ok: false, index: -1, error: 'invalid_deal' });
    });

    it.each([
      ['an unknown type', { type: 'undo' }],
      ['a card play without a card', { type: 'play_card', cardId: undefined }],
      ['a time that is not a number', { at: Number.NaN }],
    ])('%s', (_, change) => {
      const input = base();
      const actions = input.actions.map((a, i) => (i === 2 ? ({ ...a, ...change } as CardReplayStep) : a));
      expect(replayCardMatch({ ...input, actions })).toMatchObject({ ok: false, index: 2, error: 'invalid_action' });
    });
  });

  describe('a match dealt with an older card set (issue 22)', () => {
    // Played and recorded by the engine as it was before the balance change (set 1: Bulk Order +4 for 3 energy,
    // Flash Sale and Coupon Stack for 1, Doorbuster +2 and draw 1 for 2); the log ends with a winning Bulk Order.
    const { final, ...record } = setOneMatch as unknown as Omit<CardReplayInput, 'cardSet'> & { final: object };

    it('replays on its own set to the very state it stored, byte for byte', () => {
      const replay = replayCardMatch({ ...record, cardSet: 1 });
      if (!replay.ok) throw new Error(`Action ${replay.index}: ${replay.message}`);
      expect(JSON.stringify(replay.states.at(-1))).toBe(JSON.stringify(final));
      expect(replay.states.every((s) => s.cardSet === undefined)).toBe(true);
    });

    it('does not reach it on the current set, so the set is part of what a replay checks', () => {
      const replay = replayCardMatch({ ...record, cardSet: CARD_SET_VERSION });
      const last = replay.ok ? replay.states.at(-1) : null;
      expect(JSON.stringify(last)).not.toBe(JSON.stringify(final));
    });
  });
});
