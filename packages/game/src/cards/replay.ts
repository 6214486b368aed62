import type { GameSeed } from '../seed-stream.js';
import { isCardSetVersion, type CardSetVersion } from './card-set.js';
import {
  applyLoggedAction,
  initialState,
  type CardErrorCode,
  type CardGameMode,
  type CardLoggedAction,
  type CardMatchState,
} from './engine.js';

/** One entry of a match's action log as stored: who did what, and the time (epoch ms) the server applied it. */
export interface CardReplayStep {
  type: CardLoggedAction['type'];
  playerId: number;
  cardId?: string;
  at: number;
}

/** Everything a match is re-run from: the deal's inputs and the log. */
export interface CardReplayInput {
  seed: GameSeed;
  players: readonly [number, number];
  /** Both decks as dealt from (the lists before the shuffle). */
  decks: readonly [readonly string[], readonly string[]];
  mode: CardGameMode;
  /** The card set the match was dealt with (`cardSetOf` its stored state): old matches replay on their rules. */
  cardSet: CardSetVersion;
  /** Epoch ms: the `now` the match was dealt at. */
  startedAt: number;
  actions: readonly CardReplayStep[];
}

export type CardReplayErrorCode = CardErrorCode | 'invalid_deal' | 'invalid_action';

export type CardReplayResult =
  /** `states[0]` is the deal, `states[i]` the state after the i-th action. */
  | { ok: true; states: CardMatchState[] }
  /** `index`: the position in `actions` of the action that could not be applied (-1: the deal itself). */
  | { ok: false; index: number; error: CardReplayErrorCode; message: string };

const INVALID_ACTION = 'Not an action of the log: unknown type, a card play without a card or a time not a number';

/**
 * Re-runs a match with the pure engine from its seed and its action log. With the server's log the last state
 * is the stored final state, exactly; an action the engine refuses ends the replay with its error.
 */
export function replayCardMatch(input: CardReplayInput): CardReplayResult {
  let state: CardMatchState;
  try {
    if (!Number.isFinite(input.startedAt)) throw new Error('The start time is not a number');
    if (!isCardSetVersion(input.cardSet)) throw new Error('The card set is unknown');
    state = initialState(input.seed, input.players, input.decks, input.mode, input.startedAt, input.cardSet);
  } catch (error) {
    return { ok: false, index: -1, error: 'invalid_deal', message: (error as Error).message };
  }
  const states = [state];
  for (const [index, step] of input.actions.entries()) {
    const action = loggedAction(step);
    if (!action || !Number.isFinite(step.at)) {
      return { ok: false, index, error: 'invalid_action', message: INVALID_ACTION };
    }
    const result = applyLoggedAction(state, action, step.at);
    if (!result.ok) return { ok: false, index, error: result.error, message: result.message };
    state = result.state;
    states.push(state);
  }
  return { ok: true, states };
}

function loggedAction(step: CardReplayStep): CardLoggedAction | null {
  const { playerId } = step;
  switch (step.type) {
    case 'play_card':
      return typeof step.cardId === 'string' ? { type: 'play_card', playerId, cardId: step.cardId } : null;
    case 'end_turn':
    case 'forfeit':
    case 'timeout':
      return { type: step.type, playerId };
    default:
      return null;
  }
}
