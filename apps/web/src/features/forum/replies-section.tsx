import { FORUM_TEXT, type Reply } from '@dd/contracts';
import type { ReactNode, RefObject } from 'react';
import type { MenuItem } from './item-menu';
import { ReplyItem } from './reply-item';
import { requestKey } from './reply-pages';
import { ShowMoreButton } from './show-more-button';
import type { ThreadReplies } from './use-thread-replies';

interface RepliesSectionProps {
  sectionRef: RefObject<HTMLElement | null>;
  replies: ThreadReplies;
  /** The note of the reader's own reply just posted. */
  posted: string | null;
  menuFor: (reply: Reply) => MenuItem[];
  revealed: ReadonlySet<string>;
  reveal: (key: string) => void;
  inlineReplyForm: (target: number, name: string) => ReactNode;
  /** The reply form at the bottom. */
  children: ReactNode;
}

/** The replies: their count, the nested list with its 'Show more' buttons, and the reply form under them. */
export function RepliesSection({ sectionRef, replies, posted, children, ...items }: RepliesSectionProps) {
  const { pages, tree, shownReplies } = replies;
  const nextTop = pages.nextTop;
  return (
    <section ref={sectionRef} aria-labelledby="replies-heading" className="flex flex-col gap-4">
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
          {tree.map((node) => {
            const after = pages.moreUnder.get(node.reply.id);
            return (
              <ReplyItem
                key={node.reply.id}
                node={node}
                {...items}
                more={
                  after !== undefined ? (
                    <ShowMoreButton
                      label="Show more replies"
                      loading={pages.loading.has(requestKey({ under: node.reply.id, after }))}
                      onClick={() => replies.showMore(node.reply.id)}
                    />
                  ) : null
                }
              />
            );
          })}
        </ul>
      )}
      {nextTop !== null && (
        <ShowMoreButton
          label="Load more replies"
          loading={pages.loading.has(requestKey({ under: null, after: nextTop }))}
          onClick={() => replies.loadPage({ under: null, after: nextTop })}
        />
      )}
      {children}
    </section>
  );
}
