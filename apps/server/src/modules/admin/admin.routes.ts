import { Readable } from 'node:stream';
import {
  adminStatsSchema,
  adminSubscriberSchema,
  adminSubscribersQuerySchema,
  adminSubscribersResponseSchema,
  adminSuggestionSchema,
  adminSuggestionsQuerySchema,
  adminSuggestionsResponseSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  clickReportQuerySchema,
  clickReportSchema,
  idParamsSchema,
  setAdminBodySchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin } from '../../platform/auth.js';
import { errorResponses } from '../../platform/errors.js';
import type { AdminService } from './admin.service.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The admin screens' API: every route answers 401 to a visitor and 403 to a member before reading input. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  // Admin data is personal: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/stats',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Dashboard counts (products, users, subscribers, clicks in the last 30 days, open reports, pending suggestions) and clicks per day',
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => admin.stats(),
  );

  app.get(
    '/api/admin/users',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Users newest first with their points; q searches username, e-mail and display name (any case)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.users(request.query),
  );

  app.put(
    '/api/admin/users/:id/admin',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Grant or remove a user's admin rights (not your own)",
        params: idParamsSchema,
        body: setAdminBodySchema,
        response: { 200: z.object({ user: adminUserSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      user: await admin.setAdmin(requireAdmin(request).id, request.params.id, request.body.is_admin),
    }),
  );

  app.get(
    '/api/admin/clicks',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Outbound-click report per product (top 50), per source and per day; from/to are UTC days (inclusive), default the last 30 days',
        querystring: clickReportQuerySchema,
        response: { 200: clickReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.clicks(request.query),
  );

  app.get(
    '/api/admin/subscribers',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Newsletter subscriptions newest first, by status and part of the e-mail address',
        querystring: adminSubscribersQuerySchema,
        response: { 200: adminSubscribersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.subscribers(request.query),
  );

  app.get(
    '/api/admin/subscribers/export.csv',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'The subscriptions matching status and q as CSV (email,status,subscribed_at,unsubscribed_at), formula-safe',
        querystring: adminSubscribersQuerySchema.omit({ page: true }),
        // No response schema: the body is a CSV stream (errors leave as `{ error }` like everywhere).
      },
    },
    async (request, reply) => {
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${admin.exportFileName()}"`);
      return reply.send(Readable.from(admin.exportSubscribers(request.query)));
    },
  );

  app.post(
    '/api/admin/subscribers/:id/unsubscribe',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Unsubscribe one subscription (as its unsubscribe link would)',
        params: idParamsSchema,
        response: { 200: z.object({ subscriber: adminSubscriberSchema }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ subscriber: await admin.unsubscribe(request.params.id) }),
  );

  app.get(
    '/api/admin/suggestions',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Product suggestions from /submit newest first, by status (default pending)',
        querystring: adminSuggestionsQuerySchema,
        response: { 200: adminSuggestionsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.suggestions(request.query),
  );

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['dismiss', 'dismissed'],
  ] as const) {
    app.post(
      `/api/admin/suggestions/:id/${action}`,
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security,
          summary:
            action === 'accept'
              ? 'Mark a suggestion accepted (the admin then adds the product)'
              : 'Mark a suggestion dismissed',
          params: idParamsSchema,
          response: { 200: z.object({ suggestion: adminSuggestionSchema }), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => ({ suggestion: await admin.setSuggestionStatus(request.params.id, status) }),
    );
  }
};
