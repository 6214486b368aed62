import { DICE_MIN_TICKS } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { diceReducer, initialDice, nextFace, PIPS, type DiceFace, type DiceState } from './dice-roll';

const tickTimes = (state: DiceState, n: number): DiceState => {
  let s = state;
  for (let i = 0; i < n; i += 1) s = diceReducer(s, { type: 'tick', face: 3 });
  return s;
};

describe('diceReducer', () => {
  it('starts rolling on a click from idle', () => {
    expect(diceReducer(initialDice, { type: 'roll', face: 2 })).toEqual({ phase: 'rolling', ticks: 0, face: 2 });
  });

  it('ignores clicks while rolling or landed', () => {
    const rolling = tickTimes(diceReducer(initialDice, { type: 'roll', face: 2 }), 4);
    expect(diceReducer(rolling, { type: 'roll', face: 6 })).toBe(rolling);
    const landed = tickTimes(rolling, 20);
    expect(diceReducer(landed, { type: 'roll', face: 6 })).toBe(landed);
  });

  it('lands only after more than 10 ticks', () => {
    const rolling = diceReducer(initialDice, { type: 'roll', face: 1 });
    const ten = tickTimes(rolling, DICE_MIN_TICKS);
    expect(ten.phase).toBe('rolling');
    expect(ten.ticks).toBe(10);
    const eleven = diceReducer(ten, { type: 'tick', face: 4 });
    expect(eleven).toEqual({ phase: 'landed', ticks: 11, face: 4 });
  });

  it('ignores ticks that arrive when not rolling', () => {
    expect(diceReducer(initialDice, { type: 'tick', face: 4 })).toBe(initialDice);
  });

  it('resets to idle keeping the last face, ready for another roll', () => {
    const landed = tickTimes(diceReducer(initialDice, { type: 'roll', face: 1 }), 11);
    const idle = diceReducer(landed, { type: 'reset' });
    expect(idle).toEqual({ phase: 'idle', ticks: 0, face: 3 });
    expect(diceReducer(idle, { type: 'roll', face: 5 }).phase).toBe('rolling');
  });
});

describe('nextFace', () => {
  it('never repeats the current face and covers the other five', () => {
    const seen = new Set<DiceFace>();
    for (let i = 0; i < 5; i += 1) seen.add(nextFace(6, () => i / 5));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(nextFace(1, () => 0.9999)).toBe(6);
    expect(nextFace(1, () => 0)).toBe(2);
  });
});

describe('PIPS', () => {
  it('draws as many pips as the face value', () => {
    for (const face of [1, 2, 3, 4, 5, 6] as const) expect(PIPS[face]).toHaveLength(face);
  });
});
