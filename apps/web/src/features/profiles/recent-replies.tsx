import type { ReplySummary } from '@dd/contracts';
import { formatDate } from '../../lib/format';
import { ActivitySection, ThreadLinkItem, ThreadLinkList } from './forum-activity';
import { FORUM_ACTIVITY_TEXT } from './profile-text';

/** A member's latest forum replies: the thread each is in and how it starts, linking to the thread. */
export function RecentReplies({ replies }: { replies: ReplySummary[] }) {
  if (replies.length === 0) return null;
  return (
    <ActivitySection id="recent-replies-heading" title={FORUM_ACTIVITY_TEXT.recentReplies}>
      <ThreadLinkList>
        {replies.map((reply) => (
          <ThreadLinkItem key={reply.id} threadId={reply.thread_id}>
            <span className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <span className="font-bold text-ink break-words">{reply.thread_title}</span>
              <span className="shrink-0 text-sm text-muted">{formatDate(reply.created_at)}</span>
            </span>
            <span className="line-clamp-2 text-sm text-ink-soft break-words">{reply.excerpt}</span>
          </ThreadLinkItem>
        ))}
      </ThreadLinkList>
    </ActivitySection>
  );
}
