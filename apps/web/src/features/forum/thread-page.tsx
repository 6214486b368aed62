import { FORUM_TEXT, TOPICS, type Reply, type Thread, type ThreadDetail } from '@dd/contracts';
import { useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/button';
import { useSession } from '../../lib/use-session';
import { ButtonLink } from '../../components/button';
import { NotFound } from '../../components/not-found';
import { Page } from '../../components/page';
import { BackLink } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { loginPathFor } from '../../lib/safe-next-path';
import { useRealtimeTopic } from '../../lib/realtime/use-realtime';
import { displayName } from '../../lib/display-name';
import { useDeleteReply, useDeleteThread, useReplyPages, useThread } from './api';
import { AuthorLine } from './author-line';
import { BlockedNotice } from './blocked-notice';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { deleteErrorText, parseThreadId } from './forum-text';
import { useDateText } from './use-date-text';
import { itemActions, type Viewer } from './item-actions';
import { ItemMenu, type MenuItem } from './item-menu';
import { PlainText } from './plain-text';
import { ReplyForm } from './reply-form';
import { combinePages, requestKey, type PageRequest } from './reply-pages';
import { buildReplyTree, countNodes, indentStep, PHONE_INDENT_PX, type ReplyNode } from './reply-tree';
import { SCROLL_ANCHOR_ATTRIBUTE, useKeepScrollPosition } from './use-keep-scroll-position';
import { useReplyDrafts } from './use-reply-drafts';

const anchor = { [SCROLL_ANCHOR_ATTRIBUTE]: '' };
/** Shown over the thread's reply form when the reply being answered was deleted while the answer was typed. */
const REPLY_TARGET_GONE = 'The reply you were answering was just deleted, so your text moved down here.';

/** Set by the new-thread page: the points the new thread earned. */
export interface ThreadPostedState {
  postedPoints?: number;
}

/** The report dialog for a thread or reply: the app passes moderation's, as features do not import each other. */
export type ContentReportDialog = (props: Reporting & { onClose: () => void }) => ReactNode;

/** /forum/thread/{threadId}: a thread with its nested replies (community spec section 2 "Forum thread page"). */
export default function ThreadPage({ reportDialog }: { reportDialog: ContentReportDialog }) {
  const { threadId } = useParams();
  const id = parseThreadId(threadId);
  const { query, deletedHere } = useThread(id);
  // Push reads the thread again when someone replies or deletes; a thread deleted meanwhile turns not found.
  useRealtimeTopic(id === null ? null : TOPICS.thread(id));
  const notFound =
    id === null ||
    (deletedHere && !query.data) ||
    (query.error instanceof ApiError && query.error.code === 'not_found');
  useDocumentTitle(notFound ? FORUM_TEXT.threadNotFound : query.data ? query.data.thread.title : 'Forum');

  if (notFound) {
    return (
      <NotFound
        title={FORUM_TEXT.threadNotFound}
        art="🧵"
        actions={
          <ButtonLink to="/forum" variant="secondary">
            Back to Forum
          </ButtonLink>
        }
      >
        <p>It may have been deleted, or the link has a typo.</p>
      </NotFound>
    );
  }
  return (
    <Page className="flex max-w-4xl flex-col gap-6">
      <BackLink to="/forum">Back to Forum</BackLink>
      <QueryState
        query={query}
        loading={FORUM_TEXT.loading}
        error="Could not load this thread."
        // A failed read in the background (the network blinked) keeps the thread on screen.
        keepDataOnError
      >
        {(data) => <ThreadView key={data.thread.id} data={data} reportDialog={reportDialog} />}
      </QueryState>
    </Page>
  );
}

type Deleting = { kind: 'thread'; id: number; action: string } | { kind: 'reply'; id: number; action: string };
type Reporting = { contentType: 'thread' | 'reply'; contentId: number };
/** Where the inline reply form is open: under the thread, or under one reply. */
type ReplyTarget = 'thread' | number | null;

function useViewer(): Viewer | null {
  const session = useSession();
  return session.loggedIn && session.user ? { id: session.user.id, is_admin: session.user.is_admin } : null;
}

function ThreadView({ data, reportDialog }: { data: ThreadDetail; reportDialog: ContentReportDialog }) {
  const { thread } = data;
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const postedPoints = (location.state as ThreadPostedState | null)?.postedPoints;
  const [replyingTo, setReplyingTo] = useState<ReplyTarget>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [reporting, setReporting] = useState<Reporting | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [posted, setPosted] = useState<string | null>(null);
  const deleteThread = useDeleteThread();
  const deleteReply = useDeleteReply();
  // Later pages the reader asked for, and this tab's own replies that landed past what is loaded.
  const [requests, setRequests] = useState<PageRequest[]>([]);
  const [ownReplies, setOwnReplies] = useState<Reply[]>([]);
  const loaded = useReplyPages(thread.id, requests);
  const pages = useMemo(() => combinePages(data, loaded), [data, loaded]);
  const allReplies = useMemo(() => {
    const shown = new Set(pages.replies.map((r) => r.id));
    const unloaded = pages.nextTop !== null || pages.moreUnder.size > 0;
    return unloaded ? [...pages.replies, ...ownReplies.filter((r) => !shown.has(r.id))] : pages.replies;
  }, [pages, ownReplies]);
  // A deleted top-level reply whose sub-thread goes on keeps its place (its answers come with 'Show more').
  const tree = useMemo(
    () => buildReplyTree(allReplies, (id) => pages.moreUnder.has(id)),
    [allReplies, pages.moreUnder],
  );
  const complete = pages.nextTop === null && pages.moreUnder.size === 0;
  // All loaded: the replies shown; otherwise the thread's count (deleted ones left out).
  const shownReplies = complete ? countNodes(tree) : Math.max(thread.reply_count, countNodes(tree));
  const replies = useRef<HTMLElement>(null);
  useKeepScrollPosition(replies, allReplies);
  const closeInline = useCallback(() => setReplyingTo(null), []);
  const drafts = useReplyDrafts(allReplies, replyingTo, closeInline);
  const loadPage = (request: PageRequest) =>
    setRequests((was) => (was.some((r) => requestKey(r) === requestKey(request)) ? was : [...was, request]));
  const showMore = (rootId: number) => {
    const after = pages.moreUnder.get(rootId);
    if (after !== undefined) loadPage({ under: rootId, after });
  };

  const reveal = (key: string) => setRevealed((was) => new Set(was).add(key));
  const onPosted = (reply: Reply, points: number) => {
    const replyId = reply.id;
    setOwnReplies((was) => [...was, reply]);
    setReplyingTo(null);
    drafts.posted();
    setPosted(points > 0 ? `Reply posted! +${points} points` : 'Reply posted!');
    // The new reply arrives with the refetch; bring it into view then.
    window.setTimeout(() => {
      document.getElementById(`reply-${replyId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }, 400);
  };

  const menuFor = (item: Thread | Reply, kind: 'thread' | 'reply'): MenuItem[] => {
    const actions = itemActions(viewer, {
      user_id: item.user_id,
      deleted: kind === 'reply' && (item as Reply).deleted,
    });
    const items: MenuItem[] = [];
    if (actions.reply)
      items.push({ label: FORUM_TEXT.reply, onSelect: () => setReplyingTo(kind === 'thread' ? 'thread' : item.id) });
    if (actions.report)
      items.push({ label: FORUM_TEXT.report, onSelect: () => setReporting({ contentType: kind, contentId: item.id }) });
    const action = actions.delete;
    if (action) {
      items.push({
        label: action,
        danger: true,
        onSelect: () => {
          deleteThread.reset();
          deleteReply.reset();
          setDeleting({ kind, id: item.id, action });
        },
      });
    }
    return items;
  };

  const confirmDelete = () => {
    if (!deleting) return;
    if (deleting.kind === 'thread') {
      deleteThread.mutate(deleting.id, { onSuccess: () => navigate('/forum', { replace: true }) });
    } else {
      const replyId = deleting.id;
      deleteReply.mutate(replyId, {
        onSuccess: () => {
          setOwnReplies((was) => was.filter((r) => r.id !== replyId));
          setDeleting(null);
        },
      });
    }
  };
  const deleteMutation = deleting?.kind === 'thread' ? deleteThread : deleteReply;

  const threadHidden = thread.blocked && !revealed.has('thread');
  const inlineReplyForm = (target: Exclude<ReplyTarget, null>, name: string) =>
    replyingTo !== target ? null : viewer ? (
      <div {...anchor} key={String(target)}>
        <ReplyForm
          threadId={thread.id}
          parentId={target === 'thread' ? null : target}
          label={`Reply to ${name}`}
          inline
          onContentChange={drafts.inlineChanged}
          onCancel={() => setReplyingTo(null)}
          onPosted={onPosted}
        />
      </div>
    ) : (
      <LoginToReply inline />
    );

  return (
    <>
      {postedPoints !== undefined && (
        <p role="status" className="rounded-2xl bg-success/10 px-4 py-3 font-bold text-success">
          <span aria-hidden>🎉 </span>Thread posted! +{postedPoints} points
        </p>
      )}
      {threadHidden ? (
        <>
          <h1 className="sr-only">{FORUM_TEXT.blockedContent}</h1>
          <BlockedNotice onShow={() => reveal('thread')} className="py-4" />
        </>
      ) : (
        <article
          aria-labelledby="thread-title"
          className="flex flex-col gap-5 rounded-card bg-surface p-5 shadow-card sm:p-8"
        >
          <div className="flex items-start justify-between gap-3">
            <h1
              id="thread-title"
              className="min-w-0 text-3xl font-extrabold leading-tight text-ink break-words [overflow-wrap:anywhere] sm:text-4xl"
            >
              {thread.title}
            </h1>
            <ItemMenu label="Thread actions" items={menuFor(thread, 'thread')} />
          </div>
          <AuthorLine author={thread}>
            <ThreadTime iso={thread.created_at} />
          </AuthorLine>
          <PlainText text={thread.content} className="prose-dd max-w-none text-ink" />
          {thread.image_url && (
            <img
              src={thread.image_url}
              alt={`Photo posted with “${thread.title}”`}
              className="max-h-[36rem] w-auto max-w-full self-start rounded-2xl bg-line object-contain"
            />
          )}
          {inlineReplyForm('thread', displayName(thread))}
        </article>
      )}

      <section ref={replies} aria-labelledby="replies-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="replies-heading" className="text-2xl font-extrabold text-ink">
            Replies{' '}
            <span className="ml-1 rounded-pill bg-line px-3 py-0.5 align-middle text-base text-ink-soft">
              <span className="sr-only">(</span>
              {shownReplies}
              <span className="sr-only">)</span>
            </span>
          </h2>
          <p role="status" className="font-bold text-success">
            {posted}
          </p>
        </div>
        {tree.length === 0 ? (
          <p className="rounded-card bg-surface px-5 py-6 text-ink-soft shadow-card">{FORUM_TEXT.noReplies}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Replies">
            {tree.map((node) => (
              <ReplyItem
                key={node.reply.id}
                node={node}
                menuFor={(reply) => menuFor(reply, 'reply')}
                revealed={revealed}
                reveal={reveal}
                inlineReplyForm={inlineReplyForm}
                more={
                  pages.moreUnder.has(node.reply.id) ? (
                    <ShowMoreButton
                      label="Show more replies"
                      loading={pages.loading.has(
                        requestKey({ under: node.reply.id, after: pages.moreUnder.get(node.reply.id)! }),
                      )}
                      onClick={() => showMore(node.reply.id)}
                    />
                  ) : null
                }
              />
            ))}
          </ul>
        )}
        {pages.nextTop !== null && (
          <ShowMoreButton
            label="Load more replies"
            loading={pages.loading.has(requestKey({ under: null, after: pages.nextTop }))}
            onClick={() => loadPage({ under: null, after: pages.nextTop! })}
          />
        )}
        <div {...anchor} className="mt-2 flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card sm:p-6">
          {drafts.carried !== null && (
            <p role="status" className="rounded-2xl bg-sun/25 px-4 py-3 font-bold text-ink">
              <span aria-hidden>🫣 </span>
              {REPLY_TARGET_GONE}
            </p>
          )}
          {viewer ? (
            <ReplyForm
              key={drafts.mainKey}
              threadId={thread.id}
              parentId={null}
              label="Reply to this thread"
              initialContent={drafts.carried ?? ''}
              focusOnMount={drafts.carried !== null}
              onContentChange={drafts.mainChanged}
              onPosted={onPosted}
            />
          ) : (
            <LoginToReply />
          )}
        </div>
      </section>

      <ConfirmDeleteDialog
        kind={deleting?.kind ?? null}
        action={deleting?.action ?? FORUM_TEXT.delete}
        busy={deleteMutation.isPending}
        error={deleting && deleteMutation.isError ? deleteErrorText(deleteMutation.error, deleting.kind) : null}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
      {reporting && reportDialog({ ...reporting, onClose: () => setReporting(null) })}
    </>
  );
}

interface ReplyItemProps {
  node: ReplyNode<Reply>;
  menuFor: (reply: Reply) => MenuItem[];
  revealed: ReadonlySet<string>;
  reveal: (key: string) => void;
  inlineReplyForm: (target: number, name: string) => ReactNode;
  /** Under a top-level reply whose sub-thread goes on: its 'Show more replies' button. */
  more?: ReactNode;
}

/** One reply, the inline form under it when open, and its answers one indent step further in. */
function ReplyItem({ node, menuFor, revealed, reveal, inlineReplyForm, more = null }: ReplyItemProps) {
  const { reply, children, depth } = node;
  const key = `reply-${reply.id}`;
  const name = displayName(reply);
  const step = indentStep(depth + 1);
  const indent = {
    '--indent': `${step}px`,
    '--indent-phone': `${indentStep(depth + 1, PHONE_INDENT_PX)}px`,
  } as CSSProperties;

  let card;
  if (reply.deleted) {
    card = (
      <div className="rounded-2xl border-2 border-dashed border-line px-4 py-3 italic text-muted">
        {FORUM_TEXT.deletedReply}
      </div>
    );
  } else if (reply.blocked && !revealed.has(key)) {
    card = <BlockedNotice onShow={() => reveal(key)} />;
  } else {
    card = (
      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card">
        <div className="flex items-start justify-between gap-2">
          <AuthorLine author={reply} size="sm">
            <ReplyTime iso={reply.created_at} />
          </AuthorLine>
          <ItemMenu label={`Reply actions: ${name}`} items={menuFor(reply)} />
        </div>
        <PlainText text={reply.content} className="leading-relaxed text-ink-soft" />
      </div>
    );
  }

  return (
    <li className="flex flex-col gap-3">
      <article
        {...anchor}
        id={key}
        data-testid="reply"
        data-reply-id={reply.id}
        data-depth={depth}
        aria-label={reply.deleted ? 'Deleted reply' : `Reply by ${name}`}
      >
        {card}
      </article>
      {inlineReplyForm(reply.id, name)}
      {children.length > 0 && (
        <ul
          style={indent}
          aria-label={`Answers to ${reply.deleted ? 'a deleted reply' : name}`}
          className={cn(
            'relative ml-(--indent-phone) flex flex-col gap-3 sm:ml-(--indent)',
            // The thread line in the indent, beside the answers; past the last indented level there is no room.
            step > 0 &&
              'before:absolute before:inset-y-0 before:left-[calc(var(--indent-phone)*-0.5_-_1px)] before:w-0.5 before:rounded-full before:bg-line sm:before:left-[calc(var(--indent)*-0.5_-_1px)]',
          )}
        >
          {children.map((child) => (
            <ReplyItem
              key={child.reply.id}
              node={child}
              menuFor={menuFor}
              revealed={revealed}
              reveal={reveal}
              inlineReplyForm={inlineReplyForm}
            />
          ))}
        </ul>
      )}
      {more && (
        <div style={indent} className="ml-(--indent-phone) sm:ml-(--indent)">
          {more}
        </div>
      )}
    </li>
  );
}

/** 'Load more replies' / 'Show more replies': the next page, read on request (never on its own). */
function ShowMoreButton({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Button variant="secondary" className="self-start" disabled={loading} onClick={onClick}>
      {loading ? FORUM_TEXT.loading : label}
    </Button>
  );
}

function ThreadTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{useDateText().full(iso)}</time>;
}

function ReplyTime({ iso }: { iso: string }) {
  const dates = useDateText();
  const full = dates.full(iso);
  return (
    <time dateTime={iso} title={full}>
      {dates.ago(iso) ?? full}
    </time>
  );
}

/** What a visitor sees where the reply form would be. */
function LoginToReply({ inline = false }: { inline?: boolean }) {
  const location = useLocation();
  return (
    <p className={inline ? 'rounded-2xl bg-paper px-4 py-3 text-ink-soft' : 'text-ink-soft'}>
      <Link
        to={loginPathFor(`${location.pathname}${location.search}`)}
        className="font-bold text-zap underline underline-offset-2 hover:text-zap-dark"
      >
        {FORUM_TEXT.loginToReply}
      </Link>
    </p>
  );
}
