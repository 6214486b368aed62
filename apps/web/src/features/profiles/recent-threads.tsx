import { PROFILE_TEXT, type ThreadSummary } from '@dd/contracts';
import { formatDate } from '../../lib/format';
import { ActivitySection, ThreadLinkItem, ThreadLinkList } from './forum-activity';
import { emptyThreadsText } from './profile-text';

/**
 * A member's latest forum threads, each linking to the thread; when there are none, a line that says whether
 * they have replied instead (their replies follow in RecentReplies).
 */
export function RecentThreads({ threads, replies, name }: { threads: ThreadSummary[]; replies: number; name: string }) {
  const empty = emptyThreadsText(name, threads.length, replies);
  return (
    <ActivitySection id="recent-threads-heading" title={PROFILE_TEXT.recentThreads}>
      {empty !== null ? (
        <p className="rounded-card bg-surface px-5 py-6 text-ink-soft shadow-card">{empty}</p>
      ) : (
        <ThreadLinkList>
          {threads.map((thread) => (
            <ThreadLinkItem
              key={thread.id}
              threadId={thread.id}
              className="sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span className="font-bold text-ink break-words">{thread.title}</span>
              <span className="shrink-0 text-sm text-muted">
                {formatDate(thread.created_at)} · {thread.reply_count} {thread.reply_count === 1 ? 'reply' : 'replies'}
              </span>
            </ThreadLinkItem>
          ))}
        </ThreadLinkList>
      )}
    </ActivitySection>
  );
}
