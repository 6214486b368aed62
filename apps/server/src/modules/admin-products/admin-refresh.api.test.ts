import { ADMIN_TEXT, type Product } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeCreatorsApi, type FakeCreatorsApi } from '../../../test/fake-creators-api.js';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestContext } from '../../../test/test-app.js';

/** The refresh routes with the retailer API configured (a local fake that speaks its wire format). */
let fake: FakeCreatorsApi;
let ctx: TestContext;
let asins: string[];

const pw = { 'x-admin-password': TEST_ADMIN_PASSWORD };
const product = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

beforeAll(async () => {
  fake = await startFakeCreatorsApi();
  ctx = await createTestApp({ seed: true, env: fake.env({ RETAILER_REQUESTS_PER_SECOND: '1000' }) });
  const rows = await ctx.db.kysely
    .selectFrom('products')
    .select(['asin'])
    .where('source', '=', 'amazon')
    .where('asin', 'is not', null)
    .execute();
  asins = rows.map((r) => r.asin as string);
  // The retailer knows every seeded ASIN but the glow cube's.
  for (const asin of asins) {
    if (asin !== 'B0DDGLOW01') fake.setItem({ asin, title: `Fresh ${asin}`, price: 9.99, availability: 'In Stock' });
  }
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

describe('POST /refresh-products', () => {
  it('refreshes every Amazon product and reports the ones the retailer did not return', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/refresh-products', headers: pw });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, requested: asins.length, updated: asins.length - 1 });
    expect(body.failed).toEqual([{ asin: 'B0DDGLOW01', error: expect.any(String) }]);
    expect(body.message).toBe(`Refreshed ${asins.length - 1} of ${asins.length} products; 1 failed.`);
    expect(await product('egg-rubber-duck-debugger')).toMatchObject({
      name: 'Fresh B0DDDUCK01',
      price: 9.99,
      availability: 'In Stock',
      lastUpdated: expect.any(String),
    });
    expect((await product('egg-glow-cube')).name).toBe('Glow Cube Night Light');
    expect(Math.max(...fake.getItemsRequests.map((r) => r.itemIds.length))).toBeLessThanOrEqual(10);
  });

  it('still checks the password first', async () => {
    const calls = fake.getItemsRequests.length;
    const res = await ctx.app.inject({ method: 'POST', url: '/refresh-products' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: ADMIN_TEXT.passwordRequired, code: 'unauthenticated' });
    expect(fake.getItemsRequests.length).toBe(calls);
  });
});

describe('POST /admin/refresh-product/{asin}', () => {
  it('refreshes one product', async () => {
    fake.setItem({ asin: 'B0DDDUCK01', title: 'Duck, refreshed', price: 5.5 });
    const res = await ctx.app.inject({ method: 'POST', url: '/admin/refresh-product/B0DDDUCK01', headers: pw });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, requested: 1, updated: 1, failed: [] });
    expect(await product('egg-rubber-duck-debugger')).toMatchObject({ name: 'Duck, refreshed', price: 5.5 });
  });

  it('fails with the retailer message when the retailer does not have it, changing nothing', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/admin/refresh-product/B0DDGLOW01', headers: pw });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      error: expect.stringContaining('B0DDGLOW01'),
      code: 'upstream_failed',
    });
    expect((await product('egg-glow-cube')).name).toBe('Glow Cube Night Light');
  });

  it('answers 404 for an ASIN no Amazon product has', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/admin/refresh-product/B0NOTHERE0', headers: pw });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: ADMIN_TEXT.productNotFound, code: 'not_found' });
  });
});
