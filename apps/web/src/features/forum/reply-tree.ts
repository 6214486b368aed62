import { REPLY_INDENT_MAX_LEVELS, REPLY_INDENT_PX } from '@dd/contracts';

/** What the tree needs of a reply (the API's Reply has more). */
export interface TreeReply {
  id: number;
  parent_id: number | null;
  deleted: boolean;
}

export interface ReplyNode<R extends TreeReply> {
  reply: R;
  /** 0 for an answer to the thread, 1 for an answer to such a reply, and so on. */
  depth: number;
  children: Array<ReplyNode<R>>;
}

/**
 * Nests the flat reply list (oldest first) by parent, keeping that order among siblings. A reply whose
 * parent is not in the list (an orphan) or that sits in a loop of parents is shown at the top level, so
 * nothing the server sent is lost. A deleted reply stays only while some answer under it is shown.
 */
export function buildReplyTree<R extends TreeReply>(
  replies: readonly R[],
  /** Deleted replies to keep even without an answer shown (their sub-thread goes on past what is loaded). */
  keep: (id: number) => boolean = () => false,
): Array<ReplyNode<R>> {
  const byId = new Map<number, R>();
  for (const reply of replies) if (!byId.has(reply.id)) byId.set(reply.id, reply);
  const unique = [...byId.values()];

  const childrenOf = new Map<number, R[]>();
  const roots: R[] = [];
  for (const reply of unique) {
    const parent = reply.parent_id;
    if (parent === null || parent === reply.id || !byId.has(parent)) roots.push(reply);
    else childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), reply]);
  }

  const placed = new Set<number>();
  const build = (reply: R, depth: number): ReplyNode<R> | null => {
    placed.add(reply.id);
    const children: Array<ReplyNode<R>> = [];
    for (const child of childrenOf.get(reply.id) ?? []) {
      if (placed.has(child.id)) continue;
      const node = build(child, depth + 1);
      if (node) children.push(node);
    }
    if (reply.deleted && children.length === 0 && !keep(reply.id)) return null;
    return { reply, depth, children };
  };

  const tree: Array<ReplyNode<R>> = [];
  const addRoot = (reply: R) => {
    const node = build(reply, 0);
    if (node) tree.push(node);
  };
  for (const reply of roots) addRoot(reply);
  // Replies in a loop of parents were never reached from a root: the first of each loop becomes one.
  for (const reply of unique) if (!placed.has(reply.id)) addRoot(reply);
  return tree;
}

/** How many replies the tree shows (deleted placeholders included). */
export function countNodes<R extends TreeReply>(nodes: ReadonlyArray<ReplyNode<R>>): number {
  let n = 0;
  for (const node of nodes) n += 1 + countNodes(node.children);
  return n;
}

/**
 * How far a reply list at `depth` is indented from its parent's: one step per level up to
 * REPLY_INDENT_MAX_LEVELS, then none (the nesting stays visible by its line, the text stays readable).
 */
export function indentStep(depth: number, stepPx: number = REPLY_INDENT_PX): number {
  return depth >= 1 && depth <= REPLY_INDENT_MAX_LEVELS ? stepPx : 0;
}

/** The total indent of a reply at `depth` from the thread's left edge. */
export function indentPx(depth: number, stepPx: number = REPLY_INDENT_PX): number {
  return Math.min(Math.max(depth, 0), REPLY_INDENT_MAX_LEVELS) * stepPx;
}

/** Phones (390 px) use a smaller step so six levels still leave room for the text. */
export const PHONE_INDENT_PX = 14;
