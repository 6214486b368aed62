import { z } from 'zod';
import {
  FORUM_TEXT,
  REPLY_CONTENT_MAX,
  REPLY_PAGE_SIZE,
  REPLY_PAGE_SIZE_MAX,
  THREAD_CONTENT_MAX,
  THREAD_TITLE_MAX,
} from './forum-texts.js';
import { wireId, wireInt } from './wire-numbers.js';

/** The author fields every thread and reply carries (community spec section 3). */
const authorFields = {
  user_id: z.number().int(),
  display_name: z.string().nullable(),
  username: z.string(),
  avatar_url: z.string().nullable(),
};

// What a thread shows in the list and on its page alike, around its text (an excerpt there, the content here).
const threadHead = { id: z.number().int(), title: z.string() };
const threadTail = {
  image_url: z.string().nullable(),
  ...authorFields,
  reply_count: z.number().int(),
  created_at: z.string(),
  last_activity_at: z.string(),
  /** The viewer blocked the author: the client shows it collapsed. */
  blocked: z.boolean(),
};

/** One row of `GET /api/forum/threads`. */
export const threadListItemSchema = z.object({
  ...threadHead,
  /** The first characters of the content, plain text. */
  excerpt: z.string(),
  ...threadTail,
});
export type ThreadListItem = z.infer<typeof threadListItemSchema>;

/** `GET /api/forum/threads?page=`: newest activity first. */
export const threadPageSchema = z.object({
  threads: z.array(threadListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const threadListQuerySchema = z.object({
  page: wireInt('page', { min: 1, max: 100_000 }).default(1),
});

/** A member a post mentions by `@username` (issue 25): the web links the name to their profile. */
export const mentionSchema = z.object({ username: z.string(), user_id: z.number().int() });
export type Mention = z.infer<typeof mentionSchema>;
/** The existing members the content mentions (at most MENTIONS_PER_POST_MAX names are read); absent when none. */
const mentions = z.array(mentionSchema).optional();

export const threadSchema = z.object({ ...threadHead, content: z.string(), ...threadTail, mentions });
export type Thread = z.infer<typeof threadSchema>;

export const replySchema = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  /** Absent (null) for a top-level reply. */
  parent_id: z.number().int().nullable(),
  /** Empty when deleted. */
  content: z.string(),
  ...authorFields,
  created_at: z.string(),
  /** A deleted reply that has answers keeps its place in the tree, without content or author. */
  deleted: z.boolean(),
  blocked: z.boolean(),
  mentions,
});
export type Reply = z.infer<typeof replySchema>;

/** A top-level reply whose sub-thread goes on past what a page sent, and where to read on. */
export const subthreadCursorSchema = z.object({
  reply_id: z.number().int(),
  /** `GET /api/forum/thread/{id}/replies?under={reply_id}&after={nextCursor}`. */
  nextCursor: z.string(),
});
export type SubthreadCursor = z.infer<typeof subthreadCursorSchema>;

/** What every page of replies carries (the client nests them by parent_id). */
const replyPageFields = {
  /** Oldest first, flat with parent_id. */
  replies: z.array(replySchema),
  /** The next page (`after=`), null on the last one. */
  nextCursor: z.string().nullable(),
  /** Sub-threads this page shows only the start of. */
  subthreads: z.array(subthreadCursorSchema),
};

/**
 * `GET /api/forum/thread/{threadId}`: the thread and the first page of its replies (REPLY_PAGE_SIZE top-level
 * replies, each with the first SUBTHREAD_PREVIEW replies under it).
 */
export const threadDetailSchema = z.object({ thread: threadSchema, ...replyPageFields });
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

/** `GET /api/forum/thread/{threadId}/replies`: a later page of top-level replies, or more of one sub-thread. */
export const replyPageSchema = z.object(replyPageFields);
export type ReplyPage = z.infer<typeof replyPageSchema>;

/** The thread view's own query: how many top-level replies its first page holds. */
export const threadDetailQuerySchema = z.object({
  limit: wireInt('limit', { min: 1, max: REPLY_PAGE_SIZE_MAX }).default(REPLY_PAGE_SIZE),
});

/**
 * `after`: the cursor a page answered (replies after it); `under`: a top-level reply, to read on in its
 * sub-thread instead of the top level.
 */
export const replyPageQuerySchema = z.object({
  after: wireId('after').optional(),
  under: wireId('under').optional(),
  limit: wireInt('limit', { min: 1, max: REPLY_PAGE_SIZE_MAX }).optional(),
});

/** Line breaks kept as \n; other control characters dropped. */
// eslint-disable-next-line no-control-regex
const plainText = (s: string) => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/** A text a member posts: cleaned, trimmed, not blank (`required`) and at most `max` characters (`tooLong`). */
function postedText(text: { clean: (s: string) => string; required: string; max: number; tooLong: string }) {
  return z
    .string({ error: text.required })
    .overwrite(text.clean)
    .trim()
    .min(1, text.required)
    .max(text.max, text.tooLong);
}

/** `POST /api/forum/threads` (JSON, or multipart with an optional `image` file). */
export const createThreadRequestSchema = z.object({
  title: postedText({
    clean: (s) => plainText(s).replace(/\s+/g, ' '),
    required: FORUM_TEXT.titleRequired,
    max: THREAD_TITLE_MAX,
    tooLong: FORUM_TEXT.titleTooLong,
  }),
  content: postedText({
    clean: plainText,
    required: FORUM_TEXT.contentRequired,
    max: THREAD_CONTENT_MAX,
    tooLong: FORUM_TEXT.contentTooLong,
  }),
});

/** `POST /api/forum/reply`. */
export const createReplyRequestSchema = z.object({
  thread_id: wireId('thread_id'),
  content: postedText({
    clean: plainText,
    required: FORUM_TEXT.replyRequired,
    max: REPLY_CONTENT_MAX,
    tooLong: FORUM_TEXT.contentTooLong,
  }),
  parent_id: wireId('parent_id').nullable().optional(),
});

export const threadCreatedSchema = z.object({
  success: z.literal(true),
  thread: threadSchema,
  points_awarded: z.number().int(),
});
export const replyCreatedSchema = z.object({
  success: z.literal(true),
  reply: replySchema,
  points_awarded: z.number().int(),
});
export type ThreadCreatedResponse = z.infer<typeof threadCreatedSchema>;
export type ReplyCreatedResponse = z.infer<typeof replyCreatedSchema>;
