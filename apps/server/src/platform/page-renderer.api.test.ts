import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

// The server renderer is the web build's (apps/web/src/entry-server.tsx); these stand-ins check what the server
// does around it: where it puts the page, how the page's API calls are answered, and what a failed render gives.

const SHELL = '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>';

const made: string[] = [];
const running: TestContext[] = [];
afterAll(async () => {
  for (const ctx of running) await ctx.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A web build of a shell and the given server renderer module, served by a fresh app. */
async function appWithRenderer(rendererSource: string): Promise<TestContext> {
  const base = mkdtempSync(path.join(tmpdir(), 'dd-web-'));
  made.push(base);
  const dist = path.join(base, 'dist');
  mkdirSync(dist);
  mkdirSync(`${dist}-ssr`);
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  mkdirSync(path.join(dist, 'catalog/products'), { recursive: true });
  writeFileSync(path.join(dist, 'catalog/products/goose.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'export {};');
  writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), rendererSource);
  const ctx = await createTestApp({ seed: true, env: { WEB_DIST: dist } });
  running.push(ctx);
  return ctx;
}

describe('server rendering around the web build', () => {
  it("puts the rendered page in #root and answers its API calls from the app's own routes", async () => {
    const ctx = await appWithRenderer(`
      export async function render(url, transport) {
        const res = await transport('/api/products/count', { method: 'GET' });
        const { count } = await res.json();
        return { html: '<p>' + url + ' of ' + count + '</p>', stateScript: '<script type="application/json">{}</script>' };
      }`);
    const res = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><p>\/about of [1-9]\d*<\/p><\/div><script type="application\/json">/);
    // The server-rendered head is still there.
    expect(res.body).toContain('<title>');
  });

  it('serves the shell when the render fails, never an error page', async () => {
    const ctx = await appWithRenderer(`export async function render() { throw new Error('boom'); }`);
    const page = await ctx.app.inject({ method: 'GET', url: '/collections' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    const missing = await ctx.app.inject({ method: 'GET', url: '/product/no-such-product' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('serves the shell alone for a page the renderer leaves to the browser', async () => {
    const ctx = await appWithRenderer(`export async function render() { return null; }`);
    const res = await ctx.app.inject({ method: 'GET', url: '/wishlist' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('caching of the web build', () => {
  it('caches hashed assets for good and the taxonomy pictures for a day, revalidated in the background', async () => {
    const ctx = await appWithRenderer(`export async function render() { return null; }`);
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const picture = await ctx.app.inject({ method: 'GET', url: '/catalog/products/goose.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });
});
