/** Pure helpers of the forum: excerpts and which replies a thread view shows. */

/** Characters of a thread's text in the list (and of a post in a report). */
export const EXCERPT_MAX = 200;
/** Characters of a reply's start on its author's profile: one line beside the thread's title. */
export const REPLY_SUMMARY_MAX = 140;
/** How much of the content the list query reads to make an excerpt (whitespace may shrink it). */
export const EXCERPT_SOURCE_CHARS = 400;

const ELLIPSIS = '…';

/**
 * The first characters of a post as one line of plain text: runs of whitespace (line breaks too) become
 * one space; a longer text is cut at a word boundary when there is one near the end, never inside a
 * surrogate pair, and ends with an ellipsis. `more` says the text given is itself only the start.
 */
export function makeExcerpt(text: string, max = EXCERPT_MAX, more = false): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return more && flat ? `${flat}${ELLIPSIS}` : flat;
  let cut = flat.slice(0, max);
  // A high surrogate at the end would be half a character.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space >= max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}${ELLIPSIS}`;
}

export interface ReplyNode {
  id: number;
  parent_id: number | null;
  deleted: boolean;
}

/**
 * The replies a thread view shows, in the given order: every reply that is not deleted, and every deleted
 * reply that still has a shown reply below it (it keeps its place in the tree); other deleted replies go.
 */
export function visibleReplies<T extends ReplyNode>(replies: readonly T[]): T[] {
  const liveBelow = new Set<number>();
  const byId = new Map(replies.map((r) => [r.id, r]));
  for (const reply of replies) {
    if (reply.deleted) continue;
    // Mark every ancestor; stop at one already marked (its ancestors are too). `seen` guards a cycle.
    const seen = new Set<number>();
    let parentId = reply.parent_id;
    while (parentId !== null && !liveBelow.has(parentId) && !seen.has(parentId)) {
      seen.add(parentId);
      liveBelow.add(parentId);
      parentId = byId.get(parentId)?.parent_id ?? null;
    }
  }
  return replies.filter((r) => !r.deleted || liveBelow.has(r.id));
}
