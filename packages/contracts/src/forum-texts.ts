/** Visible texts and limits of the forum (community spec sections 2, 5, 8, 9), zod-free. */
export const FORUM_TEXT = {
  title: 'Forum',
  newThread: 'New Thread',
  threadNotFound: 'Thread not found.',
  postReplyFailed: 'Failed to post reply.',
  deleteThreadFailed: 'Failed to delete thread.',
  deleteReplyFailed: 'Failed to delete reply.',
  loading: 'Loading...',
  noReplies: 'No replies yet.',
  loginToReply: 'Log in to post a reply.',
  replyPlaceholder: 'Write your reply...',
  postReply: 'Post Reply',
  posting: 'Posting...',
  mustLogInToReply: 'You must be logged in to reply.',
  mustLogInToPost: 'You must be logged in to post.',
  deleteThreadConfirm: 'Are you sure you want to delete this thread? This action cannot be undone.',
  deleteReplyConfirm: 'Are you sure you want to delete this reply? This action cannot be undone.',
  reply: 'Reply',
  report: 'Report',
  delete: 'Delete',
  adminDelete: 'Admin Delete',
  /** What the blocker sees instead of a blocked user's thread or reply (decisions: blocking). */
  blockedContent: 'Content from a blocked user',
  deletedReply: 'This reply was deleted.',
  noThreads: 'No threads yet. Start the first one!',
  titleRequired: 'Title is required.',
  titleTooLong: 'Title must be at most 100 characters.',
  contentRequired: 'Content is required.',
  contentTooLong: 'Content is too long.',
  replyRequired: 'Reply cannot be empty.',
  notYourPost: 'You can only delete your own posts.',
  parentNotInThread: 'The reply you answered is not in this thread.',
  replyNotFound: 'Reply not found.',
  newAccountThreadLimit: 'New accounts can start at most 3 threads in their first day. Please try again later.',
  newAccountReplyLimit: 'New accounts can post at most 20 replies in their first day. Please try again later.',
} as const;

/** Past the hourly reply limit (FORUM_REPLIES_PER_HOUR): how many, and when the member may reply again. */
export function replyHourlyLimitText(max: number, minutes: number): string {
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `You can post at most ${max} replies an hour. Please try again in ${wait}.`;
}

export const THREAD_TITLE_MAX = 100;
export const THREAD_CONTENT_MAX = 10_000;
export const REPLY_CONTENT_MAX = 5_000;
export const FORUM_PAGE_SIZE = 20;
/**
 * A thread's replies come in pages (decisions: forum reply pages): this many top-level replies a page, each
 * with the first SUBTHREAD_PREVIEW replies below it; the rest of a sub-thread comes SUBTHREAD_PAGE_SIZE at a time.
 */
export const REPLY_PAGE_SIZE = 50;
export const REPLY_PAGE_SIZE_MAX = 100;
export const SUBTHREAD_PREVIEW = 10;
export const SUBTHREAD_PAGE_SIZE = 50;
/** New accounts (decisions: forum): at most this many threads and replies in their first 24 hours. */
export const NEW_ACCOUNT_THREADS_PER_DAY = 3;
export const NEW_ACCOUNT_REPLIES_PER_DAY = 20;
export const NEW_ACCOUNT_PERIOD_MS = 24 * 60 * 60 * 1000;
/** Replies are indented 32 px per level; the indent stops growing after 6 levels. */
export const REPLY_INDENT_PX = 32;
export const REPLY_INDENT_MAX_LEVELS = 6;
