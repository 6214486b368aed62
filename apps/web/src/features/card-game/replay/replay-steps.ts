import {
  REPLAY_TEXT,
  type CardMatchStateResponse,
  type CardPlayerState,
  type CardReplay,
  type CardReplayAction,
} from '@dd/contracts';
import { moveText, nameOf } from './move-log';

/**
 * What the replay screen reads of one engine state (packages/game's CardMatchState, whose hidden fields the
 * finished match may show): both hands, each seat's counters, the turn and the result.
 */
export interface ReplaySeatState {
  id: number;
  hand: readonly string[];
  deck: readonly unknown[];
  discard: readonly string[];
  buyPower: number;
  buffs: CardPlayerState['buffs'];
  energy: number;
  maxEnergy: number;
  nextCardFree: boolean;
  playedCards: readonly string[];
}

export interface ReplayState {
  currentTurn: 'player_a' | 'player_b';
  turnCount: number;
  gameStatus: 'in_progress' | 'completed' | 'forfeited';
  winner: number | null;
  winReason: CardMatchStateResponse['winReason'];
  playerA: ReplaySeatState;
  playerB: ReplaySeatState;
  playerATimeouts: number;
  playerBTimeouts: number;
}

/** One position of the replay: step 0 is the deal, step i the state after the i-th logged action. */
export interface ReplayStep {
  index: number;
  state: ReplayState;
  /** The action that led here; null for the deal. */
  action: CardReplayAction | null;
  text: string;
}

/** The user id of the player on turn in a state. */
export function onTurn(state: ReplayState): number {
  return state.currentTurn === 'player_a' ? state.playerA.id : state.playerB.id;
}

/** The steps of a replay from the engine's states (states[0] the deal, states[i] after action i). */
export function replaySteps(
  replay: Pick<CardReplay, 'playerA' | 'playerB' | 'actions'>,
  states: readonly ReplayState[],
): ReplayStep[] {
  const names = nameOf(replay);
  return states.map((state, index) => {
    if (index === 0) return { index, state, action: null, text: REPLAY_TEXT.dealt(names(onTurn(state))) };
    const action = replay.actions[index - 1] ?? null;
    return { index, state, action, text: action ? moveText(action, names) : '' };
  });
}

/** A step number kept within the replay's steps (0 to `last`). */
export function clampStep(step: number, last: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.max(0, Math.min(last, Math.trunc(step)));
}

/**
 * The step a key moves to: arrows one step, Home and End to the deal and the end; null for any other key (the
 * page leaves it alone).
 */
export function stepForKey(key: string, step: number, last: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return clampStep(step + 1, last);
    case 'ArrowLeft':
      return clampStep(step - 1, last);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Autoplay speeds: the pause on each move. A turn change lasts a little longer, so the new turn can be read. */
export const REPLAY_SPEEDS = [
  { id: '0.5x', label: '0.5×', ms: 2_400 },
  { id: '1x', label: '1×', ms: 1_200 },
  { id: '2x', label: '2×', ms: 600 },
  { id: '4x', label: '4×', ms: 300 },
] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number]['id'];
export const DEFAULT_REPLAY_SPEED: ReplaySpeed = '1x';

/** How long autoplay shows `step` before moving on. */
export function stepDelay(step: ReplayStep | undefined, speed: ReplaySpeed): number {
  const base = (REPLAY_SPEEDS.find((s) => s.id === speed) ?? REPLAY_SPEEDS[1]).ms;
  const turnChange = step?.action === null || step?.action?.type === 'end_turn' || step?.action?.type === 'timeout';
  return turnChange ? Math.round(base * 1.5) : base;
}

/** Where Play starts: from the current step, or over from the deal when the replay is at its end. */
export function playFrom(step: number, last: number): number {
  return step >= last ? 0 : step;
}

/** Autoplay's next move: the following step, stopping at the end. */
export function autoplayNext(step: number, last: number): { step: number; playing: boolean } {
  const next = clampStep(step + 1, last);
  return { step: next, playing: next < last };
}
