import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectEachAnswers } from '../../test/each-answer.js';
import { postRaw } from '../../test/raw-post.js';
import { appPerFile, createTestApp } from '../../test/test-app.js';

const ctx = appPerFile();

describe('health and docs', () => {
  it('GET /healthz reports the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the API docs as HTML and an OpenAPI document with the public paths', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/products',
        '/api/products',
        '/api/products/{id}',
        '/api/products/random',
        '/api/products/trending',
        '/go/{id}',
        '/api/newsletter',
        '/api/unsubscribe',
        '/api/unsubscribe/one-click',
        '/api/submit-product',
        '/api/blog',
        '/api/blog/{slug}',
      ]),
    );
  });
});

describe('errors', () => {
  it('unknown API paths and methods are JSON 404s', () =>
    expectEachAnswers(
      ctx.app,
      [
        ['GET', '/api/nothing-here'],
        ['GET', '/go/'],
        ['POST', '/api/nothing-here'],
        ['DELETE', '/about'],
      ],
      404,
      { error: 'Not found', code: 'not_found' },
    ));

  it('refuses JSON bodies over 64 KB with 413 and stores nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit-product',
      payload: { name: 'Big', url: `https://example.com/${'a'.repeat(70 * 1024)}` },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large', code: 'payload_too_large' });
    const rows = await ctx.db.kysely.selectFrom('product_suggestions').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await postRaw(ctx.app, '/api/newsletter', 'application/json', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('error');
  });

  it('sends the short REST set of security headers on API responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/count' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the full set, with the app CSP, on other responses', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web app hosting', () => {
  it('answers a JSON 503 for app pages when the web app is not built', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'dd-noweb-'));
    const noWeb = await createTestApp({ env: { WEB_DIST: empty } });
    try {
      const res = await noWeb.app.inject({ method: 'GET', url: '/about' });
      expect(res.statusCode).toBe(503);
      expect(res.json<{ error: string }>().error).toContain('not built');
      expect(res.headers['retry-after']).toBe('3600');
    } finally {
      await noWeb.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('write rate limit', () => {
  it('answers the fourth write in a minute from one IP with 429 { error }', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
    try {
      const post = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress: '10.0.0.1' });
      for (let i = 0; i < 3; i++) expect((await post(`rl${i}@example.com`)).statusCode).toBe(200);
      const blocked = await post('rl3@example.com');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ error: string }>().error).toMatch(/^Too many requests/);
      // The window's remaining time (issue 26: this 429 had none).
      const wait = Number(blocked.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      const stored = await limited.db.kysely
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('email', '=', 'rl3@example.com')
        .execute();
      expect(stored).toHaveLength(0);

      const otherIp = await limited.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: 'other-ip@example.com' },
        remoteAddress: '10.0.0.2',
      });
      expect(otherIp.statusCode).toBe(200);
      // Reads are not limited.
      const read = await limited.app.inject({ method: 'GET', url: '/api/products/count', remoteAddress: '10.0.0.1' });
      expect(read.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
