import { FORUM_TEXT, formatCount, type ThreadListItem } from '@dd/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../lib/use-session';
import { ButtonLink, buttonClasses } from '../../components/button';
import { Page } from '../../components/page';
import { EmojiArt, PageHeader } from '../../components/page-header';
import { RetryButton } from '../../components/retry-button';
import { StateMessage } from '../../components/state-message';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loginPathFor } from '../../lib/safe-next-path';
import { relativeTime } from '../../lib/relative-time';
import { useThreadList } from './api';
import { AuthorLine } from './author-line';
import { BlockedNotice } from './blocked-notice';
import { forumPagePath, localDateTime, pageCount, parseForumPage, replyCountText } from './forum-text';

/** /forum: threads by latest activity, paginated with ?page= (community spec section 2; issue 5). */
export default function ForumListPage() {
  useDocumentTitle(FORUM_TEXT.title);
  const [params] = useSearchParams();
  const page = parseForumPage(params.get('page'));
  const { loggedIn } = useSession();
  const query = useThreadList(page);
  const data = query.data;

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
            <ButtonLink to="/forum/new" size="lg">
              <span aria-hidden>✏️</span> {FORUM_TEXT.newThread}
            </ButtonLink>
          ) : (
            <ButtonLink to={loginPathFor('/forum/new')} variant="secondary">
              Log in to start a thread
            </ButtonLink>
          )}
        </div>
      </div>

      {data ? (
        data.threads.length === 0 ? (
          <StateMessage kind="empty" title={page > 1 ? 'There are no threads on this page.' : FORUM_TEXT.noThreads}>
            {page > 1 ? (
              <ButtonLink to="/forum" variant="secondary">
                Go to the first page
              </ButtonLink>
            ) : loggedIn ? (
              <ButtonLink to="/forum/new">Start the first thread</ButtonLink>
            ) : null}
          </StateMessage>
        ) : (
          <>
            <ul
              aria-label="Threads"
              aria-busy={query.isFetching}
              className={cn('flex flex-col gap-3 transition-opacity', query.isPlaceholderData && 'opacity-60')}
            >
              {data.threads.map((thread) => (
                <ThreadRow key={thread.id} thread={thread} />
              ))}
            </ul>
            <Pager page={data.page} pages={pageCount(data.total, data.pageSize)} total={data.total} />
          </>
        )
      ) : query.isError ? (
        <StateMessage kind="error" title="Could not load the forum.">
          <RetryButton query={query} />
        </StateMessage>
      ) : (
        <StateMessage kind="loading" title={FORUM_TEXT.loading} />
      )}
    </Page>
  );
}

function ThreadRow({ thread }: { thread: ThreadListItem }) {
  const [shown, setShown] = useState(false);
  if (thread.blocked && !shown) {
    return (
      <li data-testid="thread-row" data-thread-id={thread.id}>
        <BlockedNotice onShow={() => setShown(true)} className="py-3" />
      </li>
    );
  }
  const lastActivity = relativeTime(thread.last_activity_at, new Date());
  return (
    <li data-testid="thread-row" data-thread-id={thread.id}>
      <article
        aria-labelledby={`thread-${thread.id}-title`}
        className="flex gap-4 rounded-card bg-surface p-4 shadow-card transition hover:shadow-pop sm:p-5"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <AuthorLine author={thread} size="sm">
            <time dateTime={thread.created_at} title={localDateTime(thread.created_at)}>
              {relativeTime(thread.created_at, new Date()) ?? localDateTime(thread.created_at)}
            </time>
          </AuthorLine>
          <h2 id={`thread-${thread.id}-title`} className="text-xl font-extrabold leading-snug sm:text-2xl">
            <Link
              to={`/forum/thread/${thread.id}`}
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
              <time dateTime={thread.last_activity_at} title={localDateTime(thread.last_activity_at)}>
                {lastActivity ?? localDateTime(thread.last_activity_at)}
              </time>
            </span>
          </p>
        </div>
        {thread.image_url && (
          <Link
            to={`/forum/thread/${thread.id}`}
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
