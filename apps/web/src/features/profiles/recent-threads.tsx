import { href, PROFILE_TEXT, type ThreadSummary } from '@dd/contracts';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { emptyThreadsText } from './profile-text';

/**
 * A member's latest forum threads, each linking to the thread; when there are none, a line that says whether
 * they have replied instead (their replies follow in RecentReplies).
 */
export function RecentThreads({ threads, replies, name }: { threads: ThreadSummary[]; replies: number; name: string }) {
  const empty = emptyThreadsText(name, threads.length, replies);
  return (
    <section aria-labelledby="recent-threads-heading" className="flex flex-col gap-4">
      <h2 id="recent-threads-heading" className="text-2xl font-extrabold text-ink">
        {PROFILE_TEXT.recentThreads}
      </h2>
      {empty !== null ? (
        <p className="rounded-card bg-surface px-5 py-6 text-ink-soft shadow-card">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card">
          {threads.map((thread) => (
            <li key={thread.id}>
              <Link
                to={href('forumThread', { threadId: thread.id })}
                className="flex min-h-14 flex-col gap-1 px-5 py-3 transition hover:bg-line/50 focus-visible:outline-offset-[-3px] sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <span className="font-bold text-ink break-words">{thread.title}</span>
                <span className="shrink-0 text-sm text-muted">
                  {formatDate(thread.created_at)} · {thread.reply_count}{' '}
                  {thread.reply_count === 1 ? 'reply' : 'replies'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
