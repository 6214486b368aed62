import { describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@dd/contracts';
import { appPerFile } from '../../../test/test-app.js';

const ctx = appPerFile({ seed: true });

describe('catalog API', () => {
  it('GET /products returns the normalised list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=300');
    const list = res.json<Product[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ _id: expect.any(String), source: expect.stringMatching(/amazon|other/) });
  });

  it('unknown product is a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Product not found', code: 'not_found' });
  });

  it('lists a collection page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?collection=tech&limit=5' });
    expect(res.statusCode).toBe(200);
    const page = res.json<ProductPage>();
    expect(page.items.every((p) => p.categories.includes('tech'))).toBe(true);
  });

  it('unknown api path is a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'not_found' });
  });

  it('search finds by words of the title', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products?q=glow' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductPage>().items.map((p) => p._id)).toContain('egg-glow-cube');
  });
});
