import type { CardReplay, CardReplayAction } from '@dd/contracts';
import {
  applyAction,
  applyTimeout,
  botAction,
  CARD_SET_VERSION,
  initialState,
  playerView,
  seedCommitment,
  STARTER_DECK,
  type CardMatchState,
  type CardSetVersion,
} from '@dd/game';
import { describe, expect, it } from 'vitest';
import { replayCheck, seedDigest } from './replay-check';
import { replaySteps } from './replay-steps';
import { runReplay } from './run-replay';

const SEED = '5e'.repeat(32);
const START = Date.UTC(2026, 2, 1, 18);
const A = 7;
const B = 9;

/** A blitz match as the server logs it: the bots move 2 s apart; the player on turn at move 6 lets the clock run out. */
function playedMatch(seed: string, cardSet: CardSetVersion = CARD_SET_VERSION): CardReplay {
  let now = START;
  let state: CardMatchState = initialState(seed, [A, B], [STARTER_DECK, STARTER_DECK], 'blitz', now, cardSet);
  const actions: CardReplayAction[] = [];
  for (let n = 1; n <= 400 && state.gameStatus === 'in_progress'; n++) {
    const player = state.currentTurn === 'player_a' ? A : B;
    if (n === 6) {
      now = state.turnDeadline + 250;
      state = applyTimeout(state, now);
      actions.push({ n, player, type: 'timeout', at: new Date(now).toISOString() });
      continue;
    }
    now += 2_000;
    const action = botAction(playerView(state, player));
    const result = applyAction(state, action, now);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    actions.push({
      n,
      player,
      type: action.type,
      ...(action.type === 'play_card' ? { cardId: action.cardId } : {}),
      at: new Date(now).toISOString(),
    });
  }
  return {
    matchId: 1,
    seed,
    seedCommitment: seedCommitment(seed),
    mode: 'blitz',
    practice: false,
    cardSet,
    startedAt: new Date(START).toISOString(),
    playerA: { id: A, username: 'alice' },
    playerB: { id: B, username: 'bob' },
    decks: { playerA: [...STARTER_DECK], playerB: [...STARTER_DECK] },
    actions,
    // As the server sends it: the stored JSON, read back.
    final: JSON.parse(JSON.stringify(state)) as Record<string, unknown>,
  };
}

async function verdict(replay: CardReplay) {
  return replayCheck(replay.seedCommitment, await seedDigest(replay.seed), runReplay(replay));
}

describe('replaying a match in the browser', () => {
  const replay = playedMatch(SEED);

  it('reproduces the recorded end from the seed and the log, and says verified', async () => {
    const run = runReplay(replay);
    expect(run.kind).toBe('reproduced');
    expect(await verdict(replay)).toEqual({ status: 'verified' });
    if (run.kind !== 'reproduced') return;
    const steps = replaySteps(replay, run.states);
    expect(steps).toHaveLength(replay.actions.length + 1);
    expect(steps.map((s) => s.text)).toContain(`${steps[6]?.action?.player === A ? 'alice' : 'bob'} timed out`);
    // The deal shows both hands: five cards each.
    expect(steps[0]?.state.playerA.hand).toHaveLength(5);
    expect(steps[0]?.state.playerB.hand).toHaveLength(5);
  });

  it('reproduces a match dealt with the card set from before issue 22 on that set, and not on the current one', async () => {
    const old = playedMatch(SEED, 1);
    expect(old.final).not.toHaveProperty('cardSet');
    expect(await verdict(old)).toEqual({ status: 'verified' });
    const claimed = await verdict({ ...old, cardSet: CARD_SET_VERSION });
    expect(claimed.status).toBe('failed');
  });

  it('refuses a seed that is not the committed one, even with a log made for it', async () => {
    const other = playedMatch('a1'.repeat(32));
    const forged = { ...other, seedCommitment: replay.seedCommitment };
    expect(await verdict(forged)).toEqual({
      status: 'failed',
      text: 'The seed does not hash to the commitment: this is not the shuffle the players were promised.',
    });
  });

  it('names the first move that cannot be made from this seed', async () => {
    const first = replay.actions.findIndex((a) => a.type === 'play_card');
    const actions = replay.actions.map((a, i) => (i === first ? { ...a, cardId: 'golden_ticket' } : a));
    expect(await verdict({ ...replay, actions })).toEqual({
      status: 'failed',
      text: `Move ${first + 1} cannot be replayed from this seed (Card not in hand): the record does not hold together.`,
    });
  });

  it('says so when the moves do not reach the recorded result', async () => {
    const final = { ...replay.final, winner: replay.final.winner === A ? B : A };
    expect(await verdict({ ...replay, final })).toEqual({
      status: 'failed',
      text: 'Replaying the moves from this seed does not reach the recorded result.',
    });
    const truncated = { ...replay, actions: replay.actions.slice(0, -1) };
    expect((await verdict(truncated)).status).toBe('failed');
  });

  it('cannot deal from a deck that breaks the rules', async () => {
    const decks = { ...replay.decks, playerA: ['impulse_buy'] };
    expect(await verdict({ ...replay, decks })).toEqual({
      status: 'failed',
      text: 'This match cannot be replayed: Deck must have at least 10 cards',
    });
  });
});
