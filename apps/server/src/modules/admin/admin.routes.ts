import { Readable } from 'node:stream';
import { adminEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, requireAdmin } from '../../platform/auth.js';
import { serve } from '../../platform/endpoint-route.js';
import { neverStored } from '../../platform/never-stored.js';
import type { AdminService } from './admin.service.js';

/** Every route answers 401 to a visitor and 403 to a member before reading input. */
const adminsOnly = { onRequest: adminOnly };

/** The admin screens' API. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  // Admin data is personal: never kept by a browser or a proxy.
  neverStored(app);

  serve(app, adminEndpoints.stats, async () => admin.stats(), adminsOnly);

  serve(app, adminEndpoints.users, async (request) => admin.users(request.query), adminsOnly);

  serve(
    app,
    adminEndpoints.setAdmin,
    async (request) => ({
      user: await admin.setAdmin(requireAdmin(request).id, request.params.id, request.body.is_admin),
    }),
    adminsOnly,
  );

  serve(app, adminEndpoints.clicks, async (request) => admin.clicks(request.query), adminsOnly);

  serve(app, adminEndpoints.subscribers, async (request) => admin.subscribers(request.query), adminsOnly);

  serve(
    app,
    adminEndpoints.exportSubscribers,
    async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${admin.exportFileName()}"`);
      return reply.send(Readable.from(admin.exportSubscribers(request.query)));
    },
    adminsOnly,
  );

  serve(
    app,
    adminEndpoints.unsubscribe,
    async (request) => ({ subscriber: await admin.unsubscribe(request.params.id) }),
    adminsOnly,
  );

  serve(app, adminEndpoints.suggestions, async (request) => admin.suggestions(request.query), adminsOnly);

  serve(
    app,
    adminEndpoints.acceptSuggestion,
    async (request) => ({ suggestion: await admin.setSuggestionStatus(request.params.id, 'accepted') }),
    adminsOnly,
  );

  serve(
    app,
    adminEndpoints.dismissSuggestion,
    async (request) => ({ suggestion: await admin.setSuggestionStatus(request.params.id, 'dismissed') }),
    adminsOnly,
  );
};
