import type { CardReplayAction } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { testSeat } from '../../../../test/card-match-state';
import {
  autoplayNext,
  clampStep,
  playFrom,
  replaySteps,
  stepDelay,
  stepForKey,
  type ReplaySeatState,
  type ReplayState,
} from './replay-steps';

const seat = (id: number): ReplaySeatState => ({ id, ...testSeat(), hand: [] });
const state = (turn: 'player_a' | 'player_b', turnCount: number): ReplayState => ({
  currentTurn: turn,
  turnCount,
  gameStatus: 'in_progress',
  winner: null,
  winReason: null,
  playerA: seat(7),
  playerB: seat(9),
  playerATimeouts: 0,
  playerBTimeouts: 0,
});
const at = '2026-01-01T00:00:00.000Z';
const actions: CardReplayAction[] = [
  { n: 1, player: 9, type: 'play_card', cardId: 'impulse_buy', at },
  { n: 2, player: 9, type: 'end_turn', at },
  { n: 3, player: 7, type: 'forfeit', at },
];
const replay = { playerA: { id: 7, username: 'alice' }, playerB: { id: 9, username: 'bob' }, actions };
/** The replay's steps, with the state after the deal and after each action. */
const stepsOfReplay = () =>
  replaySteps(replay, [state('player_b', 1), state('player_b', 1), state('player_a', 2), state('player_a', 2)]);

describe('replay steps', () => {
  it('opens with the deal and its first player, then one step per logged action', () => {
    const steps = stepsOfReplay();
    expect(steps.map((s) => s.text)).toEqual([
      'Cards dealt: bob moves first',
      'bob played Impulse Buy',
      'bob ended the turn',
      'alice forfeited',
    ]);
    expect(steps.map((s) => s.action?.n ?? 0)).toEqual([0, 1, 2, 3]);
  });

  it('steps with the arrow keys, Home and End, never past either end', () => {
    expect(stepForKey('ArrowRight', 3, 10)).toBe(4);
    expect(stepForKey('ArrowLeft', 3, 10)).toBe(2);
    expect(stepForKey('ArrowLeft', 0, 10)).toBe(0);
    expect(stepForKey('ArrowRight', 10, 10)).toBe(10);
    expect(stepForKey('Home', 6, 10)).toBe(0);
    expect(stepForKey('End', 6, 10)).toBe(10);
    expect(stepForKey('a', 6, 10)).toBeNull();
    expect(stepForKey('ArrowUp', 6, 10)).toBeNull();
  });

  it('keeps a step from the slider or a link within the replay', () => {
    expect(clampStep(-4, 10)).toBe(0);
    expect(clampStep(12, 10)).toBe(10);
    expect(clampStep(3.7, 10)).toBe(3);
    expect(clampStep(Number.NaN, 10)).toBe(0);
  });

  it('plays on to the end and stops there; Play at the end starts again from the deal', () => {
    expect(autoplayNext(3, 10)).toEqual({ step: 4, playing: true });
    expect(autoplayNext(9, 10)).toEqual({ step: 10, playing: false });
    expect(playFrom(10, 10)).toBe(0);
    expect(playFrom(4, 10)).toBe(4);
  });

  it('waits longer at a turn change than after a card, and less at a higher speed', () => {
    const steps = stepsOfReplay();
    expect(stepDelay(steps[2], '1x')).toBeGreaterThan(stepDelay(steps[1], '1x'));
    expect(stepDelay(steps[1], '2x')).toBeLessThan(stepDelay(steps[1], '1x'));
    expect(stepDelay(steps[1], '0.5x')).toBeGreaterThan(stepDelay(steps[1], '1x'));
  });
});
