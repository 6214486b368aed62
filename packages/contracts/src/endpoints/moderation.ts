import { z } from 'zod';
import { endpoint, memberWire } from '../endpoint.js';
import {
  blockRequestSchema,
  blocksResponseSchema,
  blockStatusSchema,
  reportContentRequestSchema,
  reportCreatedSchema,
  reportsQuerySchema,
  reportsResponseSchema,
  reportUserRequestSchema,
  resolveReportRequestSchema,
  resolveReportResponseSchema,
  unblockQuerySchema,
} from '../moderation.js';
import { idParamsSchema } from '../params.js';
import { wireId } from '../wire-numbers.js';

const tags = ['moderation'];
/** 201 with a new report, 200 with the caller's open one. */
export const moderationEndpoints = {
  reportUser: endpoint(
    'POST',
    '/api/moderation/report/user',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Report a member (reason as value or label). 201 with the new report; 200 with the open one when you already reported them and it is not handled yet',
        body: reportUserRequestSchema,
        ok: reportCreatedSchema,
        created: reportCreatedSchema,
        errors: [400, 401, 404, 429],
      }),
  ),
  reportContent: endpoint(
    'POST',
    '/api/moderation/report/content',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Report a forum thread or reply (its author becomes the reported member). 201 with the new report; 200 with your open report on it',
        body: reportContentRequestSchema,
        ok: reportCreatedSchema,
        created: reportCreatedSchema,
        errors: [400, 401, 404, 429],
      }),
  ),
  block: endpoint(
    'POST',
    '/api/moderation/block',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Block a member (idempotent): you no longer see their posts, and their follow of you ends (they cannot follow you again). Nobody is told',
        body: blockRequestSchema,
        ok: blockStatusSchema,
        errors: [400, 401, 404],
      }),
  ),
  unblock: endpoint(
    'DELETE',
    '/api/moderation/block',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Unblock a member (idempotent)',
        query: unblockQuerySchema,
        ok: blockStatusSchema,
        errors: [400, 401],
      }),
  ),
  blocks: endpoint(
    'GET',
    '/api/moderation/blocks',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'The members you blocked, newest first',
        ok: blocksResponseSchema,
        errors: [401],
      }),
  ),
  blockStatus: endpoint(
    'GET',
    '/api/moderation/block-status/:userId',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Whether you blocked this member',
        // A member id in the path; anything else answers 400.
        params: z.object({ userId: wireId('userId') }),
        ok: blockStatusSchema,
        errors: [400, 401],
      }),
  ),
  reports: endpoint(
    'GET',
    '/api/moderation/reports',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Admin: reports newest first (at most 500), filtered by type (user, content, all) and status (default pending), with usernames, the content excerpt and its thread',
        query: reportsQuerySchema,
        ok: reportsResponseSchema,
        errors: [400, 401, 403],
      }),
  ),
  resolveReport: endpoint(
    'POST',
    '/api/moderation/reports/:id/resolve',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Admin: mark a report resolved or dismissed, with notes (409 when it already has that status)',
        params: idParamsSchema,
        body: resolveReportRequestSchema,
        ok: resolveReportResponseSchema,
        errors: [400, 401, 403, 404, 409],
      }),
  ),
};
