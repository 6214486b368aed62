import { badRequest } from '../../platform/errors.js';

/** What a submitTurn body asks for: `add` (ours) or the new total of the spec's `game_state`. */
export type TurnIntent = { kind: 'add'; add: number } | { kind: 'total'; total: number };

export const TURN_TEXT = {
  oneOf: 'Send either add (1 or 2) or game_state with the new total (exactly one of them).',
  addOneOrTwo: 'You can only add 1 or 2',
  gameState: 'game_state must be JSON with the new total, e.g. {"total": 3}.',
  totalStep: (current: number) => `The new total must be ${current + 1} or ${current + 2}.`,
} as const;

function totalOf(gameState: string | Record<string, unknown>): number {
  let value: unknown = gameState;
  if (typeof gameState === 'string') {
    try {
      value = JSON.parse(gameState);
    } catch {
      throw badRequest(TURN_TEXT.gameState);
    }
  }
  const total = typeof value === 'object' && value !== null ? (value as { total?: unknown }).total : undefined;
  if (typeof total !== 'number' || !Number.isSafeInteger(total)) throw badRequest(TURN_TEXT.gameState);
  return total;
}

/**
 * Reads a submitTurn body as an intent: exactly one of `add` (1 or 2) and `game_state` (its total, checked
 * against the server's total later). Anything else is a 400 before the match is looked at.
 */
export function readTurnIntent(body: { add?: number | undefined; game_state?: unknown }): TurnIntent {
  const hasAdd = body.add !== undefined;
  const hasState = body.game_state !== undefined;
  if (hasAdd === hasState) throw badRequest(TURN_TEXT.oneOf);
  if (hasAdd) {
    if (body.add !== 1 && body.add !== 2) throw badRequest(TURN_TEXT.addOneOrTwo);
    return { kind: 'add', add: body.add };
  }
  const state = body.game_state;
  if (typeof state !== 'string' && (typeof state !== 'object' || state === null || Array.isArray(state))) {
    throw badRequest(TURN_TEXT.gameState);
  }
  return { kind: 'total', total: totalOf(state as string | Record<string, unknown>) };
}
