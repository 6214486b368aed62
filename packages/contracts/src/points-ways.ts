/** Zod-free, so pages that only show these texts do not load zod. */
import { POINTS } from './constants.js';
import { CARD_POINTS, GAME_POINTS } from './games-texts.js';

/** `thread_removed` / `reply_removed` take a deleted post's points back (negative entries). */
export const POINT_REASONS = [
  'newsletter',
  'wishlist_add',
  'thread',
  'reply',
  'thread_removed',
  'reply_removed',
  'game',
  'duel_win',
  'duel_loss',
  'card_win',
  'card_tie',
  'card_loss',
] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** How a ledger entry reads in the points history. */
export const POINT_REASON_LABELS: Record<PointReason, string> = {
  newsletter: 'Newsletter signup',
  wishlist_add: 'Added to wishlist',
  thread: 'New forum thread',
  reply: 'Forum reply',
  thread_removed: 'Forum thread deleted',
  reply_removed: 'Forum reply deleted',
  game: 'Game played',
  duel_win: 'Duel won',
  duel_loss: 'Duel played',
  card_win: 'Card match won',
  card_tie: 'Card match tied',
  card_loss: 'Card match played',
};

/**
 * The 'How to Earn Points' list: the ways the site pays today. `dailyCap`: the way's points count toward the daily
 * game points (`FAIR_PLAY.dailyGamePoints`).
 */
export const EARN_POINTS_WAYS = [
  {
    key: 'newsletter',
    emoji: '📬',
    title: 'Subscribe to the newsletter',
    points: POINTS.newsletter,
    note: 'Once per account',
  },
  {
    key: 'wishlist_add',
    emoji: '❤️',
    title: 'Add a product to your wishlist',
    points: POINTS.wishlistAdd,
    note: 'Once per product',
  },
  {
    key: 'thread',
    emoji: '💬',
    title: 'Start a forum thread',
    points: POINTS.thread,
    note: 'Taken back if the thread is deleted',
  },
  {
    key: 'reply',
    emoji: '↩️',
    title: 'Reply in the forum',
    points: POINTS.reply,
    note: 'Taken back if the reply is deleted',
  },
  {
    key: 'game',
    emoji: '🧠',
    title: 'Finish a memory game and submit your score',
    points: GAME_POINTS.memoryGame,
    note: `Up to ${GAME_POINTS.memoryGamesPerDay} games a day`,
  },
  {
    key: 'duel_win',
    emoji: '⚔️',
    title: 'Win a Reach 10 duel',
    points: GAME_POINTS.duelWin,
    note: `A lost duel still earns ${GAME_POINTS.duelLoss}`,
    dailyCap: true,
  },
  {
    key: 'card_win',
    emoji: '🃏',
    title: 'Win a Card Battle',
    points: CARD_POINTS.win,
    note: `A tie earns ${CARD_POINTS.tie}, a loss ${CARD_POINTS.loss}; blitz pays double`,
    dailyCap: true,
  },
] as const;
