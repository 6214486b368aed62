import {
  blockRequestSchema,
  blocksResponseSchema,
  blockStatusSchema,
  idParamsSchema,
  MODERATION_TEXT,
  reportContentRequestSchema,
  reportCreatedSchema,
  reportsQuerySchema,
  reportsResponseSchema,
  reportUserRequestSchema,
  resolveReportRequestSchema,
  resolveReportResponseSchema,
  unblockQuerySchema,
  wireId,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireAdmin } from '../../platform/auth.js';
import { badRequest, errorResponses, notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { ModerationService, ReportResult } from './moderation.service.js';

const tags = ['moderation'];
const security = [{ bearerAuth: [] }];
/** A member id in the path (block status); anything else answers 400. */
const idParam = wireId('userId');
const reportResponses = { 200: reportCreatedSchema, 201: reportCreatedSchema, ...errorResponses(400, 401, 404, 429) };

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

  await app.register(
    membersOnly((members) => {
      members.post(
        '/api/moderation/report/user',
        {
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
          if (request.validationError)
            throw badRequest(fieldMessage(request.validationError, MODERATION_TEXT.pleaseSelectReason));
          const { reported_id, reason, description } = request.body;
          const result = await moderation.reportUser(request.member.id, reported_id, { reason, description });
          return reply.status(result.created ? 201 : 200).send(created(result));
        },
      );

      members.post(
        '/api/moderation/report/content',
        {
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
          if (request.validationError)
            throw badRequest(fieldMessage(request.validationError, MODERATION_TEXT.contentTypeRequired));
          const { content_type, content_id, reason, description } = request.body;
          const result = await moderation.reportContent(request.member.id, content_type, content_id, {
            reason,
            description,
          });
          return reply.status(result.created ? 201 : 200).send(created(result));
        },
      );

      members.post(
        '/api/moderation/block',
        {
          schema: {
            tags,
            security,
            summary:
              'Block a member (idempotent): you no longer see their posts, and their follow of you ends (they cannot follow you again). Nobody is told',
            body: blockRequestSchema,
            response: { 200: blockStatusSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => {
          await moderation.block(request.member.id, request.body.blocked_id);
          return { success: true as const, blocked: true };
        },
      );

      members.delete(
        '/api/moderation/block',
        {
          schema: {
            tags,
            security,
            summary: 'Unblock a member (idempotent)',
            querystring: unblockQuerySchema,
            response: { 200: blockStatusSchema, ...errorResponses(400, 401) },
          },
        },
        async (request) => {
          await moderation.unblock(request.member.id, request.query.blocked_id);
          return { success: true as const, blocked: false };
        },
      );

      members.get(
        '/api/moderation/blocks',
        {
          schema: {
            tags,
            security,
            summary: 'The members you blocked, newest first',
            response: { 200: blocksResponseSchema, ...errorResponses(401) },
          },
        },
        async (request) => moderation.blocks(request.member.id),
      );

      members.get(
        '/api/moderation/block-status/:userId',
        {
          schema: {
            tags,
            security,
            summary: 'Whether you blocked this member',
            params: z.object({ userId: idParam }),
            response: { 200: blockStatusSchema, ...errorResponses(400, 401) },
          },
        },
        async (request) => ({
          success: true as const,
          blocked: await moderation.isBlocked(request.member.id, request.params.userId),
        }),
      );
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
        response: { 200: reportsResponseSchema, ...errorResponses(400, 401, 403) },
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
        params: idParamsSchema,
        body: resolveReportRequestSchema,
        response: { 200: resolveReportResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { id } = request.params;
      if (id === null) throw notFound(MODERATION_TEXT.reportNotFound);
      const report = await moderation.resolve(id, admin.id, {
        status: request.body.status,
        adminNotes: request.body.admin_notes,
      });
      return { success: true as const, report };
    },
  );
};
