import { FORUM_TEXT, type Reply } from '@dd/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { displayName } from '../../lib/display-name';
import { AuthorLine } from './author-line';
import { BlockedNotice } from './blocked-notice';
import { ReplyTime } from './forum-times';
import type { MenuItem } from './item-menu';
import { ItemMenu } from './item-menu';
import { PlainText } from './plain-text';
import { indentStep, PHONE_INDENT_PX, type ReplyNode } from './reply-tree';
import { scrollAnchor } from './scroll-anchor-props';

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
export function ReplyItem({ node, menuFor, revealed, reveal, inlineReplyForm, more = null }: ReplyItemProps) {
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
        <PlainText text={reply.content} mentions={reply.mentions} className="leading-relaxed text-ink-soft" />
      </div>
    );
  }

  return (
    <li className="flex flex-col gap-3">
      <article
        {...scrollAnchor}
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
