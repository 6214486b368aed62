import { FORUM_TEXT, type Reply, type ThreadDetail } from '@dd/contracts';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { displayName } from '../../lib/display-name';
import { useSession } from '../../lib/use-session';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { deleteErrorText } from './forum-text';
import type { Viewer } from './item-actions';
import { LoginToReply } from './login-to-reply';
import { MainReplyBox } from './main-reply-box';
import { RepliesSection } from './replies-section';
import { ReplyForm } from './reply-form';
import { scrollAnchor } from './scroll-anchor-props';
import { ThreadArticle } from './thread-article';
import type { ContentReportDialog, ReplyTarget, ThreadPostedState } from './thread-types';
import { useItemMenus } from './use-item-menus';
import { useKeepScrollPosition } from './use-keep-scroll-position';
import { useReplyDrafts } from './use-reply-drafts';
import { useScrollToReply } from './use-scroll-to-reply';
import { useThreadReplies } from './use-thread-replies';

function useViewer(): Viewer | null {
  const session = useSession();
  return session.loggedIn && session.user ? { id: session.user.id, is_admin: session.user.is_admin } : null;
}

/** A loaded thread: the thread, its replies and their forms, and the delete and report dialogs. */
export function ThreadView({ data, reportDialog }: { data: ThreadDetail; reportDialog: ContentReportDialog }) {
  const { thread } = data;
  const viewer = useViewer();
  const location = useLocation();
  const postedPoints = (location.state as ThreadPostedState | null)?.postedPoints;
  const [replyingTo, setReplyingTo] = useState<ReplyTarget>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [posted, setPosted] = useState<string | null>(null);
  const replies = useThreadReplies(data);
  const section = useRef<HTMLElement>(null);
  useKeepScrollPosition(section, replies.allReplies);
  useScrollToReply(location.hash, replies.allReplies);
  const closeInline = useCallback(() => setReplyingTo(null), []);
  const drafts = useReplyDrafts(replies.allReplies, replyingTo, closeInline);
  const menus = useItemMenus({ viewer, replyTo: setReplyingTo, onReplyDeleted: replies.dropOwn });

  const reveal = (key: string) => setRevealed((was) => new Set(was).add(key));
  const onPosted = (reply: Reply, points: number) => {
    const replyId = reply.id;
    replies.addOwn(reply);
    setReplyingTo(null);
    drafts.posted();
    setPosted(points > 0 ? `Reply posted! +${points} points` : 'Reply posted!');
    // The new reply arrives with the refetch; bring it into view then.
    window.setTimeout(() => {
      document.getElementById(`reply-${replyId}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }, 400);
  };

  const inlineReplyForm = (target: Exclude<ReplyTarget, null>, name: string) =>
    replyingTo !== target ? null : viewer ? (
      <div {...scrollAnchor} key={String(target)}>
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

  const { deleting, deleteMutation, reporting } = menus;
  return (
    <>
      {postedPoints !== undefined && (
        <p role="status" className="rounded-2xl bg-success/10 px-4 py-3 font-bold text-success">
          <span aria-hidden>🎉 </span>Thread posted! +{postedPoints} points
        </p>
      )}
      <ThreadArticle
        thread={thread}
        hidden={thread.blocked && !revealed.has('thread')}
        onShow={() => reveal('thread')}
        menu={menus.menuFor(thread, 'thread')}
        replyForm={inlineReplyForm('thread', displayName(thread))}
      />
      <RepliesSection
        sectionRef={section}
        replies={replies}
        posted={posted}
        menuFor={(reply) => menus.menuFor(reply, 'reply')}
        revealed={revealed}
        reveal={reveal}
        inlineReplyForm={inlineReplyForm}
      >
        <MainReplyBox
          threadId={thread.id}
          loggedIn={viewer !== null}
          formKey={drafts.mainKey}
          carried={drafts.carried}
          onContentChange={drafts.mainChanged}
          onPosted={onPosted}
        />
      </RepliesSection>
      <ConfirmDeleteDialog
        kind={deleting?.kind ?? null}
        action={deleting?.action ?? FORUM_TEXT.delete}
        busy={deleteMutation.isPending}
        error={deleting && deleteMutation.isError ? deleteErrorText(deleteMutation.error, deleting.kind) : null}
        onConfirm={menus.confirmDelete}
        onClose={menus.closeDelete}
      />
      {reporting && reportDialog({ ...reporting, onClose: menus.closeReport })}
    </>
  );
}
