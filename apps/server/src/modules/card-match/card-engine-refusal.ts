import type { ErrorCode } from '@dd/contracts';
import type { CardErrorCode } from '@dd/game';
import { AppError } from '../../platform/errors.js';

/**
 * Each refusal of a move by the engine as it leaves the API: the engine's code in the envelope's `code` (what
 * our board switches on), its message in `error` (the spec's texts, which the spec's client reads), and the
 * status each refusal has always had. A member outside the match (`not_a_player`) is answered by the caller,
 * as a match that does not exist.
 */
const REFUSALS: Record<Exclude<CardErrorCode, 'not_a_player'>, { status: 400 | 409; code: ErrorCode }> = {
  game_over: { status: 409, code: 'game_over' },
  not_your_turn: { status: 409, code: 'not_your_turn' },
  turn_time_over: { status: 409, code: 'turn_time_over' },
  // The hand changed under the client (a race or a stale screen): re-sync and try again.
  card_not_in_hand: { status: 409, code: 'card_not_in_hand' },
  card_already_played: { status: 409, code: 'card_already_played' },
  not_enough_energy: { status: 400, code: 'not_enough_energy' },
  // Only a replayed `timeout` gets it, never a player's move: nothing a client branches on.
  no_timeout_due: { status: 409, code: 'conflict' },
};

export function engineRefusal(error: Exclude<CardErrorCode, 'not_a_player'>, message: string): AppError {
  const { status, code } = REFUSALS[error];
  return new AppError(status, code, message);
}
