import type { CardMatchStateResponse } from '@dd/contracts';
import { useEffect, useRef, useState } from 'react';
import { msLeft, shouldAutoEndTurn, timerLevel, timerTickMs, turnKey, type TimerLevel } from './blitz-timer';

export interface BlitzClock {
  /** False outside blitz and once the game is over: the timer is hidden. */
  shown: boolean;
  msLeft: number;
  level: TimerLevel;
}

/**
 * The blitz countdown (spec section 4): refreshes every second, every 250 ms in the last ten, and at zero on
 * the player's own turn calls `onTimeout` once for that turn.
 */
export function useBlitzClock(
  state: CardMatchStateResponse | undefined,
  myTurn: boolean,
  onTimeout: () => void,
): BlitzClock {
  const shown = Boolean(state && state.gameMode === 'blitz' && state.gameStatus === 'in_progress');
  const deadline = state?.turnDeadline ?? '';
  const [now, setNow] = useState(() => Date.now());
  const left = shown ? msLeft(deadline, now) : 0;
  const tick = timerTickMs(left);

  useEffect(() => {
    if (!shown) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), tick);
    return () => window.clearInterval(timer);
  }, [shown, tick, deadline]);

  const endedFor = useRef<string | null>(null);
  const turn = state ? turnKey(state.turnCount, state.currentTurn) : '';
  const fire = shouldAutoEndTurn({
    blitz: shown,
    gameOver: !shown,
    myTurn,
    msLeft: left,
    turn,
    endedFor: endedFor.current,
  });
  useEffect(() => {
    if (!fire) return;
    endedFor.current = turn;
    onTimeout();
  }, [fire, turn, onTimeout]);

  return { shown, msLeft: left, level: timerLevel(left) };
}
