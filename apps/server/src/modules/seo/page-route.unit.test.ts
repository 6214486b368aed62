import { describe, expect, it } from 'vitest';
import { PAGE_HEADS, PAGE_IDS, PAGES } from '@dd/contracts';
import { matchPageRoute } from './page-route.js';
import { sitemapStaticPaths } from './static-pages.js';

describe('matchPageRoute', () => {
  it('recognises pages with a data subject, decoding the segment', () => {
    expect(matchPageRoute('/product/egg-glow-cube?ref=x')).toEqual({ kind: 'product', id: 'egg-glow-cube' });
    expect(matchPageRoute('/product/a%20b')).toEqual({ kind: 'product', id: 'a b' });
    expect(matchPageRoute('/collections/tech/')).toEqual({ kind: 'collection', category: 'tech' });
    expect(matchPageRoute('/collections/partner/shirtvskins')).toEqual({
      kind: 'subcollection',
      category: 'partner',
      subcollection: 'shirtvskins',
    });
    expect(matchPageRoute('/blog/some-post')).toEqual({ kind: 'blog-post', slug: 'some-post' });
    expect(matchPageRoute('/forum/thread/12')).toEqual({ kind: 'forum-thread', id: 12 });
    expect(matchPageRoute('/forum/thread/abc').kind).toBe('unknown');
    expect(matchPageRoute('/forum/thread/0').kind).toBe('unknown');
  });

  it('recognises every static route, with and without parameters', () => {
    for (const path of ['/', '/about', '/collections', '/wishlist/share/abc', '/card-game/9', '/card-game/9/replay']) {
      const route = matchPageRoute(path);
      expect(route.kind, path).toBe('static');
    }
    const home = matchPageRoute('/?utm=1');
    expect(home.kind === 'static' && home.page.pattern).toBe('/');
    const replay = matchPageRoute('/card-game/9/replay');
    expect(replay.kind === 'static' && replay.page.title).toBe('Card Battle Replay');
    const forumNew = matchPageRoute('/forum/new');
    expect(forumNew.kind === 'static' && forumNew.page.title).toBe('New Thread');
  });

  it('says unknown for anything else', () => {
    for (const path of [
      '/nope',
      '/product',
      '/product/a/b',
      '/about/more',
      '/blog/a/b',
      '/x%E0%A4%A',
      '/a//b',
      '/card-game/9/replay/more',
    ]) {
      expect(matchPageRoute(path), path).toEqual({ kind: 'unknown' });
    }
  });

  it('maps a path of every page of the table to that page', () => {
    for (const id of PAGE_IDS) {
      const path = PAGES[id].path.replace(/:\w+/g, '7');
      const route = matchPageRoute(path);
      const head = PAGE_HEADS[id];
      if ('subject' in head) expect(route.kind, path).toBe(head.subject);
      else if ('redirectsTo' in head) expect(route, path).toEqual({ kind: 'unknown' });
      else expect(route.kind === 'static' && route.page, path).toMatchObject({ id, pattern: PAGES[id].path, ...head });
    }
  });
});

describe('sitemapStaticPaths', () => {
  it('lists public pages only', () => {
    const paths = sitemapStaticPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/drops');
    expect(paths).not.toContain('/login');
    expect(paths.some((p) => p.startsWith('/admin') || p.includes(':'))).toBe(false);
  });
});
