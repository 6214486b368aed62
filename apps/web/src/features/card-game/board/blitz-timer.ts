/**
 * The blitz turn timer (community spec sections 4 and 9): what it shows, how often it refreshes, and when the
 * client ends its own turn for the clock. Pure, so the thresholds are tested without a browser.
 */

/** Refresh every second, every 250 ms in the last ten. */
export const TIMER_TICK_MS = 1_000;
export const TIMER_FAST_TICK_MS = 250;
export const TIMER_WARNING_MS = 20_000;
export const TIMER_URGENT_MS = 10_000;
/** After the client ends a timed-out turn it reads the match again at these delays (ms after the end). */
export const TIMEOUT_RESYNC_DELAYS_MS = [500, 1_500, 3_000] as const;

export type TimerLevel = 'normal' | 'warning' | 'urgent';

/** Milliseconds left until `deadline` (ISO-8601), never below 0; 0 for a deadline the browser cannot read. */
export function msLeft(deadline: string, now: number): number {
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, at - now);
}

/** 'm:ss', whole seconds rounded up, so the timer reads 0:00 only once the time is really over. */
export function formatTimer(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1_000);
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function timerLevel(ms: number): TimerLevel {
  if (ms <= TIMER_URGENT_MS) return 'urgent';
  if (ms <= TIMER_WARNING_MS) return 'warning';
  return 'normal';
}

export function timerTickMs(ms: number): number {
  return ms <= TIMER_URGENT_MS ? TIMER_FAST_TICK_MS : TIMER_TICK_MS;
}

/** One turn of a match: the number and the seat on turn (a turn number alone repeats for the second seat). */
export function turnKey(turnCount: number, seat: string): string {
  return `${turnCount}:${seat}`;
}

export interface AutoEndInput {
  blitz: boolean;
  gameOver: boolean;
  myTurn: boolean;
  msLeft: number;
  /** This turn's key (turnKey). */
  turn: string;
  /** The turn the client last ended for the clock, if any. */
  endedFor: string | null;
}

/** Whether the client ends its own turn now as a timeout: at zero, on its own turn, once per turn. */
export function shouldAutoEndTurn(input: AutoEndInput): boolean {
  return input.blitz && !input.gameOver && input.myTurn && input.msLeft <= 0 && input.endedFor !== input.turn;
}
