import { z } from 'zod';
import { UNPAID_REASONS } from './fair-play.js';
import { MEMORY_CARD_COUNT, SCORE_GAME_IDS } from './games-texts.js';
import { rowIdParamSchema } from './params.js';
import { wireId } from './wire-numbers.js';

export * from './games-texts.js';

/* ---------- Scores (memory game) ---------- */

/**
 * `POST /api/game/score`: the result of a finished memory play, `{ game_id: 'puzzle', score, play_id }`. The server
 * scored the play itself: `score` must be its score, and each play is recorded once. `play_id` is optional in the
 * shape only so that the spec's client, which sent `{ game_id, score }`, gets the clear 400 'No finished game to
 * score' instead of a field error; without it nothing is recorded.
 */
export const gameScoreRequestSchema = z.object({
  game_id: z.string().min(1).max(32),
  score: z.number(),
  play_id: wireId('play_id').optional(),
});

export const gameScoreResponseSchema = z.object({
  success: z.literal(true),
  /** The member's best score for this game after this one. */
  best_score: z.number().int(),
  /** Points paid for this game: 0 past the daily limit. */
  points_awarded: z.number().int(),
});
export type GameScoreResponse = z.infer<typeof gameScoreResponseSchema>;

/* ---------- Memory plays: the server deals and keeps the board ---------- */

/** `POST /api/game/memory/start`: a new play; the cards' faces stay on the server until they are turned. */
export const memoryStartResponseSchema = z.object({
  playId: z.number().int().positive(),
  cards: z.literal(MEMORY_CARD_COUNT),
});
export type MemoryStartResponse = z.infer<typeof memoryStartResponseSchema>;

/** `/api/game/memory/{playId}/...`: a play id that cannot exist is as unknown as one that does not (404). */
export const memoryPlayParamsSchema = z.object({ playId: rowIdParamSchema });

/** `POST /api/game/memory/{playId}/flip`: the card to turn over, 0-15. */
export const memoryFlipRequestSchema = z.object({
  index: z
    .number({ error: `index must be a card number from 0 to ${MEMORY_CARD_COUNT - 1}` })
    .int(`index must be a card number from 0 to ${MEMORY_CARD_COUNT - 1}`)
    .min(0, `index must be a card number from 0 to ${MEMORY_CARD_COUNT - 1}`)
    .max(MEMORY_CARD_COUNT - 1, `index must be a card number from 0 to ${MEMORY_CARD_COUNT - 1}`),
});

/**
 * The turned card's face, whether it completed a pair, the moves so far (a move is a pair of cards turned) and,
 * once the last pair is found, the score the server computed (100 minus 5 a move, at least 10).
 */
export const memoryFlipResponseSchema = z.object({
  index: z.number().int(),
  face: z.string(),
  matched: z.boolean(),
  moves: z.number().int().nonnegative(),
  finished: z.boolean(),
  score: z.number().int().optional(),
});
export type MemoryFlipResponse = z.infer<typeof memoryFlipResponseSchema>;

export const leaderboardQuerySchema = z.object({ game_id: z.enum(SCORE_GAME_IDS) });

export const leaderboardEntrySchema = z.object({
  user_id: z.number().int(),
  /** Null when the account has no name to show: the page says 'Anonymous'. */
  username: z.string().nullable(),
  score: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({ leaderboard: z.array(leaderboardEntrySchema) });
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/* ---------- The Reach-10 duel ---------- */

export const PVP_MATCH_STATUSES = ['pending', 'active', 'completed'] as const;
export type PvpMatchStatus = (typeof PVP_MATCH_STATUSES)[number];

/** What `game_state` (a JSON string, as the spec's client reads it) holds. */
export const pvpGameStateSchema = z.object({
  total: z.number().int(),
  countdown_start_time: z.string().nullable(),
});
export type PvpGameState = z.infer<typeof pvpGameStateSchema>;

/** The spec's PvP match entity (section 3); player 2's fields are null while the match is pending. */
export const pvpMatchSchema = z.object({
  id: z.number().int(),
  status: z.enum(PVP_MATCH_STATUSES),
  player1_id: z.number().int(),
  player2_id: z.number().int().nullable(),
  player1_username: z.string(),
  player2_username: z.string().nullable(),
  player1_display_name: z.string().nullable(),
  player2_display_name: z.string().nullable(),
  player1_avatar_url: z.string().nullable(),
  player2_avatar_url: z.string().nullable(),
  /** The user id on turn; null while pending and after the end. */
  current_turn: z.number().int().nullable(),
  winner_id: z.number().int().nullable(),
  /** JSON of PvpGameState. */
  game_state: z.string(),
  /** When the 3-2-1 countdown starts (ISO); set by the server when the second player arrives. */
  countdown_start_time: z.string().nullable(),
  /** Increases with every change (optimistic concurrency); clients may use it to order what they see. */
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A completed match, for the asking player: whether it paid them points (fair play). */
  paid: z.boolean().optional(),
  /** Why a completed match paid the asking player nothing (with `paid: false`). */
  unpaid_reason: z.enum(UNPAID_REASONS).optional(),
  /** Points the completed match paid the asking player. */
  points_earned: z.number().int().nonnegative().optional(),
  /** A completed match that moved ratings (not aborted, not casual): the asking player's rating before and after. */
  rating_before: z.number().int().optional(),
  rating_after: z.number().int().optional(),
  /** Whether that rating was provisional (deviation above FAIR_PLAY.provisionalRd), shown with a '?'. */
  rating_before_provisional: z.boolean().optional(),
  rating_after_provisional: z.boolean().optional(),
});
export type PvpMatch = z.infer<typeof pvpMatchSchema>;

/** joinQueue, myMatch, submitTurn, completeMatch: the match as it now is (null: the user has none). */
export const pvpMatchResponseSchema = z.object({ match: pvpMatchSchema.nullable() });
export type PvpMatchResponse = z.infer<typeof pvpMatchResponseSchema>;

const matchId = wireId('match_id');

/**
 * `POST /api/pvp/submitTurn`: `{match_id, add}` (ours) or the spec's `{match_id, game_state}`, whose new
 * total is read as an intent: it must be the server's total plus 1 or 2. Exactly one of the two.
 */
export const submitTurnRequestSchema = z.object({
  match_id: matchId,
  add: z.number().optional(),
  game_state: z.union([z.string().max(2_000), z.record(z.string(), z.unknown())]).optional(),
});

/** `POST /api/pvp/completeMatch`: winner_id and game_state are accepted for the spec's client and ignored. */
export const completeMatchRequestSchema = z.object({
  match_id: matchId,
  winner_id: z.number().int().nullable().optional(),
  game_state: z.unknown().optional(),
});

export const pvpQueueStatusSchema = z.object({ count: z.number().int().nonnegative() });
export type PvpQueueStatus = z.infer<typeof pvpQueueStatusSchema>;

export const leaveQueueResponseSchema = z.object({ success: z.literal(true), left: z.boolean() });
export const clearOldMatchesResponseSchema = z.object({ success: z.literal(true), cleared: z.number().int() });

export const pvpLeaderboardEntrySchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  /** Rounded Glicko-2 rating. */
  rating: z.number().int(),
  /** The rating's deviation is still above FAIR_PLAY.provisionalRd: shown with a '?'. */
  provisional: z.boolean(),
});
export type PvpLeaderboardEntry = z.infer<typeof pvpLeaderboardEntrySchema>;
export const pvpLeaderboardResponseSchema = z.object({ leaderboard: z.array(pvpLeaderboardEntrySchema) });
export type PvpLeaderboardResponse = z.infer<typeof pvpLeaderboardResponseSchema>;
