import { applyLoggedAction, type CardLoggedAction, type CardMatchState } from '@dd/game';
import { stateOf } from './card-match-view.js';
import type { LoggedActionEntry } from './card-match-actions.repository.js';
import type { CardMatchRow, StateWrite } from './card-match.repository.js';
import { BOT_STEP_MS, botChoices, isBotTurn } from './card-practice-bot.js';
import type { GameMetrics } from '../../platform/metrics.js';

/** A change to write: the next state, the action that made it and the `now` (ms) the engine applied it with. */
export interface Step {
  next: CardMatchState;
  action: CardLoggedAction;
  at: number;
}

export const isOver = (state: CardMatchState): boolean => state.gameStatus !== 'in_progress';

export const playerOnTurn = (state: CardMatchState): number =>
  state.currentTurn === 'player_a' ? state.playerA.id : state.playerB.id;

/** The log's row of a step. */
export const entryOf = ({ action, at }: Step): LoggedActionEntry => ({
  playerId: action.playerId,
  type: action.type,
  cardId: action.type === 'play_card' ? action.cardId : null,
  at: new Date(at).toISOString(),
});

/** The passed deadline applied at `at` (a timeout, or the practice bot's step) and how; undefined if nothing is due. */
export function dueStep(row: CardMatchRow, at: number): Step | undefined {
  const state = stateOf(row);
  const choices: CardLoggedAction[] =
    row.practice === 1 && isBotTurn(state) ? botChoices(state) : [{ type: 'timeout', playerId: playerOnTurn(state) }];
  // The first the engine accepts is the step, applied as a replay applies it (a timeout only when due).
  for (const action of choices) {
    const result = applyLoggedAction(state, action, at);
    if (result.ok) return { next: result.state, action, at };
  }
  return undefined;
}

/**
 * When the match's stored deadline is: the turn's own deadline, or in practice on the bot's turn the time of
 * its next step.
 */
export function deadlineOf(practice: boolean, state: CardMatchState, now: number): Date {
  if (practice && isBotTurn(state)) return new Date(now + BOT_STEP_MS);
  return new Date(state.turnDeadline);
}

/** The row's columns after a step; `updated_at` is the step's own time (for a finished match, when it ended). */
export function stateWrite(row: CardMatchRow, { next, at }: Step): StateWrite {
  return {
    state: JSON.stringify(next),
    status: next.gameStatus,
    deadlineIso: isOver(next) ? null : deadlineOf(row.practice === 1, next, at).toISOString(),
    nowIso: new Date(at).toISOString(),
  };
}

/**
 * Counts a stored step in the metrics: a card played or a turn ended is a move (a timeout or a forfeit is
 * not), and a step that ends the match ends it for its reason. Practice (against the bot) is counted apart.
 */
export function countStep(
  metrics: Pick<GameMetrics, 'moved' | 'matchEnded'>,
  row: CardMatchRow,
  { next, action }: Step,
) {
  const game = row.practice === 1 ? 'card_practice' : 'card';
  if (action.type === 'play_card' || action.type === 'end_turn') metrics.moved(game);
  if (isOver(next)) metrics.matchEnded(game, next.winReason ?? 'tie');
}
