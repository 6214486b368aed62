import { TRENDING_COUNT } from '@dd/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
}, 60_000);
afterAll(async () => ctx.close());

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('response compression', () => {
  it('sends a JSON answer gzip-compressed to a client that accepts gzip, decoding to the same JSON', async () => {
    const plain = await get('/api/blog');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const zipped = await get('/api/blog', 'gzip, deflate');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli, and compresses the trending picks', async () => {
    const res = await get('/api/products/trending', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as { items: unknown[] };
    expect(body.items).toHaveLength(TRENDING_COUNT);
  });

  it('leaves tiny answers and clients without compression alone', async () => {
    const tiny = await get('/healthz', 'gzip, br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ status: 'ok', database: 'up' });

    const refused = await get('/api/blog', 'gzip;q=0, br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<{ posts: unknown[] }>().posts.length).toBeGreaterThan(0);
  });

  it('compresses the cached catalog pages once, not twice', async () => {
    const plain = await get('/api/products?limit=24');
    const zipped = await get('/api/products?limit=24', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});

describe('uploaded images', () => {
  it('are cached for a year as immutable: every upload gets a new random id', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff3d7f' } })
      .png()
      .toBuffer();
    const media = ctx.app.deps.media;
    const first = await media.save(await media.prepare(png, { maxWidth: 64 }), 'product', null);
    const second = await media.save(await media.prepare(png, { maxWidth: 64 }), 'product', null);
    expect(first.url).not.toBe(second.url);

    const res = await get(first.url, 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Images are sent as encoded, never recompressed.
    expect(res.headers['content-encoding']).toBeUndefined();

    const missing = await get('/media/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
  });
});
