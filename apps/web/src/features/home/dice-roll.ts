import { DICE_MIN_TICKS } from '@dd/contracts';

export type DiceFace = 1 | 2 | 3 | 4 | 5 | 6;

/** idle -> rolling (a new face every tick) -> landed (after more than 10 ticks; then it navigates). */
export interface DiceState {
  phase: 'idle' | 'rolling' | 'landed';
  ticks: number;
  face: DiceFace;
}

export type DiceAction = { type: 'roll'; face: DiceFace } | { type: 'tick'; face: DiceFace } | { type: 'reset' };

export const initialDice: DiceState = { phase: 'idle', ticks: 0, face: 5 };

/** Storefront spec section 4, floating dice. Clicks while rolling change nothing. */
export function diceReducer(state: DiceState, action: DiceAction): DiceState {
  switch (action.type) {
    case 'roll':
      return state.phase === 'idle' ? { phase: 'rolling', ticks: 0, face: action.face } : state;
    case 'tick': {
      if (state.phase !== 'rolling') return state;
      const ticks = state.ticks + 1;
      return { phase: ticks > DICE_MIN_TICKS ? 'landed' : 'rolling', ticks, face: action.face };
    }
    case 'reset':
      return { ...state, phase: 'idle', ticks: 0 };
  }
}

/** A random face other than the current one, so every tick visibly changes the die. */
export function nextFace(current: DiceFace, random: () => number = Math.random): DiceFace {
  const others = ([1, 2, 3, 4, 5, 6] as const).filter((f) => f !== current);
  const index = Math.min(others.length - 1, Math.floor(random() * others.length));
  return others[index] ?? current;
}

type Cell = 0 | 1 | 2;

/** Pip centres on a 3x3 grid (column, row) for each face. */
export const PIPS: Record<DiceFace, ReadonlyArray<readonly [Cell, Cell]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};
