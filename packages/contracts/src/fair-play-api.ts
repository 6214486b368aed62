import { z } from 'zod';
import { FAIR_PLAY_GAMES } from './fair-play.js';

/** `GET /api/fair-play/today` (member): the member's game points today (UTC) against the daily cap. */
export const gamePointsTodaySchema = z.object({
  /** The UTC day, YYYY-MM-DD. */
  day: z.string(),
  points: z.number().int().nonnegative(),
  cap: z.number().int().positive(),
});
export type GamePointsToday = z.infer<typeof gamePointsTodaySchema>;

const memberSchema = z.object({ id: z.number().int(), username: z.string() });

/** Two members who played each other in one game within the window. */
export const fairPlayPairSchema = z.object({
  game: z.enum(FAIR_PLAY_GAMES),
  /** The member with the lower id first. */
  memberA: memberSchema,
  memberB: memberSchema,
  /** Finished games between them in the window. */
  games: z.number().int(),
  /** Games that paid or moved ratings (not aborted, not casual). */
  counted: z.number().int(),
  aborted: z.number().int(),
  casual: z.number().int(),
  /** Their latest finished card matches in the window, newest first (each has a replay); empty for duels. */
  replayMatchIds: z.array(z.number().int()),
});
export type FairPlayPair = z.infer<typeof fairPlayPairSchema>;

/** A member's game earnings within the window. */
export const fairPlayEarnerSchema = z.object({
  member: memberSchema,
  /** Game points paid (duels and card games). */
  points: z.number().int(),
  games: z.number().int(),
  aborted: z.number().int(),
  casual: z.number().int(),
  /** Games that paid less than they would have because of the daily cap. */
  capped: z.number().int(),
  /** Distinct opponents in the window. */
  opponents: z.number().int(),
});
export type FairPlayEarner = z.infer<typeof fairPlayEarnerSchema>;

export const fairPlayWindowSchema = z.object({
  /** ISO-8601 UTC: the window is [from, to). */
  from: z.string(),
  to: z.string(),
  /** Pairs by games played together, most first (at most 20). */
  pairs: z.array(fairPlayPairSchema),
  /** Members by game points earned, most first (at most 20). */
  earners: z.array(fairPlayEarnerSchema),
});
export type FairPlayWindow = z.infer<typeof fairPlayWindowSchema>;

/** `GET /api/admin/fair-play` (admin): today (UTC) and the last 7 days. */
export const fairPlayReportSchema = z.object({ today: fairPlayWindowSchema, week: fairPlayWindowSchema });
export type FairPlayReport = z.infer<typeof fairPlayReportSchema>;
