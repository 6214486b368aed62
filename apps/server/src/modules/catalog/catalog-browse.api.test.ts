import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@dd/contracts';
import type { ProductInput } from './catalog.mapper.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

/**
 * Own fixtures (no seed): 30 products with tied dates, tied and missing prices, both sources,
 * some viral, most in `kitchen`, so every ordering rule and filter is exercised.
 */
const FIXTURES: ProductInput[] = Array.from({ length: 30 }, (_, i) => {
  const id = `p${String(i).padStart(2, '0')}`;
  return {
    id,
    asin: i % 5 === 4 ? `B0TEST${i}` : null,
    name: `Fixture ${id}`,
    description: `Fixture product number ${i}`,
    price: i % 7 === 0 ? null : ([5, 12.5, 12.5, 30, 99.99][i % 5] ?? 1),
    imageUrl: `/catalog/${id}.svg`,
    images: [],
    affiliateUrl: i % 5 === 4 ? '#' : `https://retailer.example/${id}?tag=x`,
    viralFactor: i % 3 === 0 ? `${i}K views` : '',
    categories: i < 25 ? ['kitchen', ...(i % 2 === 0 ? ['home'] : [])] : ['tech'],
    source: i % 4 === 3 ? 'other' : 'amazon',
    // Pairs of products share a drop date, so the id decides between them.
    dropDate: new Date(Date.UTC(2025, 4, 1 + Math.floor(i / 2), 12)).toISOString(),
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const p of FIXTURES) await ctx.app.deps.catalog.save(p);
});
afterAll(async () => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

type Sort = 'newest' | 'price-asc' | 'price-desc';
const byId = (a: ProductInput, b: ProductInput) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const MISSING = Number.POSITIVE_INFINITY;

function expectedOrder(items: ProductInput[], sort: Sort): string[] {
  const sorted = [...items].sort((a, b) => {
    if (sort === 'newest') return a.dropDate === b.dropDate ? -byId(a, b) : a.dropDate < b.dropDate ? 1 : -1;
    const pa = a.price ?? MISSING;
    const pb = b.price ?? MISSING;
    if (pa === pb) return sort === 'price-asc' ? byId(a, b) : -byId(a, b);
    // A missing price sorts last in both directions.
    if (pa === MISSING) return 1;
    if (pb === MISSING) return -1;
    return sort === 'price-asc' ? pa - pb : pb - pa;
  });
  return sorted.map((p) => p.id);
}

async function walk(query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await get(`/api/products?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<ProductPage>();
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((p) => p._id));
    cursor = page.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('pagination did not end');
}

describe('cursor pagination', () => {
  const kitchen = FIXTURES.filter((p) => p.categories.includes('kitchen'));
  for (const sort of ['newest', 'price-asc', 'price-desc'] as const) {
    it(`walks a collection sorted ${sort} without duplicates or gaps`, async () => {
      expect(await walk(`collection=kitchen&sort=${sort}`, 4)).toEqual(expectedOrder(kitchen, sort));
    });

    it(`walks the whole catalog sorted ${sort}`, async () => {
      expect(await walk(`sort=${sort}`, 7)).toEqual(expectedOrder(FIXTURES, sort));
    });

    it(`walks a collection of one source sorted ${sort}`, async () => {
      const other = kitchen.filter((p) => p.source === 'other');
      expect(await walk(`collection=kitchen&source=other&sort=${sort}`, 2)).toEqual(expectedOrder(other, sort));
    });
  }

  it('defaults to newest first and a page size of 24', async () => {
    const page = (await get('/api/products')).json<ProductPage>();
    expect(page.items.map((p) => p._id)).toEqual(expectedOrder(FIXTURES, 'newest').slice(0, 24));
    expect(page.nextCursor).not.toBeNull();
  });

  it('ends with a null cursor when everything fits', async () => {
    const page = (await get('/api/products?collection=tech&limit=10')).json<ProductPage>();
    expect(page.items.map((p) => p._id)).toEqual(
      expectedOrder(
        FIXTURES.filter((p) => p.id >= 'p25'),
        'newest',
      ),
    );
    expect(page.nextCursor).toBeNull();
  });
});

describe('filters', () => {
  it('filters by source over the whole catalog', async () => {
    for (const source of ['amazon', 'other'] as const) {
      const items = (await get(`/api/products?source=${source}&limit=100`)).json<ProductPage>().items;
      expect(items.map((p) => p._id).sort()).toEqual(
        FIXTURES.filter((p) => p.source === source)
          .map((p) => p.id)
          .sort(),
      );
    }
  });

  it('lists an empty collection as an empty page, not as an error', async () => {
    const res = await get('/api/products?collection=alcohol');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], nextCursor: null });
  });

  it('rejects an unknown collection with 404', async () => {
    const res = await get('/api/products?collection=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Collection not found', code: 'not_found' });
  });

  it('rejects bad query values with a clear 400', async () => {
    const newestCursor = (await get('/api/products?limit=2')).json<ProductPage>().nextCursor ?? '';
    for (const query of [
      'source=ebay',
      'sort=cheapest',
      'limit=0',
      'limit=101',
      'limit=abc',
      'cursor=not-a-cursor',
      `sort=price-asc&cursor=${newestCursor}`,
      'sort=relevance',
    ]) {
      const res = await get(`/api/products?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ error: expect.any(String), code: 'validation' });
    }
  });
});

describe('single products', () => {
  it('returns a product normalised', async () => {
    const res = await get('/api/products/p01');
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>()).toMatchObject({ _id: 'p01', name: 'Fixture p01', price: 12.5, source: 'amazon' });
  });

  it('answers 404 for unknown ids and 400 for impossible ones', async () => {
    expect((await get('/api/products/unknown')).json()).toEqual({ error: 'Product not found', code: 'not_found' });
    expect((await get('/api/products/unknown')).statusCode).toBe(404);
    const impossible = await get(`/api/products/${'x'.repeat(65)}`);
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({ code: 'validation' });
  });

  it('counts the catalog', async () => {
    expect((await get('/api/products/count')).json()).toEqual({ count: FIXTURES.length });
  });
});

describe('random picks', () => {
  const allIds = FIXTURES.map((p) => p.id);

  it('never returns an excluded product', async () => {
    const keep = 'p17';
    const exclude = allIds.filter((id) => id !== keep).join(',');
    for (let i = 0; i < 5; i++) {
      const res = await get(`/api/products/random?exclude=${exclude}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ product: { _id: keep }, historyReset: false });
    }
  });

  it('resets the history when every product was excluded', async () => {
    const res = await get(`/api/products/random?exclude=${allIds.join(',')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ product: Product; historyReset: boolean }>();
    expect(body.historyReset).toBe(true);
    expect(allIds).toContain(body.product._id);
  });

  it('keeps to a source when asked', async () => {
    for (let i = 0; i < 5; i++) {
      const body = (await get('/api/products/random?source=other')).json<{ product: Product }>();
      expect(body.product.source).toBe('other');
    }
  });
});

describe('trending', () => {
  it('holds only viral products of the primary retailer', async () => {
    const expected = FIXTURES.filter((p) => p.source === 'amazon' && p.viralFactor).map((p) => p.id);
    const res = await get('/api/products/trending?limit=24');
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: Product[] }>().items;
    expect(items.map((p) => p._id).sort()).toEqual([...expected].sort());
    expect(items.every((p) => p.source === 'amazon' && p.viralFactor !== '')).toBe(true);
  });

  it('returns 8 distinct products by default when there are enough', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.app.deps.catalog.save({
          ...(FIXTURES[0] as ProductInput),
          id: `viral-${i}`,
          viralFactor: 'hot',
          source: 'amazon',
        }),
      ),
    );
    const items = (await get('/api/products/trending')).json<{ items: Product[] }>().items;
    expect(items).toHaveLength(8);
    expect(new Set(items.map((p) => p._id)).size).toBe(8);
  });
});

describe('GET /go/:id', () => {
  const clicks = (productId: string) =>
    ctx.db.kysely.selectFrom('outbound_clicks').selectAll().where('product_id', '=', productId).orderBy('id').execute();

  it('redirects to the affiliate URL, records the click and reuses the visitor cookie', async () => {
    const first = await get('/go/p01');
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://retailer.example/p01?tag=x');
    const cookie = first.cookies.find((c) => c.name === 'dd_vid');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(cookie?.httpOnly).toBe(true);

    const second = await get('/go/p01', { cookie: `dd_vid=${cookie?.value}` });
    expect(second.statusCode).toBe(302);
    expect(second.cookies.find((c) => c.name === 'dd_vid')).toBeUndefined();

    const rows = await clicks('p01');
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.visitor_id)).toEqual([cookie?.value, cookie?.value]);
    expect(rows[0]).toMatchObject({ source: 'amazon', created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('builds the tagged Amazon link when a product has no affiliate URL', async () => {
    const res = await get('/go/p04');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.amazon.com/dp/B0TEST4?tag=dopaminedrops-20');
  });

  it('answers 404 for an unknown product and records nothing', async () => {
    const res = await get('/go/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found', code: 'not_found' });
    expect(await clicks('unknown')).toHaveLength(0);
  });

  it('replaces a malformed visitor cookie', async () => {
    const res = await get('/go/p02', { cookie: 'dd_vid=<bad>' });
    expect(res.statusCode).toBe(302);
    expect(res.cookies.find((c) => c.name === 'dd_vid')?.value).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
