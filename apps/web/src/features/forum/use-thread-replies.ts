import type { Reply, ThreadDetail } from '@dd/contracts';
import { useMemo, useState } from 'react';
import { useReplyPages } from './api';
import { combinePages, requestKey, type PageRequest } from './reply-pages';
import { buildReplyTree, countNodes } from './reply-tree';

/**
 * The thread's replies as shown: the first page, the later pages the reader asked for, and this tab's own
 * replies that landed past what is loaded, as a tree; with the count the heading shows.
 */
export function useThreadReplies(data: ThreadDetail) {
  const { thread } = data;
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

  const loadPage = (request: PageRequest) =>
    setRequests((was) => (was.some((r) => requestKey(r) === requestKey(request)) ? was : [...was, request]));
  const showMore = (rootId: number) => {
    const after = pages.moreUnder.get(rootId);
    if (after !== undefined) loadPage({ under: rootId, after });
  };

  return {
    pages,
    allReplies,
    tree,
    shownReplies,
    loadPage,
    showMore,
    addOwn: (reply: Reply) => setOwnReplies((was) => [...was, reply]),
    dropOwn: (replyId: number) => setOwnReplies((was) => was.filter((r) => r.id !== replyId)),
  };
}

export type ThreadReplies = ReturnType<typeof useThreadReplies>;
