import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES } from './nav-entries';
import { isActivePath, isGroupActive, searchHref, type NavGroup } from './nav-items';

const group = (id: string): NavGroup => {
  const entry = NAV_ENTRIES.find((e) => e.kind === 'group' && e.id === id);
  if (!entry || entry.kind !== 'group') throw new Error(`no group ${id}`);
  return entry;
};

describe('NAV_ENTRIES', () => {
  it('lists the dropdown collections, then View All Collections', () => {
    expect(group('collections').items.map((i) => i.to)).toEqual([
      '/collections/tech',
      '/collections/mom',
      '/collections/fathers-day',
      '/collections/meme-gifts',
      '/collections/tiktok',
      '/collections',
    ]);
    expect(group('collections').items.at(-1)?.label).toBe('View All Collections');
  });

  it('has the Dopamine games in the spec order', () => {
    expect(group('dopamine').items.map((i) => `${i.to} ${i.label}`)).toEqual([
      '/game Mini Game',
      '/leaderboard Leaderboard',
      '/pvp-lobby PvP Quick Play',
      '/pvp-leaderboard PvP Rankings',
      '/card-game-lobby Card Battle',
    ]);
  });
});

describe('isActivePath', () => {
  it('matches Home only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/drops', '/')).toBe(false);
  });

  it('matches a page and its sub-pages but not a longer sibling name', () => {
    expect(isActivePath('/blog', '/blog')).toBe(true);
    expect(isActivePath('/blog/fathers-day-gifts-2025', '/blog')).toBe(true);
    expect(isActivePath('/blogger', '/blog')).toBe(false);
  });

  it('marks a group active through any of its links', () => {
    expect(isGroupActive('/pvp-lobby', group('dopamine'))).toBe(true);
    expect(isGroupActive('/collections/gaming', group('collections'))).toBe(true);
    expect(isGroupActive('/drops', group('connect'))).toBe(false);
  });
});

describe('searchHref', () => {
  it('encodes the trimmed query', () => {
    expect(searchHref('  cat & dog ')).toBe('/search?q=cat%20%26%20dog');
    expect(searchHref('   ')).toBe('/search');
  });
});
