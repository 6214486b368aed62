import { PVP_COUNTDOWN } from '@dd/contracts';

/** Where the lobby's 3-2-1 is: before the server's start time, one of the numbers, or done. */
export type CountdownPhase = { kind: 'waiting' } | { kind: 'count'; n: number } | { kind: 'go' };

/**
 * The countdown at server time `serverNowMs`, for a countdown the server starts at `startMs`: waiting until
 * then, then 3, 2, 1 (one second each), then go.
 */
export function countdownPhase(
  serverNowMs: number,
  startMs: number,
  seconds: number = PVP_COUNTDOWN.seconds,
): CountdownPhase {
  if (serverNowMs < startMs) return { kind: 'waiting' };
  const n = seconds - Math.floor((serverNowMs - startMs) / 1_000);
  return n > 0 ? { kind: 'count', n } : { kind: 'go' };
}

/**
 * How far the server's clock is ahead of this browser's (ms, negative when behind), read from the first answer
 * that showed the match paired: its `updated_at` is the moment of pairing, and that answer arrived at
 * `receivedAtMs` on this browser's clock. A browser whose clock is off by minutes still counts down with the
 * server; the price is that the estimate runs late by the time the answer took to come (a poll of up to
 * 500 ms plus the round trip without push, a few ms with it), which only shifts the start a little later.
 * Null when `updated_at` cannot be read: the browser's own clock is used then.
 */
export function serverClockOffset(updatedAtIso: string, receivedAtMs: number): number | null {
  const updatedAt = Date.parse(updatedAtIso);
  return Number.isNaN(updatedAt) ? null : updatedAt - receivedAtMs;
}
