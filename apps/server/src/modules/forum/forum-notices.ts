import { href } from '@dd/contracts';

/** Whom a new forum post tells, and how (issue 25). */
export interface PostNotice {
  userId: number;
  kind: 'forum.reply' | 'forum.mention';
}

/**
 * Each member a new post tells, once: the authors it answers (a reply's thread and parent reply) hear of a reply,
 * then the members it mentions hear of a mention; a member both answered and mentioned hears of the reply only.
 * Never the post's own author.
 */
export function postNotices(post: {
  authorId: number;
  answered: readonly number[];
  mentioned: readonly number[];
}): PostNotice[] {
  const told = new Set<number>([post.authorId]);
  const notices: PostNotice[] = [];
  const tell = (userId: number, kind: PostNotice['kind']) => {
    if (told.has(userId)) return;
    told.add(userId);
    notices.push({ userId, kind });
  };
  for (const userId of post.answered) tell(userId, 'forum.reply');
  for (const userId of post.mentioned) tell(userId, 'forum.mention');
  return notices;
}

/** A thread's page, at one of its replies when given (the thread view's `reply-{id}` anchor). */
export function postLink(threadId: number, replyId?: number): string {
  const thread = href('forumThread', { threadId });
  return replyId === undefined ? thread : `${thread}#reply-${replyId}`;
}
