import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_AFTER_SECONDS,
  limitReached,
  rateLimited,
  registerErrorHandling,
  unavailable,
} from './errors.js';

/** Every 429 and 503 carries Retry-After (issue 26): the helpers' own waits, and the default under the rest. */
async function appAnswering(answer: (reply: FastifyReply) => unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/x', async (_request, reply) => answer(reply));
  await app.ready();
  return app;
}

describe('Retry-After', () => {
  it.each([
    ['rateLimited', () => rateLimited('slow down', 12.2), 429, '13'],
    ['limitReached', () => limitReached('quota', 0.2), 429, '1'],
    ['unavailable', () => unavailable('busy', 5), 503, '5'],
  ])('%s says its wait in whole seconds, at least 1', async (_name, make, status, header) => {
    const app = await appAnswering(() => {
      throw make();
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(status);
    expect(res.headers['retry-after']).toBe(header);
    await app.close();
  });

  it.each([429, 503] as const)('a %i sent without one gets the default', async (status) => {
    const app = await appAnswering((reply) => reply.status(status).send({ error: 'no', code: 'unavailable' }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.headers['retry-after']).toBe(String(DEFAULT_RETRY_AFTER_SECONDS[status]));
    await app.close();
  });

  it('leaves other answers, and a wait a route named, alone', async () => {
    const ok = await appAnswering(() => ({ ok: true }));
    expect((await ok.inject({ method: 'GET', url: '/x' })).headers['retry-after']).toBeUndefined();
    await ok.close();
    const named = await appAnswering((reply) => reply.status(503).header('retry-after', '7').send({}));
    expect((await named.inject({ method: 'GET', url: '/x' })).headers['retry-after']).toBe('7');
    await named.close();
  });
});
