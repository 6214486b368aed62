import { z } from 'zod';
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
  setAdminBodySchema,
} from '../admin.js';
import { endpoint, memberWire } from '../endpoint.js';
import { idParamsSchema } from '../params.js';

const tags = ['admin'];

/** Accepting and dismissing a suggestion: one call but for the decision its path names. */
function suggestionDecision<const D extends 'accept' | 'dismiss'>(decision: D, summary: string) {
  return endpoint(
    'POST',
    `/api/admin/suggestions/:id/${decision}`,
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary,
        params: idParamsSchema,
        ok: z.object({ suggestion: adminSuggestionSchema }),
        errors: [400, 401, 403, 404],
      }),
  );
}

/** The admin screens (bearer token of an admin: 401 to a visitor, 403 to a member, before reading input). */
export const adminEndpoints = {
  stats: endpoint(
    'GET',
    '/api/admin/stats',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Dashboard counts (products, users, subscribers, clicks in the last 30 days, open reports, pending suggestions) and clicks per day',
        ok: adminStatsSchema,
        errors: [401, 403],
      }),
  ),
  users: endpoint(
    'GET',
    '/api/admin/users',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Users newest first with their points; q searches username, e-mail and display name (any case)',
        query: adminUsersQuerySchema,
        ok: adminUsersResponseSchema,
        errors: [400, 401, 403],
      }),
  ),
  setAdmin: endpoint(
    'PUT',
    '/api/admin/users/:id/admin',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: "Grant or remove a user's admin rights (not your own)",
        params: idParamsSchema,
        body: setAdminBodySchema,
        ok: z.object({ user: adminUserSchema }),
        errors: [400, 401, 403, 404],
      }),
  ),
  clicks: endpoint(
    'GET',
    '/api/admin/clicks',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Outbound-click report per product (top 50), per source and per day; from/to are UTC days (inclusive), default the last 30 days',
        query: clickReportQuerySchema,
        ok: clickReportSchema,
        errors: [400, 401, 403],
      }),
  ),
  subscribers: endpoint(
    'GET',
    '/api/admin/subscribers',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Newsletter subscriptions newest first, by status and part of the e-mail address',
        query: adminSubscribersQuerySchema,
        ok: adminSubscribersResponseSchema,
        errors: [400, 401, 403],
      }),
  ),
  exportSubscribers: endpoint(
    'GET',
    '/api/admin/subscribers/export.csv',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary:
        'The subscriptions matching status and q as CSV (email,status,subscribed_at,unsubscribed_at), formula-safe',
      bearer: true,
      query: adminSubscribersQuerySchema.omit({ page: true }),
      // No response schema: the body is a CSV stream (errors leave as `{ error }` like everywhere).
      responses: {},
      errors: [],
    },
  ),
  unsubscribe: endpoint(
    'POST',
    '/api/admin/subscribers/:id/unsubscribe',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Unsubscribe one subscription (as its unsubscribe link would)',
        params: idParamsSchema,
        ok: z.object({ subscriber: adminSubscriberSchema }),
        errors: [400, 401, 403, 404],
      }),
  ),
  suggestions: endpoint(
    'GET',
    '/api/admin/suggestions',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Product suggestions from /submit newest first, by status (default pending)',
        query: adminSuggestionsQuerySchema,
        ok: adminSuggestionsResponseSchema,
        errors: [400, 401, 403],
      }),
  ),
  acceptSuggestion: suggestionDecision('accept', 'Mark a suggestion accepted (the admin then adds the product)'),
  dismissSuggestion: suggestionDecision('dismiss', 'Mark a suggestion dismissed'),
};
