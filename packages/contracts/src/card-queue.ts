import { z } from 'zod';
import { CARD_GAME_MODES } from './card-match.js';
import { wireId } from './wire-numbers.js';

/**
 * The card game's blitz and async queues (community spec section 7): joins, leaving, the waiting counts and a
 * member's running games.
 */

/** A waiting player who has not called a join or the queue status for this long is stale: not paired, not counted. */
export const CARD_QUEUE_STALE_MS = 30_000;
/** Async card games a member may have running at once (spec section 5). */
export const MAX_ASYNC_CARD_GAMES = 3;

export const CARD_QUEUE_TEXT = {
  maxAsyncGames: 'Max 3 Async Games',
  notYou: 'You can only act as yourself',
  changed: 'The queue changed meanwhile. Try again.',
} as const;

const memberIdSchema = wireId('userId');

/** Join and leave bodies; the body may be left out (the token decides who calls). */
export const cardQueueRequestSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ userId: memberIdSchema.optional() }),
);

/** `{ status: 'waiting' }` while queued, `{ matchId }` once paired (or for the running blitz game). */
export const joinCardQueueResponseSchema = z.union([
  z.object({ matchId: z.number().int() }),
  z.object({ status: z.literal('waiting') }),
]);
export type JoinCardQueueResponse = z.infer<typeof joinCardQueueResponseSchema>;

export const leaveCardQueueResponseSchema = z.object({ success: z.literal(true), left: z.boolean() });
export type LeaveCardQueueResponse = z.infer<typeof leaveCardQueueResponseSchema>;

export const cardQueueQuerySchema = z.object({ userId: memberIdSchema.optional() });

export const cardQueueStatusSchema = z.object({
  blitzQueue: z.number().int().nonnegative(),
  asyncQueue: z.number().int().nonnegative(),
});
export type CardQueueStatus = z.infer<typeof cardQueueStatusSchema>;

/** One running game; `current_turn` is the seat on turn, as get-match-state's `currentTurn`. */
export const userCardGameSchema = z.object({
  id: z.number().int(),
  game_mode: z.enum(CARD_GAME_MODES),
  player_a: z.number().int(),
  player_b: z.number().int(),
  player_a_username: z.string(),
  player_b_username: z.string(),
  current_turn: z.enum(['player_a', 'player_b']),
  turn_deadline: z.string(),
  /** A practice game against the bot (pays no points). */
  practice: z.boolean(),
});
export type UserCardGame = z.infer<typeof userCardGameSchema>;

export const userCardGamesResponseSchema = z.object({ games: z.array(userCardGameSchema) });
export type UserCardGamesResponse = z.infer<typeof userCardGamesResponseSchema>;

/** The practice bot's name, as a match against it shows the opponent. */
export const PRACTICE_BOT_NAME = 'Practice Bot';

/** Practice against the bot (no points): `{ mode }` starts one, or answers the running practice of that mode. */
export const practiceRequestSchema = z.object({ mode: z.enum(CARD_GAME_MODES) });
export const practiceResponseSchema = z.object({ matchId: z.number().int() });
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;
