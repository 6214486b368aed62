import { z } from 'zod';
import { accountUserSchema, publicUserSchema } from './accounts.js';
import { BIO_MAX, DISPLAY_NAME_MAX } from './constants.js';
import { wishlistItemSchema } from './wishlist.js';
import { wireId } from './wire-numbers.js';

/** GET /api/auth/profile. */
export const ownProfileResponseSchema = z.object({
  user: accountUserSchema,
  total_points: z.number().int(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Blank clears (null); absent leaves the field as it is (undefined). */
const optionalText = (max: number, label: string, normalize: (s: string) => string) =>
  z
    .string()
    .overwrite(normalize)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : v));

/** One line: every run of whitespace (line breaks included) becomes one space. */
const oneLine = (s: string) => s.replace(CONTROL_CHARACTERS, '').replace(/\s+/g, ' ');
/** Line breaks kept as \n (browsers send multipart text with \r\n), other control characters dropped. */
const multiLine = (s: string) => s.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');

/**
 * PUT /api/auth/profile as JSON (the spec's client): `avatar_url` is an embedded image (data: URL),
 * the current avatar's own URL (unchanged), or null/'' to remove it. Multipart with an `avatar` file
 * is accepted too.
 */
export const updateProfileRequestSchema = z.object({
  display_name: optionalText(DISPLAY_NAME_MAX, 'Display name', oneLine),
  bio: optionalText(BIO_MAX, 'Bio', multiLine),
  avatar_url: z
    .string()
    .max(8 * 1024 * 1024)
    .nullable()
    .optional(),
});

export const updateProfileResponseSchema = z.object({ success: z.literal(true), user: accountUserSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

export const threadSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  reply_count: z.number().int(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** One of a member's replies on their public profile: where it was posted and how it starts. */
export const replySummarySchema = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  thread_title: z.string(),
  /** The reply's start as one line of plain text. */
  excerpt: z.string(),
  created_at: z.string(),
});
export type ReplySummary = z.infer<typeof replySummarySchema>;

/** GET /api/user/{id}/profile. Game figures are null for a member who has not played. */
export const publicProfileResponseSchema = z.object({
  user: publicUserSchema,
  followers: z.number().int(),
  following: z.number().int(),
  is_following: z.boolean(),
  /** Whether the viewer blocked this member: while so, neither follows the other and Follow is not offered. */
  is_blocked: z.boolean(),
  pvp_rating: z.number().int().nullable(),
  /** The PvP rating is provisional (shown with a '?'); false when the member has no rating. */
  pvp_provisional: z.boolean(),
  pvp_rank: z.number().int().nullable(),
  puzzle_score: z.number().int().nullable(),
  puzzle_rank: z.number().int().nullable(),
  /** Present only when the member's wishlist is public. */
  wishlist: z.object({ share_slug: z.string(), items: z.array(wishlistItemSchema) }).nullable(),
  threads: z.array(threadSummarySchema),
  /** The member's latest replies (deleted ones and those in deleted threads left out), newest first. */
  replies: z.array(replySummarySchema),
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

/** POST /api/follow: toggles, or sets when `follow` is given (a double click then cannot undo itself). */
export const followRequestSchema = z.object({
  user_id: wireId('user_id'),
  follow: z.boolean().optional(),
});

export const followResponseSchema = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowResponse = z.infer<typeof followResponseSchema>;
