import { describe, expect, it } from 'vitest';
import { pickAnchors, type AnchorCandidate } from './scroll-anchor';

const box = (item: string, top: number, height = 100, focused = false): AnchorCandidate<string> => ({
  item,
  top,
  bottom: top + height,
  focused,
});

describe('pickAnchors', () => {
  it('holds the first elements that reach into the viewport, top to bottom', () => {
    const picked = pickAnchors([box('a', -300), box('b', -50), box('c', 60), box('d', 170), box('e', 280)], 800);
    expect(picked).toEqual([
      { item: 'b', top: -50 },
      { item: 'c', top: 60 },
      { item: 'd', top: 170 },
    ]);
  });

  it('holds the form being typed in first, when it is on screen', () => {
    const picked = pickAnchors([box('a', 10), box('b', 120), box('form', 600, 150, true)], 800);
    expect(picked.map((p) => p.item)).toEqual(['form', 'a', 'b']);
  });

  it('ignores a focused element scrolled out of view', () => {
    const picked = pickAnchors([box('form', 900, 150, true), box('a', 10)], 800);
    expect(picked.map((p) => p.item)).toEqual(['a']);
  });

  it('holds nothing when nothing is on screen', () => {
    expect(pickAnchors([box('a', -500), box('b', 900)], 800)).toEqual([]);
  });
});
