/**
 * What the rewards page, the result screens, the rankings and the admin's fair-play screen say about the
 * fair-play rules (issue 21), written from `FAIR_PLAY` so the numbers shown are the numbers the server applies.
 * Zod-free, so game pages load no schema code for them.
 */
import { formatCount } from './format.js';
import { FAIR_PLAY, ratingText, UNPAID_TEXT, type UnpaidReason } from './fair-play.js';
import { GAME_POINTS } from './games-texts.js';

export const FAIR_PLAY_TEXT = {
  rulesTitle: 'Fair play',
  gamePointsToday: 'Game points today',
  gamePointsFailed: "Failed to fetch today's game points",
  /** The line on the duel and card entries of 'How to Earn Points'. */
  dailyCap: `up to ${FAIR_PLAY.dailyGamePoints} game points a day`,
  /** What the '?' after a rating means (its title and the words screen readers read). */
  provisional: 'Provisional rating: fewer games played',
} as const;

/** What the three games' result screens say besides the outcome (issue 22). */
export const RESULT_TEXT = {
  /** The link under every result to /rewards. */
  rewardsLink: 'See your rewards',
  rating: 'Rating',
  /** A member's memory game past the day's paid games. */
  memoryUnpaid: `No points: ${GAME_POINTS.memoryGamesPerDay} paid games a day reached`,
} as const;

/** A duel's rating change for the member, as the result shows it. */
export interface RatingChangeFields {
  before?: number | undefined;
  after?: number | undefined;
  provisionalBefore?: boolean | undefined;
  provisionalAfter?: boolean | undefined;
}

/**
 * '1500 → 1516', each side with '?' while provisional ('1500? → 1662?'); null when the duel moved no rating
 * (aborted, casual, or ended before the server kept the change).
 */
export function ratingChangeText(change: RatingChangeFields): string | null {
  if (change.before === undefined || change.after === undefined) return null;
  const from = ratingText(change.before, change.provisionalBefore ?? false);
  const to = ratingText(change.after, change.provisionalAfter ?? false);
  return `${from} → ${to}`;
}

/** The memory game's points line after Submit Score: '+5 points', or why it paid nothing. */
export function memoryRewardText(pointsAwarded: number): string {
  return pointsAwarded > 0 ? `+${formatCount(pointsAwarded)} points` : RESULT_TEXT.memoryUnpaid;
}

/** The rules as the rewards page lists them. */
export const FAIR_PLAY_RULES = [
  {
    key: 'cap',
    emoji: '📈',
    title: `Up to ${FAIR_PLAY.dailyGamePoints} game points a day`,
    text:
      `Duels and card games together pay at most ${FAIR_PLAY.dailyGamePoints} points a day (UTC); a game that ` +
      `crosses the line pays up to it. The memory game keeps its own ${GAME_POINTS.memoryGamesPerDay} paid games a day.`,
  },
  {
    key: 'pair',
    emoji: '🔁',
    title: `${FAIR_PLAY.pairGamesPerDay} paid games a day per opponent`,
    text:
      `Only your first ${FAIR_PLAY.pairGamesPerDay} games a day against the same member in the same game (aborted ` +
      'ones aside) pay points and move ratings; the ones after them are casual.',
  },
  {
    key: 'aborted',
    emoji: '⏹️',
    title: 'Aborted games pay nothing',
    text:
      `A game that ends before the loser has made ${FAIR_PLAY.minLoserMoves} moves of their own (an add in a duel, ` +
      'a played card or an ended turn in a card game) pays neither player and moves no rating.',
  },
  {
    key: 'practice',
    emoji: '🤖',
    title: 'Practice is just practice',
    text: 'Card games against the practice bot pay no points.',
  },
] as const;

/** What a finished game says about its reward for the member looking at it (the fields the server sends). */
export interface GameRewardFields {
  practice?: boolean | undefined;
  paid?: boolean | undefined;
  unpaidReason?: UnpaidReason | undefined;
  pointsEarned?: number | undefined;
}

export type GameRewardLine = { paid: true; text: string } | { paid: false; reason: UnpaidReason; text: string };

/**
 * The result screen's line about points: '+N points', or why the game paid nothing. Null for a practice game
 * (it never pays, and says nothing about points) and when the server did not say (a game ended before the rules):
 * the screen then says nothing rather than guess.
 */
export function gameRewardLine(game: GameRewardFields): GameRewardLine | null {
  if (game.practice || game.paid === undefined) return null;
  if (game.paid) {
    return game.pointsEarned === undefined ? null : { paid: true, text: `+${formatCount(game.pointsEarned)} points` };
  }
  return game.unpaidReason ? { paid: false, reason: game.unpaidReason, text: UNPAID_TEXT[game.unpaidReason] } : null;
}
