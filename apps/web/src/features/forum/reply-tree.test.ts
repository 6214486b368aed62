import { REPLY_INDENT_MAX_LEVELS, REPLY_INDENT_PX } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { buildReplyTree, countNodes, indentPx, indentStep, type ReplyNode, type TreeReply } from './reply-tree';

const r = (id: number, parent_id: number | null = null, deleted = false): TreeReply => ({ id, parent_id, deleted });

/** The tree as nested [id, depth, children] for readable expectations. */
type Shape = [number, number, Shape[]];
const shape = (nodes: Array<ReplyNode<TreeReply>>): Shape[] =>
  nodes.map((n) => [n.reply.id, n.depth, shape(n.children)]);

describe('buildReplyTree', () => {
  it('nests replies by parent and keeps the oldest-first order among siblings', () => {
    const tree = buildReplyTree([r(1), r(2, 1), r(3), r(4, 2), r(5, 1), r(6, 3)]);
    expect(shape(tree)).toEqual([
      [
        1,
        0,
        [
          [2, 1, [[4, 2, []]]],
          [5, 1, []],
        ],
      ],
      [3, 0, [[6, 1, []]]],
    ]);
    expect(countNodes(tree)).toBe(6);
  });

  it('puts an orphan (its parent is not in the list) at the top level, with its answers', () => {
    const tree = buildReplyTree([r(1), r(7, 99), r(8, 7)]);
    expect(shape(tree)).toEqual([
      [1, 0, []],
      [7, 0, [[8, 1, []]]],
    ]);
  });

  it('keeps a deleted reply that has answers and drops one that has none', () => {
    const tree = buildReplyTree([r(1, null, true), r(2, 1), r(3, null, true), r(4, 2, true)]);
    expect(shape(tree)).toEqual([[1, 0, [[2, 1, []]]]]);
    // A deleted reply whose only answers are deleted leaves too.
    expect(buildReplyTree([r(1, null, true), r(2, 1, true)])).toEqual([]);
  });

  it('survives a reply answering itself, a loop of parents and duplicate ids', () => {
    const tree = buildReplyTree([r(1, 1), r(2, 3), r(3, 2), r(4), r(4, 1)]);
    expect(countNodes(tree)).toBe(4);
    expect(shape(tree)).toEqual([
      [1, 0, []],
      [4, 0, []],
      [2, 0, [[3, 1, []]]],
    ]);
  });

  it('handles deep chains', () => {
    const chain = Array.from({ length: 500 }, (_, i) => r(i + 1, i === 0 ? null : i));
    const tree = buildReplyTree(chain);
    let node = tree[0];
    let depth = 0;
    while (node?.children[0]) {
      node = node.children[0];
      depth += 1;
    }
    expect(depth).toBe(499);
    expect(node?.depth).toBe(499);
  });
});

describe('indent', () => {
  it('is 32 px a level, and stops growing after the last indented level', () => {
    expect(REPLY_INDENT_PX).toBe(32);
    expect(indentPx(0)).toBe(0);
    expect(indentPx(1)).toBe(32);
    expect(indentPx(3)).toBe(96);
    expect(indentPx(REPLY_INDENT_MAX_LEVELS)).toBe(REPLY_INDENT_MAX_LEVELS * 32);
    expect(indentPx(REPLY_INDENT_MAX_LEVELS + 5)).toBe(REPLY_INDENT_MAX_LEVELS * 32);
    expect(indentPx(2, 14)).toBe(28);
  });

  it('gives each nested list one step until the cap, then none', () => {
    expect(indentStep(0)).toBe(0);
    expect(indentStep(1)).toBe(32);
    expect(indentStep(REPLY_INDENT_MAX_LEVELS)).toBe(32);
    expect(indentStep(REPLY_INDENT_MAX_LEVELS + 1)).toBe(0);
    // The steps add up to indentPx.
    let total = 0;
    for (let depth = 1; depth <= 10; depth++) {
      total += indentStep(depth, 14);
      expect(total).toBe(indentPx(depth, 14));
    }
  });
});
