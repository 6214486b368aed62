import type { FastifyPluginOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from './auth.js';

type ZodInstance = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Routes only signed-in members may call: a visitor or a stale token gets 401 before the body is read or
 * validated, and handlers read the caller as `request.member`.
 *
 *   await app.register(membersOnly(async (members) => { members.post('/api/x', opts, handler) }));
 */
export function membersOnly(routes: (app: ZodInstance) => void | Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', signedIn);
    await routes(app);
  };
}

/** A routes plugin whose every route is members-only: its options handed on to the routes of `membersOnly`. */
export function memberRoutes<O extends FastifyPluginOptions>(
  routes: (members: ZodInstance, options: O) => void | Promise<void>,
): FastifyPluginAsyncZod<O> {
  return async (app, options) => {
    await app.register(membersOnly((members) => routes(members, options)));
  };
}
