import { FORUM_TEXT, THREAD_TITLE_MAX, href } from '@dd/contracts';
import { ApiError, errorMessage } from '../../lib/api-client';
import { plural } from '../../lib/format';

/** The thread id of a /forum/thread/{threadId} path, or null when it cannot be one ('Thread not found.'). */
export function parseThreadId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The list page of ?page=; anything unreadable is page 1. */
export function parseForumPage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** /forum for the first page, /forum?page=n for the others. */
export function forumPagePath(page: number): string {
  return page <= 1 ? href('forum') : `${href('forum')}?page=${page}`;
}

/** '1 reply', '1,204 replies'. */
export function replyCountText(count: number): string {
  return plural(count, 'reply', 'replies');
}

/** '37/100' under the title field. */
export function titleCountText(title: string): string {
  return `${title.length}/${THREAD_TITLE_MAX}`;
}

export interface NewThreadValues {
  title: string;
  content: string;
}

/** The new-thread form's own checks (community spec section 5), with the server's messages. */
export function newThreadErrors(values: NewThreadValues): Partial<Record<keyof NewThreadValues, string>> {
  const errors: Partial<Record<keyof NewThreadValues, string>> = {};
  const title = values.title.trim();
  if (!title) errors.title = FORUM_TEXT.titleRequired;
  else if (values.title.length > THREAD_TITLE_MAX) errors.title = FORUM_TEXT.titleTooLong;
  if (!values.content.trim()) errors.content = FORUM_TEXT.contentRequired;
  return errors;
}

/** A failed reply: the login message for 401, else the server's error, else 'Failed to post reply.'. */
export function replyErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return FORUM_TEXT.mustLogInToReply;
  return errorMessage(error, FORUM_TEXT.postReplyFailed);
}

/** A failed new thread: the login message for 401, else the server's error (e.g. the new-account limit). */
export function newThreadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return FORUM_TEXT.mustLogInToPost;
  return errorMessage(error, 'Failed to post thread.');
}

/** A failed delete: the server's error first, else the spec's text for a thread or a reply. */
export function deleteErrorText(error: unknown, kind: 'thread' | 'reply'): string {
  return errorMessage(error, kind === 'thread' ? FORUM_TEXT.deleteThreadFailed : FORUM_TEXT.deleteReplyFailed);
}

/** The date-time as the server renders it, knowing neither the reader's locale nor time zone. */
export function utcDateTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Date(at).toLocaleString('en-US', { timeZone: 'UTC', timeZoneName: 'short' });
}

/** The thread's date-time in the reader's own locale and time zone; an unreadable date as written. */
export function localDateTime(iso: string, locale?: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Date(at).toLocaleString(locale);
}
