import {
  blockRequestSchema,
  blocksResponseSchema,
  blockStatusSchema,
  errorResponseSchema,
  MODERATION_TEXT,
  reportContentRequestSchema,
  reportCreatedSchema,
  reportsQuerySchema,
  reportsResponseSchema,
  reportUserRequestSchema,
  resolveReportRequestSchema,
  resolveReportResponseSchema,
  unblockQuerySchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin, requireUser, signedIn } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { ModerationService, ReportResult } from './moderation.service.js';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
const reportResponses = {
  200: reportCreatedSchema,
  201: reportCreatedSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

const created = (result: ReportResult) => ({
  success: true as const,
  report_id: result.reportId,
  created: result.created,
});

export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  // Reports and blocks are personal: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/moderation/report/user',
    {
      onRequest: signedIn,
      // Answered with the field's own message ('Please select a reason'), not a schema path.
      attachValidation: true,
      schema: {
        tags,
        security,
        summary:
          'Report a member (reason as value or label). 201 with the new report; 200 with the open one when you already reported them and it is not handled yet',
        body: reportUserRequestSchema,
        response: reportResponses,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.validationError)
        throw badRequest(fieldMessage(request.validationError, MODERATION_TEXT.pleaseSelectReason));
      const { reported_id, reason, description } = request.body;
      const result = await moderation.reportUser(user.id, reported_id, { reason, description });
      return reply.status(result.created ? 201 : 200).send(created(result));
    },
  );

  app.post(
    '/api/moderation/report/content',
    {
      onRequest: signedIn,
      attachValidation: true,
      schema: {
        tags,
        security,
        summary:
          'Report a forum thread or reply (its author becomes the reported member). 201 with the new report; 200 with your open report on it',
        body: reportContentRequestSchema,
        response: reportResponses,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.validationError)
        throw badRequest(fieldMessage(request.validationError, MODERATION_TEXT.contentTypeRequired));
      const { content_type, content_id, reason, description } = request.body;
      const result = await moderation.reportContent(user.id, content_type, content_id, { reason, description });
      return reply.status(result.created ? 201 : 200).send(created(result));
    },
  );

  app.post(
    '/api/moderation/block',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary:
          'Block a member (idempotent): you no longer see their posts, and their follow of you ends (they cannot follow you again). Nobody is told',
        body: blockRequestSchema,
        response: {
          200: blockStatusSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      await moderation.block(requireUser(request).id, request.body.blocked_id);
      return { success: true as const, blocked: true };
    },
  );

  app.delete(
    '/api/moderation/block',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Unblock a member (idempotent)',
        querystring: unblockQuerySchema,
        response: { 200: blockStatusSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await moderation.unblock(requireUser(request).id, request.query.blocked_id);
      return { success: true as const, blocked: false };
    },
  );

  app.get(
    '/api/moderation/blocks',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'The members you blocked, newest first',
        response: { 200: blocksResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => moderation.blocks(requireUser(request).id),
  );

  app.get(
    '/api/moderation/block-status/:userId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        summary: 'Whether you blocked this member',
        params: z.object({ userId: idParam }),
        response: { 200: blockStatusSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      blocked: await moderation.isBlocked(requireUser(request).id, request.params.userId),
    }),
  );

  app.get(
    '/api/moderation/reports',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Admin: reports newest first (at most 500), filtered by type (user, content, all) and status (default pending), with usernames, the content excerpt and its thread',
        querystring: reportsQuerySchema,
        response: {
          200: reportsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => ({ reports: await moderation.reports(request.query) }),
  );

  app.post(
    '/api/moderation/reports/:id/resolve',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Admin: mark a report resolved or dismissed, with notes (409 when it already has that status)',
        params: z.object({ id: idParam }),
        body: resolveReportRequestSchema,
        response: {
          200: resolveReportResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const report = await moderation.resolve(request.params.id, admin.id, {
        status: request.body.status,
        adminNotes: request.body.admin_notes,
      });
      return { success: true as const, report };
    },
  );
};
