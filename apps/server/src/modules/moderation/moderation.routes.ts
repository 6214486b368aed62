import { MODERATION_TEXT, moderationEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, requireAdmin } from '../../platform/auth.js';
import { serve, serveForm } from '../../platform/endpoint-route.js';
import { notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { neverStored } from '../../platform/never-stored.js';
import type { ModerationService, ReportResult } from './moderation.service.js';

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
  neverStored(app);

  await app.register(
    membersOnly((members) => {
      serveForm(members, moderationEndpoints.reportUser, MODERATION_TEXT.pleaseSelectReason, async (request, reply) => {
        const { reported_id, reason, description } = request.body;
        const result = await moderation.reportUser(request.member.id, reported_id, { reason, description });
        return reply.status(result.created ? 201 : 200).send(created(result));
      });

      serveForm(
        members,
        moderationEndpoints.reportContent,
        MODERATION_TEXT.contentTypeRequired,
        async (request, reply) => {
          const { content_type, content_id, reason, description } = request.body;
          const result = await moderation.reportContent(request.member.id, content_type, content_id, {
            reason,
            description,
          });
          return reply.status(result.created ? 201 : 200).send(created(result));
        },
      );

      serve(members, moderationEndpoints.block, async (request) => {
        await moderation.block(request.member.id, request.body.blocked_id);
        return { success: true as const, blocked: true };
      });

      serve(members, moderationEndpoints.unblock, async (request) => {
        await moderation.unblock(request.member.id, request.query.blocked_id);
        return { success: true as const, blocked: false };
      });

      serve(members, moderationEndpoints.blocks, async (request) => moderation.blocks(request.member.id));

      serve(members, moderationEndpoints.blockStatus, async (request) => ({
        success: true as const,
        blocked: await moderation.isBlocked(request.member.id, request.params.userId),
      }));
    }),
  );

  serve(app, moderationEndpoints.reports, async (request) => ({ reports: await moderation.reports(request.query) }), {
    onRequest: adminOnly,
  });

  serve(
    app,
    moderationEndpoints.resolveReport,
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
    { onRequest: adminOnly },
  );
};
