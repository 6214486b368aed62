import { MAX_ASYNC_CARD_GAMES } from '@dd/contracts';

/**
 * Every decision that starts a match between members (a queue pairing, a Card Battle rematch) runs under this
 * lock (`db.serialized`: in memory on one instance, an advisory lock across instances), so the limits it checks
 * still hold when it commits: two of them can never both see a member below a limit and both start a game.
 */
export const CARD_PAIRING_LOCK = 'card-queue';

/** The games the limits count: practice against the bot counts toward none. */
export const counted = <T extends { practice: number }>(rows: T[]): T[] => rows.filter((m) => m.practice === 0);

/** Whether a member with these running games may start another of `mode` (one blitz at a time, three async). */
export function mayStartGame(running: readonly { mode: string; practice: number }[], mode: 'blitz' | 'async'): boolean {
  const ofMode = running.filter((m) => m.practice === 0 && m.mode === mode).length;
  return mode === 'blitz' ? ofMode === 0 : ofMode < MAX_ASYNC_CARD_GAMES;
}
