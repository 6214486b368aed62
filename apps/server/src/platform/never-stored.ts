import type { FastifyInstance } from 'fastify';

/**
 * Every answer of `app` (an encapsulated plugin's routes) carries `cache-control: no-store`: personal or admin data,
 * or state that changes with every move, is never kept by a browser or a proxy.
 */
export function neverStored(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
