import { href } from '@dd/contracts';
import type { ReplySummary } from '@dd/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { FORUM_ACTIVITY_TEXT } from './profile-text';

/** A member's latest forum replies: the thread each is in and how it starts, linking to the thread. */
export function RecentReplies({ replies }: { replies: ReplySummary[] }) {
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby="recent-replies-heading" className="flex flex-col gap-4">
      <h2 id="recent-replies-heading" className="text-2xl font-extrabold text-ink">
        {FORUM_ACTIVITY_TEXT.recentReplies}
      </h2>
      <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card">
        {replies.map((reply) => (
          <li key={reply.id}>
            <Link
              to={href('forumThread', { threadId: reply.thread_id })}
              className="flex min-h-14 flex-col gap-1 px-5 py-3 transition hover:bg-line/50 focus-visible:outline-offset-[-3px]"
            >
              <span className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <span className="font-bold text-ink break-words">{reply.thread_title}</span>
                <span className="shrink-0 text-sm text-muted">{formatDate(reply.created_at)}</span>
              </span>
              <span className="line-clamp-2 text-sm text-ink-soft break-words">{reply.excerpt}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
