import { FORUM_TEXT, type Thread } from '@dd/contracts';
import type { ReactNode } from 'react';
import { AuthorLine } from './author-line';
import { BlockedNotice } from './blocked-notice';
import { ThreadTime } from './forum-times';
import { ItemMenu, type MenuItem } from './item-menu';
import { PlainText } from './plain-text';

interface ThreadArticleProps {
  thread: Thread;
  /** The author is blocked and the reader has not asked to see it: only the notice shows. */
  hidden: boolean;
  onShow: () => void;
  menu: MenuItem[];
  /** The inline reply form under the thread, when open. */
  replyForm: ReactNode;
}

/** The thread itself: title, author, text and photo (or the blocked notice), with its menu. */
export function ThreadArticle({ thread, hidden, onShow, menu, replyForm }: ThreadArticleProps) {
  if (hidden) {
    return (
      <>
        <h1 className="sr-only">{FORUM_TEXT.blockedContent}</h1>
        <BlockedNotice onShow={onShow} className="py-4" />
      </>
    );
  }
  return (
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
        <ItemMenu label="Thread actions" items={menu} />
      </div>
      <AuthorLine author={thread}>
        <ThreadTime iso={thread.created_at} />
      </AuthorLine>
      <PlainText text={thread.content} mentions={thread.mentions} className="prose-dd max-w-none text-ink" />
      {thread.image_url && (
        <img
          src={thread.image_url}
          alt={`Photo posted with “${thread.title}”`}
          className="max-h-[36rem] w-auto max-w-full self-start rounded-2xl bg-line object-contain"
        />
      )}
      {replyForm}
    </article>
  );
}
