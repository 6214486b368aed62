import { z } from 'zod';

/**
 * The member's data export (GET /api/account/export, issue 24): one JSON file with a top-level key per area,
 * holding everything stored about the member. Never a session token or its hash, never a password hash, never
 * what a running game keeps hidden (seeds, deck order, the opponent's hand). Values are as stored (ISO-8601 UTC
 * times, enumerations as text), so an old row never makes the export fail.
 */

const time = z.string();
const someone = z.object({ id: z.number().int(), username: z.string() });
/** Someone the member follows, is followed by or blocked, and since when. */
const relation = someone.extend({ since: time });
const result = z.enum(['win', 'loss', 'tie']).nullable();

export const accountDataAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_admin: z.boolean(),
  created_at: time,
  updated_at: time,
});

export const accountDataSessionSchema = z.object({
  /** The session's public id, as the device list shows it (never its token). */
  id: z.string(),
  /** The coarse device label ('Chrome on Windows'). */
  device: z.string(),
  created_at: time,
  last_used_at: time,
  expires_at: time,
  /** The session the export was asked from. */
  current: z.boolean(),
});

export const accountDataWishlistSchema = z.object({
  /** Null: the member has never added anything (the list is made on the first add). */
  list: z
    .object({
      is_public: z.boolean(),
      share_slug: z.string(),
      created_at: time,
      updated_at: time,
    })
    .nullable(),
  items: z.array(z.object({ product_id: z.string(), added_at: time })),
});

export const accountDataPointsSchema = z.object({
  balance: z.number().int(),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number().int(),
      reason: z.string(),
      reference: z.string(),
      created_at: time,
    }),
  ),
});

export const accountDataForumSchema = z.object({
  threads: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      content: z.string(),
      image_url: z.string().nullable(),
      reply_count: z.number().int(),
      created_at: time,
      last_activity_at: time,
      deleted_at: time.nullable(),
    }),
  ),
  replies: z.array(
    z.object({
      id: z.number().int(),
      thread_id: z.number().int(),
      parent_id: z.number().int().nullable(),
      content: z.string(),
      created_at: time,
      deleted_at: time.nullable(),
    }),
  ),
});

/** A report the member filed (not the moderators' notes, nor who resolved it). */
export const accountDataReportSchema = z.object({
  id: z.number().int(),
  reported_user: someone.nullable(),
  content_type: z.string().nullable(),
  content_id: z.number().int().nullable(),
  reason: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  created_at: time,
  resolved_at: time.nullable(),
});

export const accountDataFollowsSchema = z.object({
  following: z.array(relation),
  followers: z.array(relation),
});

export const accountDataDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The stored text as it is when it is not a list of card ids (a corrupted deck). */
  card_ids: z.union([z.array(z.string()), z.string()]),
  is_starter: z.boolean(),
  is_active: z.boolean(),
  created_at: time,
  updated_at: time,
});

export const accountDataDuelSchema = z.object({
  id: z.number().int(),
  opponent: someone.nullable(),
  status: z.string(),
  /** Null while the duel runs. */
  result,
  end_reason: z.string().nullable(),
  total: z.number().int(),
  created_at: time,
  updated_at: time,
});

export const accountDataCardGameSchema = z.object({
  id: z.number().int(),
  opponent: someone.nullable(),
  mode: z.string(),
  practice: z.boolean(),
  status: z.string(),
  /** Null while the game runs. */
  result,
  win_reason: z.string().nullable(),
  started_at: time,
  /** Null while the game runs. */
  ended_at: time.nullable(),
});

export const accountDataGameScoresSchema = z.object({
  /** The best score per game (the memory game is `puzzle`). */
  best_scores: z.array(
    z.object({ game_id: z.string(), best_score: z.number().int(), games_played: z.number().int(), achieved_at: time }),
  ),
  memory_plays: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      score: z.number().int().nullable(),
      created_at: time,
      finished_at: time.nullable(),
    }),
  ),
  duel_rating: z
    .object({ rating: z.number(), rd: z.number(), games_played: z.number().int(), updated_at: time })
    .nullable(),
});

export const accountDataSchema = z.object({
  exported_at: time,
  account: accountDataAccountSchema,
  wishlist: accountDataWishlistSchema,
  points: accountDataPointsSchema,
  forum: accountDataForumSchema,
  reports: z.array(accountDataReportSchema),
  follows: accountDataFollowsSchema,
  blocks: z.array(relation),
  decks: z.array(accountDataDeckSchema),
  games: accountDataGameScoresSchema.extend({
    duels: z.array(accountDataDuelSchema),
    card_games: z.array(accountDataCardGameSchema),
  }),
  sessions: z.array(accountDataSessionSchema),
});

export type AccountData = z.infer<typeof accountDataSchema>;
export type AccountDataAccount = z.infer<typeof accountDataAccountSchema>;
export type AccountDataSession = z.infer<typeof accountDataSessionSchema>;
export type AccountDataWishlist = z.infer<typeof accountDataWishlistSchema>;
export type AccountDataPoints = z.infer<typeof accountDataPointsSchema>;
export type AccountDataForum = z.infer<typeof accountDataForumSchema>;
export type AccountDataReport = z.infer<typeof accountDataReportSchema>;
export type AccountDataFollows = z.infer<typeof accountDataFollowsSchema>;
export type AccountDataRelation = z.infer<typeof relation>;
export type AccountDataDeck = z.infer<typeof accountDataDeckSchema>;
export type AccountDataDuel = z.infer<typeof accountDataDuelSchema>;
export type AccountDataCardGame = z.infer<typeof accountDataCardGameSchema>;
export type AccountDataGameScores = z.infer<typeof accountDataGameScoresSchema>;

/** Exports allowed per member per hour (the file reads every table the member has rows in). */
export const ACCOUNT_EXPORTS_PER_HOUR = 5;
