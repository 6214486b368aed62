import { TIMEOUT_RESYNC_DELAYS_MS } from './blitz-timer';

/**
 * When the board reads its match again (community spec section 4): every 3 s without the push channel, with it
 * only as a slow safety net; never while a card is being played or within 2 s of the last play; again 1.5 s
 * after a play and 0.75 s after ending a turn.
 */

export const SYNC_INTERVAL_MS = 3_000;
/** With push up every change arrives as a `card.match` event; polling only covers a missed one. */
export const PUSH_SAFETY_SYNC_MS = 15_000;
export const PLAY_QUIET_MS = 2_000;
export const RESYNC_AFTER_PLAY_MS = 1_500;
export const RESYNC_AFTER_END_TURN_MS = 750;

/** How often to poll the match (ms), or false once it is over (forfeit and the end stop syncing). */
export function syncIntervalMs(pushUp: boolean, gameOver: boolean): number | false {
  if (gameOver) return false;
  return pushUp ? PUSH_SAFETY_SYNC_MS : SYNC_INTERVAL_MS;
}

export interface SyncWindow {
  /** A play call is running. */
  playing: boolean;
  /** When the last play started (epoch ms), or null for none yet. */
  lastPlayAt: number | null;
  now: number;
}

/** A sync now would race the play in flight (or the one that just landed) and flash the card back. */
export function shouldSkipSync({ playing, lastPlayAt, now }: SyncWindow): boolean {
  if (playing) return true;
  return lastPlayAt !== null && now - lastPlayAt < PLAY_QUIET_MS;
}

export type BoardAction = 'play' | 'end-turn' | 'timeout';

/** The delays (ms) at which the board reads the match again after its own action. */
export function resyncDelays(action: BoardAction): readonly number[] {
  switch (action) {
    case 'play':
      return [RESYNC_AFTER_PLAY_MS];
    case 'end-turn':
      return [RESYNC_AFTER_END_TURN_MS];
    case 'timeout':
      return TIMEOUT_RESYNC_DELAYS_MS;
  }
}
