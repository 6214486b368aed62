import { TIMEOUT_RESYNC_DELAYS_MS } from './blitz-timer';

/**
 * When the board reads its match again (community spec section 4): it checks the match every 3 s (a cheap
 * version check, the whole state only when it moved) while the opponent is on turn or push is down, and with
 * push up on its own turn only as a slow safety net; a read waits while a card is being played and, on the
 * board's own turn, until 2 s after the last play (then it goes out: it is put off, never dropped); again 1.5 s
 * after a play and 0.75 s after ending a turn.
 */

export const SYNC_INTERVAL_MS = 3_000;
/** With push up every change arrives as a `card.match` event; on the board's own turn polling only covers a missed one. */
export const PUSH_SAFETY_SYNC_MS = 15_000;
export const PLAY_QUIET_MS = 2_000;
export const RESYNC_AFTER_PLAY_MS = 1_500;
export const RESYNC_AFTER_END_TURN_MS = 750;

/**
 * How often to check the match's version (ms), or false once it is over (forfeit and the end stop syncing).
 * While the opponent is on turn every 3 s, push or not: a lost event then costs 3 s at most, never 15.
 */
export function versionCheckMs(pushUp: boolean, myTurn: boolean, gameOver: boolean): number | false {
  if (gameOver) return false;
  return pushUp && myTurn ? PUSH_SAFETY_SYNC_MS : SYNC_INTERVAL_MS;
}

export interface SyncWindow {
  /** A play call is running. */
  playing: boolean;
  /** When the last play started (epoch ms), or null for none yet. */
  lastPlayAt: number | null;
  now: number;
  /** The board's shown state has the player on turn (only then can a read race one of their plays). */
  myTurn: boolean;
}

/** When a wanted read may go out: now, once the play in flight has landed, or at a time (epoch ms). */
export type SyncGate = { kind: 'now' } | { kind: 'after-play' } | { kind: 'at'; at: number };

/**
 * A read now would race the play in flight (or the one that just landed) and flash the card back, so it waits;
 * on the opponent's turn the board makes no play and the read goes out at once.
 */
export function syncGate({ playing, lastPlayAt, now, myTurn }: SyncWindow): SyncGate {
  if (playing) return { kind: 'after-play' };
  if (myTurn && lastPlayAt !== null && now - lastPlayAt < PLAY_QUIET_MS) {
    return { kind: 'at', at: lastPlayAt + PLAY_QUIET_MS };
  }
  return { kind: 'now' };
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
