import { describe, expect, it } from 'vitest';
import { href, PAGE_HEADS, PAGE_IDS, PAGES } from './pages.js';

const partsOf = (path: string) => (path === '/' ? [] : path.split('/').slice(1));

describe('the page table', () => {
  it('has no two patterns that fit the same path, so the order of the table never picks a page', () => {
    for (const a of PAGE_IDS) {
      for (const b of PAGE_IDS) {
        if (a === b) continue;
        const [pa, pb] = [partsOf(PAGES[a].path), partsOf(PAGES[b].path)];
        const overlap =
          pa.length === pb.length && pa.every((x, i) => x === pb[i] || x.startsWith(':') || pb[i]?.startsWith(':'));
        expect(overlap, `${PAGES[a].path} and ${PAGES[b].path}`).toBe(false);
      }
    }
  });

  it('gives every page a head, in the order of the table', () => {
    expect(Object.keys(PAGE_HEADS)).toEqual(PAGE_IDS);
  });

  it('sends pages without a head of their own to a page that has one', () => {
    for (const id of PAGE_IDS) {
      const head = PAGE_HEADS[id];
      if ('redirectsTo' in head) expect('redirectsTo' in PAGE_HEADS[head.redirectsTo], id).toBe(false);
    }
  });
});

describe('href', () => {
  it('fills in the parameters, percent-encoded', () => {
    expect(href('home')).toBe('/');
    expect(href('product', { id: 'glow cube/2' })).toBe('/product/glow%20cube%2F2');
    expect(href('subcollection', { category: 'partner', subcollection: 'shirtvskins' })).toBe(
      '/collections/partner/shirtvskins',
    );
    expect(href('cardGameReplay', { matchId: 12 })).toBe('/card-game/12/replay');
    expect(href('forumThread', { threadId: 4 })).toBe('/forum/thread/4');
    expect(href('adminFairPlay')).toBe('/admin/fair-play');
  });
});
