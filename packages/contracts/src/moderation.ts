import { z } from 'zod';
import {
  ADMIN_NOTES_MAX,
  CONTENT_REPORT_REASONS,
  CONTENT_TYPES,
  MODERATION_TEXT,
  REPORT_DESCRIPTION_MAX,
  REPORT_STATUSES,
  USER_REPORT_REASONS,
} from './moderation-texts.js';
import { wireId } from './wire-numbers.js';

const id = wireId;

/** A reason given as its value or its label (the spec's client sends the chosen option). */
const reason = (options: ReadonlyArray<{ value: string; label: string }>) =>
  z
    .string({ error: MODERATION_TEXT.pleaseSelectReason })
    .trim()
    .transform((s, ctx) => {
      const match = options.find((o) => o.value === s || o.label === s);
      if (!match) {
        ctx.addIssue({ code: 'custom', message: MODERATION_TEXT.pleaseSelectReason });
        return z.NEVER;
      }
      return match.value;
    });

const description = z
  .string()
  .trim()
  .max(REPORT_DESCRIPTION_MAX, MODERATION_TEXT.descriptionTooLong)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** `POST /api/moderation/report/user`. */
export const reportUserRequestSchema = z.object({
  reported_id: id('reported_id'),
  reason: reason(USER_REPORT_REASONS),
  description,
});

/** `POST /api/moderation/report/content`. */
export const reportContentRequestSchema = z.object({
  content_type: z.enum(CONTENT_TYPES, { error: MODERATION_TEXT.contentTypeRequired }),
  content_id: id('content_id'),
  reason: reason(CONTENT_REPORT_REASONS),
  description,
});

/** Reporting the same thing again while a report is open answers the open one (`created: false`). */
export const reportCreatedSchema = z.object({
  success: z.literal(true),
  report_id: z.number().int(),
  created: z.boolean(),
});

/** `POST /api/moderation/block`. */
export const blockRequestSchema = z.object({ blocked_id: id('blocked_id') });
/** `DELETE /api/moderation/block?blocked_id=`. */
export const unblockQuerySchema = z.object({ blocked_id: id('blocked_id') });
export const blockStatusSchema = z.object({ success: z.literal(true), blocked: z.boolean() });

export const blockSchema = z.object({
  blocked_id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});
/** `GET /api/moderation/blocks`. */
export const blocksResponseSchema = z.object({ blocks: z.array(blockSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

/** A report as the moderation dashboard lists it (storefront spec section 3). */
export const moderationReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  reporter_id: z.number().int().nullable(),
  reporter_username: z.string().nullable(),
  reported_user_id: z.number().int().nullable(),
  reported_username: z.string().nullable(),
  content_type: z.enum(CONTENT_TYPES).nullable(),
  content_id: z.number().int().nullable(),
  /** The thread the content is in (its link: /forum/thread/{thread_id}); null when gone. */
  thread_id: z.number().int().nullable(),
  /** The reported content's first characters, or null when it was deleted. */
  content_excerpt: z.string().nullable(),
  reason: z.string(),
  description: z.string().nullable(),
  admin_notes: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** `GET /api/moderation/reports?type=&status=` (admin). */
export const reportsQuerySchema = z.object({
  type: z.enum(['user', 'content', 'all']).default('all'),
  status: z.enum([...REPORT_STATUSES, 'all']).default('pending'),
});
export const reportsResponseSchema = z.object({ reports: z.array(moderationReportSchema) });
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

/** `POST /api/moderation/reports/{id}/resolve` (admin): the dashboard sets resolved or dismissed. */
export const resolveReportRequestSchema = z.object({
  status: z.enum(['resolved', 'dismissed']),
  admin_notes: z.string().trim().max(ADMIN_NOTES_MAX).nullable().optional(),
});
export const resolveReportResponseSchema = z.object({ success: z.literal(true), report: moderationReportSchema });
