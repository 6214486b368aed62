/**
 * Game writes per IP (moves, queue joins): ten times the site's write limit (RATE_LIMIT_WRITES_PER_MINUTE, 30 by
 * default), as two players on one home network can play game after game (each move is a write, and a waiting
 * client repeats its join), and every move is checked against the server's state anyway.
 */
const GAME_WRITES_PER_WRITE = 10;

/** The duel's and the card game's per-IP limit on their writes, given the site's writes per minute. */
export function gameWriteLimit(writesPerMinute: number): { max: number; timeWindow: string } {
  return { max: writesPerMinute * GAME_WRITES_PER_WRITE, timeWindow: '1 minute' };
}
