/**
 * The game economy's fair-play rules (issue 21), written once: the server decides with `decideGameReward`, and
 * the rewards page and the result screens show the same numbers and texts. Zod-free, so game pages load no
 * schema code for them.
 */
export const FAIR_PLAY = {
  /**
   * A duel or card match that ends before its loser made this many moves of their own (a duel add; a played
   * card or an ended turn: timeouts and the forfeit do not count) is aborted: no points, no rating change, not
   * counted anywhere. In a tie both players must have made them.
   */
  minLoserMoves: 2,
  /** Games per UTC day between the same two members in the same game that pay points and move ratings. */
  pairGamesPerDay: 3,
  /** Points a member can earn in a UTC day from duels and card games together (the memory game has its own). */
  dailyGamePoints: 100,
  /** A rating whose deviation is above this is provisional, shown with a '?' after it (as lichess does). */
  provisionalRd: 110,
} as const;

/** The games whose points the daily cap counts together. */
export const FAIR_PLAY_GAMES = ['duel', 'card'] as const;
export type FairPlayGame = (typeof FAIR_PLAY_GAMES)[number];

/** Why a finished game paid a member nothing. */
export const UNPAID_REASONS = ['aborted', 'casual', 'daily_cap'] as const;
export type UnpaidReason = (typeof UNPAID_REASONS)[number];

/** What the result screens say when a game paid nothing. */
export const UNPAID_TEXT: Record<UnpaidReason, string> = {
  aborted: 'Aborted: too few moves',
  casual: `Casual: you have played this opponent ${FAIR_PLAY.pairGamesPerDay} times today`,
  daily_cap: 'Daily game points reached',
};

export interface GameRewardInput {
  /**
   * Moves of their own the loser made (in a tie, the fewer of the two players'); null for a game started
   * before these rules, which is never aborted.
   */
  loserMoves: number | null;
  /** Counted games (not aborted, not casual) these two members finished today in this game before this one. */
  pairGamesBefore: number;
  /** Game points (duels and card games) the member was paid today before this game. */
  pointsBefore: number;
  /** What the game pays this member without the rules (win, loss or tie). */
  amount: number;
}

export interface GameRewardDecision {
  /** The game counts: it moves ratings, counts toward the pair's daily games and the rankings' game counts. */
  counted: boolean;
  /** Points paid (a game that crosses the daily cap pays up to it). */
  points: number;
  paid: boolean;
  unpaidReason: UnpaidReason | null;
}

/** One member's reward for one finished game under the fair-play rules. */
export function decideGameReward(input: GameRewardInput): GameRewardDecision {
  if (input.loserMoves !== null && input.loserMoves < FAIR_PLAY.minLoserMoves) {
    return { counted: false, points: 0, paid: false, unpaidReason: 'aborted' };
  }
  if (input.pairGamesBefore >= FAIR_PLAY.pairGamesPerDay) {
    return { counted: false, points: 0, paid: false, unpaidReason: 'casual' };
  }
  const room = Math.max(0, FAIR_PLAY.dailyGamePoints - input.pointsBefore);
  const points = Math.max(0, Math.min(input.amount, room));
  if (points === 0) return { counted: true, points: 0, paid: false, unpaidReason: 'daily_cap' };
  return { counted: true, points, paid: true, unpaidReason: null };
}

/** Whether a rating with this deviation is provisional. */
export function isProvisionalRating(rd: number): boolean {
  return rd > FAIR_PLAY.provisionalRd;
}

/** A rating as shown: rounded, with '?' while provisional. */
export function ratingText(rating: number, provisional: boolean): string {
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}
