import { FORUM_TEXT, href, TOPICS, formatCount, type ThreadListItem } from '@dd/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { Button, ButtonLink, buttonClasses } from '../../components/button';
import { Page } from '../../components/page';
import { EmojiArt, PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { StateMessage } from '../../components/state-message';
import { cn } from '../../lib/cn';
import { pageCount } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loginPathFor } from '../../lib/safe-next-path';
import { useRealtimeTopic } from '../../lib/realtime/use-realtime';
import { useThreadList } from './api';
import { AuthorLine } from './author-line';
import { BlockedNotice } from './blocked-notice';
import { forumPagePath, parseForumPage, replyCountText } from './forum-text';
import { useDateText } from './use-date-text';
import { activityById, changedThreadIds } from './fresh-threads';
import { useListIsBehind } from './use-list-is-behind';

/** How long a thread that just moved stays highlighted. */
const FRESH_MS = 4_000;
const NONE: ReadonlySet<number> = new Set();

/** /forum: threads by latest activity, paginated with ?page= (community spec section 2; issue 5). */
export default function ForumListPage() {
  useDocumentTitle(FORUM_TEXT.title);
  const [params] = useSearchParams();
  const page = parseForumPage(params.get('page'));
  const { loggedIn } = useSession();
  const query = useThreadList(page);
  // Push refreshes page 1 as the forum moves; later pages offer a refresh instead of moving under the reader.
  useRealtimeTopic(TOPICS.forum);
  const behind = useListIsBehind(page);
  const fresh = useFreshThreads(page, query.isPlaceholderData ? undefined : query.data?.threads);

  return (
    <Page className="flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          title={FORUM_TEXT.title}
          art={<EmojiArt emoji="💬" />}
          subtitle="Swap weird finds, ask for gift ideas and show off what you ended up buying."
          className="mb-0 sm:mb-0"
        />
        <div className="shrink-0">
          {loggedIn ? (
            <ButtonLink to={href('forumNew')} size="lg">
              <span aria-hidden>✏️</span> {FORUM_TEXT.newThread}
            </ButtonLink>
          ) : (
            <ButtonLink to={loginPathFor(href('forumNew'))} variant="secondary">
              Log in to start a thread
            </ButtonLink>
          )}
        </div>
      </div>

      <QueryState
        query={query}
        loading={FORUM_TEXT.loading}
        error="Could not load the forum."
        // A failed read in the background (push, the network blinked) keeps the list on screen.
        keepDataOnError
        isEmpty={(list) => list.threads.length === 0}
        empty={
          <StateMessage kind="empty" title={page > 1 ? 'There are no threads on this page.' : FORUM_TEXT.noThreads}>
            {page > 1 ? (
              <ButtonLink to={href('forum')} variant="secondary">
                Go to the first page
              </ButtonLink>
            ) : loggedIn ? (
              <ButtonLink to={href('forumNew')}>Start the first thread</ButtonLink>
            ) : null}
          </StateMessage>
        }
      >
        {(list) => (
          <>
            <div>
              {/* Inside this block, not beside it: an empty flex item would still add the column's gap. */}
              <NewActivity shown={behind} onRefresh={() => void query.refetch()} />
              <ul
                aria-label="Threads"
                aria-busy={query.isFetching}
                className={cn('flex flex-col gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
              >
                {list.threads.map((thread) => (
                  <ThreadRow key={thread.id} thread={thread} fresh={fresh.has(thread.id)} />
                ))}
              </ul>
            </div>
            <Pager page={list.page} pages={pageCount(list.total, list.pageSize)} total={list.total} />
          </>
        )}
      </QueryState>
    </Page>
  );
}

/**
 * The threads whose activity moved since the last read of this page (a reply, a new thread), for a short
 * highlight; nothing on the first read of a page.
 */
function useFreshThreads(page: number, threads: ThreadListItem[] | undefined): ReadonlySet<number> {
  const previous = useRef<{ page: number; activity: Map<number, string> } | null>(null);
  const [fresh, setFresh] = useState(NONE);
  useEffect(() => {
    if (!threads) return;
    const before = previous.current;
    previous.current = { page, activity: activityById(threads) };
    if (before?.page !== page) return;
    const changed = changedThreadIds(before.activity, threads);
    if (changed.length > 0) setFresh(new Set(changed));
  }, [page, threads]);
  useEffect(() => {
    if (fresh.size === 0) return;
    const timer = window.setTimeout(() => setFresh(NONE), FRESH_MS);
    return () => window.clearTimeout(timer);
  }, [fresh]);
  return fresh;
}

/**
 * A pill at the bottom of the screen on a list page that push says is out of date: one tap reads it again.
 * It floats, so nothing in the list moves or hides when it appears.
 */
function NewActivity({ shown, onRefresh }: { shown: boolean; onRefresh: () => void }) {
  return (
    <div role="status">
      {shown && (
        <Button
          size="sm"
          onClick={onRefresh}
          className="fixed bottom-[calc(1.5rem+env(safe-area-inset-bottom))] left-1/2 z-40 -translate-x-1/2 whitespace-nowrap shadow-pop"
        >
          <span aria-hidden>⚡</span> New activity — refresh
        </Button>
      )}
    </div>
  );
}

function ThreadRow({ thread, fresh }: { thread: ThreadListItem; fresh: boolean }) {
  const dates = useDateText();
  const [shown, setShown] = useState(false);
  // A ring that fades out: the eye finds what just moved without anything blinking.
  const rowClass = cn(
    'rounded-card ring-2 transition-shadow duration-1000 motion-reduce:transition-none',
    fresh ? 'ring-sun' : 'ring-transparent',
  );
  if (thread.blocked && !shown) {
    return (
      <li data-testid="thread-row" data-thread-id={thread.id} data-fresh={fresh || undefined} className={rowClass}>
        <BlockedNotice onShow={() => setShown(true)} className="py-3" />
      </li>
    );
  }
  const lastActivity = dates.ago(thread.last_activity_at);
  return (
    <li data-testid="thread-row" data-thread-id={thread.id} data-fresh={fresh || undefined} className={rowClass}>
      <article
        aria-labelledby={`thread-${thread.id}-title`}
        className="flex gap-4 rounded-card bg-surface p-4 shadow-card transition hover:shadow-pop sm:p-5"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <AuthorLine author={thread} size="sm">
            <time dateTime={thread.created_at} title={dates.full(thread.created_at)}>
              {dates.ago(thread.created_at) ?? dates.full(thread.created_at)}
            </time>
          </AuthorLine>
          <h2 id={`thread-${thread.id}-title`} className="text-xl font-extrabold leading-snug sm:text-2xl">
            <Link
              to={href('forumThread', { threadId: thread.id })}
              className="text-ink break-words [overflow-wrap:anywhere] underline-offset-4 hover:text-zap hover:underline"
            >
              {thread.title}
            </Link>
          </h2>
          {thread.excerpt && (
            <p className="line-clamp-2 break-words [overflow-wrap:anywhere] text-ink-soft">{thread.excerpt}</p>
          )}
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-bold text-muted">
            <span data-testid="reply-count">
              <span aria-hidden>💬 </span>
              {replyCountText(thread.reply_count)}
            </span>
            <span>
              <span aria-hidden>⚡ </span>
              Last activity{' '}
              <time dateTime={thread.last_activity_at} title={dates.full(thread.last_activity_at)}>
                {lastActivity ?? dates.full(thread.last_activity_at)}
              </time>
            </span>
          </p>
        </div>
        {thread.image_url && (
          <Link
            to={href('forumThread', { threadId: thread.id })}
            tabIndex={-1}
            aria-hidden
            className="shrink-0 self-start sm:self-center"
          >
            <img
              src={thread.image_url}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-16 rounded-2xl bg-line object-cover sm:size-28"
            />
          </Link>
        )}
      </article>
    </li>
  );
}

function Pager({ page, pages, total }: { page: number; pages: number; total: number }) {
  if (pages <= 1 && page <= 1) return null;
  const link = (to: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link to={forumPagePath(to)} className={buttonClasses('secondary', 'sm')}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={buttonClasses('secondary', 'sm', 'cursor-not-allowed opacity-50')}>
        {label}
      </span>
    );
  return (
    <nav aria-label="Forum pages" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm font-bold text-ink-soft">
        Page {formatCount(page)} of {formatCount(pages)} · {formatCount(total)} {total === 1 ? 'thread' : 'threads'}
      </p>
      <div className="flex gap-2">
        {link(page - 1, '← Newer', page > 1)}
        {link(page + 1, 'Older →', page < pages)}
      </div>
    </nav>
  );
}
