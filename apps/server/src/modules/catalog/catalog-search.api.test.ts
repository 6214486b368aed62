import { describe, expect, it } from 'vitest';
import type { ProductPage, SearchSuggestions } from '@dd/contracts';
import { appPerFile } from '../../../test/test-app.js';

const ctx = appPerFile({ seed: true });

async function get<T>(url: string): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

const search = (q: string, extra = '') =>
  get<ProductPage>(`/api/products?q=${encodeURIComponent(q)}&sort=relevance&limit=100${extra}`);
const ids = (page: ProductPage) => page.items.map((p) => p._id).sort();

describe('catalog search', () => {
  it("'gift for dad' finds every product of the For Dad collection", async () => {
    const dad = await get<ProductPage>('/api/products?collection=fathers-day&limit=100');
    expect(dad.items.length).toBeGreaterThan(2);
    const found = await search('gift for dad');
    expect(ids(found)).toEqual(expect.arrayContaining(ids(dad)));
    expect(found.total).toBe(found.items.length);
  });

  it('stems the words: plurals find the same products as the singular', async () => {
    expect(ids(await search('dads'))).toEqual(ids(await search('dad')));
    expect(ids(await search('gifts for dads'))).toEqual(ids(await search('gift for dad')));
    // The products' own text is stemmed too: 'cubes' finds the Glow Cube.
    expect(ids(await search('cubes'))).toContain('egg-glow-cube');
  });

  it('matches collection names and gift tags, and every word must match', async () => {
    const kitchen = await get<ProductPage>('/api/products?collection=kitchen&limit=100');
    expect(ids(await search('chaos'))).toEqual(expect.arrayContaining(ids(kitchen)));
    // 'Graduation' is an occasion gift tag; the products tagged with it are found by that word.
    const graduation = await get<ProductPage>('/api/products?occasion=graduation&limit=100');
    expect(graduation.items.length).toBeGreaterThan(0);
    expect(ids(await search('graduation gifts'))).toEqual(expect.arrayContaining(ids(graduation)));
    // Both words must match: dad products that are not in a kitchen collection are left out.
    const both = await search('dad kitchen');
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.items.length).toBeLessThan((await search('dad')).items.length);
  });

  it('ranks products named like the words before those matched only by their collection', async () => {
    const named = (await search('dad')).items.map((p) => /\bdad/i.test(p.name));
    expect(named[0]).toBe(true);
    expect(named).toContain(false);
    // Every product named like the word comes before every one that is not.
    expect(named.slice(named.indexOf(false))).not.toContain(true);
  });

  it('counts all the results, not just the first page', async () => {
    const all = await search('dad');
    const first = await get<ProductPage>('/api/products?q=dad&sort=relevance&limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBe(all.items.length);
    expect(first.nextCursor).not.toBeNull();
    // Pages without a search carry no count.
    expect((await get<ProductPage>('/api/products?limit=2')).total).toBeUndefined();
  });

  it('a text of stop words only finds nothing instead of failing', async () => {
    expect(await search('for the')).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('suggests products and collections while typing', async () => {
    const s = await get<SearchSuggestions>('/api/search/suggestions?q=dad');
    expect(s.collections).toContainEqual({
      id: 'fathers-day',
      name: 'For Dad',
      emoji: '👔',
      href: '/collections/fathers-day',
    });
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(5);
    expect(s.products[0]).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      imageUrl: expect.any(String),
      price: expect.toSatisfy((p: unknown) => p === null || typeof p === 'number'),
    });
    // A half-typed word is a prefix.
    expect((await get<SearchSuggestions>('/api/search/suggestions?q=glo')).products.map((p) => p._id)).toContain(
      'egg-glow-cube',
    );
    expect(await get<SearchSuggestions>('/api/search/suggestions?q=zzzqqq')).toEqual({ products: [], collections: [] });
  });

  it('refuses bad input with a 400', async () => {
    for (const url of [
      '/api/search/suggestions',
      '/api/search/suggestions?q=%20%20',
      `/api/search/suggestions?q=${'a'.repeat(101)}`,
      `/api/products?q=${'a'.repeat(101)}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
  });
});
