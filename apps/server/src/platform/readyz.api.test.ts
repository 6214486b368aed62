import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

/** `/readyz` (issue 27 §4): what a load balancer or `deploy/`'s health check sees in each state of an instance. */
describe('GET /readyz', () => {
  it('is 200 while serving, 503 with Retry-After once draining (while /healthz stays 200), and says Connection: close', async () => {
    const ctx = await createTestApp();
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers.connection).not.toBe('close');

      ctx.app.deps.drain.begin();
      const draining = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.headers['retry-after']).toBe('5');
      expect(draining.json()).toEqual({ error: 'This instance is shutting down.', code: 'unavailable' });
      // Liveness: the process is fine and finishing its requests; nothing should restart it.
      const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      // Every answer while draining ends its connection, so a load balancer does not reuse it.
      const product = await ctx.app.inject({ method: 'GET', url: '/api/products/count' });
      expect(product.statusCode).toBe(200);
      expect(product.headers.connection).toBe('close');
    } finally {
      await ctx.close();
    }
  });

  it('is 503 with Retry-After while the database does not answer', async () => {
    const ctx = await createTestApp();
    try {
      await ctx.db.kysely.destroy();
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ error: 'The database does not answer.', code: 'unavailable' });
    } finally {
      await ctx.close();
    }
  });
});
