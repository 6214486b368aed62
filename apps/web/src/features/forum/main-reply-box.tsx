import type { Reply } from '@dd/contracts';
import { LoginToReply } from './login-to-reply';
import { ReplyForm } from './reply-form';
import { scrollAnchor } from './scroll-anchor-props';

/** Shown over the thread's reply form when the reply being answered was deleted while the answer was typed. */
const REPLY_TARGET_GONE = 'The reply you were answering was just deleted, so your text moved down here.';

interface MainReplyBoxProps {
  threadId: number;
  loggedIn: boolean;
  /** Remounts the form (a new draft). */
  formKey: string | number;
  /** The text of an inline answer whose reply was deleted, carried down here; null if none. */
  carried: string | null;
  onContentChange: (content: string) => void;
  onPosted: (reply: Reply, points: number) => void;
}

/** The reply form under the replies (or the way to log in to reply). */
export function MainReplyBox({ threadId, loggedIn, formKey, carried, onContentChange, onPosted }: MainReplyBoxProps) {
  return (
    <div {...scrollAnchor} className="mt-2 flex flex-col gap-3 rounded-card bg-surface p-5 shadow-card sm:p-6">
      {carried !== null && (
        <p role="status" className="rounded-2xl bg-sun/25 px-4 py-3 font-bold text-ink">
          <span aria-hidden>🫣 </span>
          {REPLY_TARGET_GONE}
        </p>
      )}
      {loggedIn ? (
        <ReplyForm
          key={formKey}
          threadId={threadId}
          parentId={null}
          label="Reply to this thread"
          initialContent={carried ?? ''}
          focusOnMount={carried !== null}
          onContentChange={onContentChange}
          onPosted={onPosted}
        />
      ) : (
        <LoginToReply />
      )}
    </div>
  );
}
