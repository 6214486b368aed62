import { createThreadRequestSchema, FORUM_TEXT, forumEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve, serveForm } from '../../platform/endpoint-route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { readMultipartForm } from '../../platform/multipart-form.js';
import type { ForumService, NewThreadInput } from './forum.service.js';

/** A thread's 10,000 characters are at most 40 KB of UTF-8, more when a client escapes them in JSON. */
const POST_BODY_LIMIT = 256 * 1024;
/** Multipart text fields: room for the longest content in any script (the schema then checks the length). */
const FORM_FIELD_LIMIT = 64 * 1024;

/** The field's own message ('Title is required.' ...), as the contracts word it. */
function parseThread(input: unknown): { title: string; content: string } {
  const parsed = createThreadRequestSchema.safeParse(input ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? FORUM_TEXT.titleRequired);
  return parsed.data;
}

export const forumRoutes: FastifyPluginAsyncZod<{ forum: ForumService }> = async (app, { forum }) => {
  serve(app, forumEndpoints.threads, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return forum.list(request.user?.id ?? null, request.query.page);
  });

  serve(app, forumEndpoints.thread, async (request, reply) => {
    const { id } = request.params;
    if (id === null) throw notFound(FORUM_TEXT.threadNotFound);
    reply.header('cache-control', 'no-store');
    return forum.view(request.user?.id ?? null, id, request.query.limit);
  });

  serve(app, forumEndpoints.replies, async (request, reply) => {
    const { id } = request.params;
    if (id === null) throw notFound(FORUM_TEXT.threadNotFound);
    reply.header('cache-control', 'no-store');
    return forum.replyPage(request.user?.id ?? null, id, request.query);
  });

  await app.register(
    membersOnly((members) => {
      serve(
        members,
        forumEndpoints.createThread,
        async (request, reply) => {
          let input: NewThreadInput;
          if (request.isMultipart()) {
            const form = await readMultipartForm(request, { fieldSize: FORM_FIELD_LIMIT });
            input = { ...parseThread(form.fields), image: form.files.image };
          } else {
            input = parseThread(request.body);
          }
          const created = await forum.createThread(request.member.id, input);
          return reply
            .status(201)
            .send({ success: true as const, thread: created.thread, points_awarded: created.pointsAwarded });
        },
        { bodyLimit: POST_BODY_LIMIT },
      );

      serveForm(
        members,
        forumEndpoints.reply,
        FORUM_TEXT.replyRequired,
        async (request, reply) => {
          const { thread_id, content, parent_id } = request.body;
          const created = await forum.reply(request.member.id, { threadId: thread_id, content, parentId: parent_id });
          return reply
            .status(201)
            .send({ success: true as const, reply: created.reply, points_awarded: created.pointsAwarded });
        },
        { bodyLimit: POST_BODY_LIMIT },
      );

      serve(members, forumEndpoints.deleteThread, async (request) => {
        const { id } = request.params;
        if (id === null) throw notFound(FORUM_TEXT.threadNotFound);
        await forum.deleteThread(request.member, id);
        return { success: true as const };
      });

      serve(members, forumEndpoints.deleteReply, async (request) => {
        const { id } = request.params;
        if (id === null) throw notFound(FORUM_TEXT.replyNotFound);
        await forum.deleteReply(request.member, id);
        return { success: true as const };
      });
    }),
  );
};
