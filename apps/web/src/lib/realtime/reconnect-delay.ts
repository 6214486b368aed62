import { REALTIME_RESTART_WINDOW_MS } from '@dd/contracts';

/** The first retry comes after about a second. */
export const RECONNECT_BASE_MS = 1_000;
/** Retries never wait longer than this. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first retry): an exponential step capped at
 * RECONNECT_MAX_MS, half of it fixed and half random ("equal jitter"), so the tabs a server restart dropped
 * do not all come back in the same instant, and none retries in a tight loop.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}

/**
 * How long to wait before reconnecting after the server said it is restarting: anywhere in the restart window
 * (at least a tenth of it, so the stopping instance has stopped listening), spread evenly so the sockets of one
 * instance do not all arrive at the others at once.
 */
export function restartDelay(random: () => number = Math.random): number {
  const floor = REALTIME_RESTART_WINDOW_MS / 10;
  return Math.round(floor + random() * (REALTIME_RESTART_WINDOW_MS - floor));
}
