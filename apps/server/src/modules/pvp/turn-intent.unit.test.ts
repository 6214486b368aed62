import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { readTurnIntent, TURN_TEXT } from './turn-intent.js';

const refused = (body: Parameters<typeof readTurnIntent>[0]) => {
  try {
    readTurnIntent(body);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { status: (err as AppError).status, message: (err as AppError).message };
  }
  throw new Error(`accepted ${JSON.stringify(body)}`);
};

describe('readTurnIntent', () => {
  it('reads {add} as 1 or 2 only', () => {
    expect(readTurnIntent({ add: 1 })).toEqual({ kind: 'add', add: 1 });
    expect(readTurnIntent({ add: 2 })).toEqual({ kind: 'add', add: 2 });
    for (const add of [0, 3, -1, 1.5, Number.NaN]) {
      expect(refused({ add })).toEqual({ status: 400, message: TURN_TEXT.addOneOrTwo });
    }
  });

  it("reads the spec's game_state (JSON text or object) as the new total", () => {
    expect(readTurnIntent({ game_state: '{"total":3,"countdown_start_time":null}' })).toEqual({
      kind: 'total',
      total: 3,
    });
    expect(readTurnIntent({ game_state: { total: 10 } })).toEqual({ kind: 'total', total: 10 });
    for (const game_state of [
      'not json',
      '3',
      '"x"',
      'null',
      '{"total":"3"}',
      '{"total":2.5}',
      {},
      { sum: 1 },
      [],
      4,
    ]) {
      expect(refused({ game_state })).toEqual({ status: 400, message: TURN_TEXT.gameState });
    }
  });

  it('wants exactly one of the two', () => {
    expect(refused({})).toEqual({ status: 400, message: TURN_TEXT.oneOf });
    expect(refused({ add: 1, game_state: '{"total":1}' })).toEqual({ status: 400, message: TURN_TEXT.oneOf });
  });
});
