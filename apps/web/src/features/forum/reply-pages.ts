import type { Reply, ReplyPage, SubthreadCursor } from '@dd/contracts';

/**
 * A thread's replies past the first page (decisions: forum reply pages): the pages the reader asked for, each
 * named by where it starts. `under` null is the next page of top-level replies; a reply id is more of that
 * top-level reply's sub-thread. Each page is its own query keyed by its cursor, so a live update reads every
 * shown page again with the same cursors (keyset pages do not shift) and nothing moves under the reader.
 */
export interface PageRequest {
  under: number | null;
  after: string;
}

export interface LoadedPage {
  request: PageRequest;
  /** Undefined while it loads (or failed). */
  page: ReplyPage | undefined;
}

export interface ReplyPagesState {
  /** Every reply loaded so far, first page first (the tree drops repeats). */
  replies: Reply[];
  /** Where the next top-level page starts, or null when all are shown. */
  nextTop: string | null;
  /** Per top-level reply whose sub-thread goes on: where its next replies start. */
  moreUnder: ReadonlyMap<number, string>;
  /** Cursors asked for and still loading (their buttons say so). */
  loading: ReadonlySet<string>;
}

export const requestKey = (r: PageRequest) => `${r.under ?? 'top'}:${r.after}`;

/** Follows the chains of cursors from the first page through the pages loaded after it. */
export function combinePages(first: ReplyPage, loaded: readonly LoadedPage[]): ReplyPagesState {
  const byKey = new Map(loaded.map((l) => [requestKey(l.request), l]));
  const replies = [...first.replies];
  const loading = new Set<string>();
  const moreUnder = new Map<number, string>();

  /** Walks a chain from `cursor`: answers where it ends (null: at the end of the replies). */
  const follow = (under: number | null, cursor: string | null, onPage: (page: ReplyPage) => void) => {
    let at = cursor;
    while (at !== null) {
      const entry = byKey.get(requestKey({ under, after: at }));
      if (!entry) break;
      if (!entry.page) {
        loading.add(requestKey({ under, after: at }));
        break;
      }
      replies.push(...entry.page.replies);
      onPage(entry.page);
      at = entry.page.nextCursor;
    }
    return at;
  };

  const subthreads: SubthreadCursor[] = [...first.subthreads];
  const nextTop = follow(null, first.nextCursor, (page) => subthreads.push(...page.subthreads));
  for (const { reply_id, nextCursor } of subthreads) {
    if (moreUnder.has(reply_id)) continue;
    const end = follow(reply_id, nextCursor, () => undefined);
    if (end !== null) moreUnder.set(reply_id, end);
  }
  return { replies, nextTop, moreUnder, loading };
}
