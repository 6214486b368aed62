import {
  createReplyRequestSchema,
  createThreadRequestSchema,
  FORUM_TEXT,
  idParamsSchema,
  replyCreatedSchema,
  replyPageQuerySchema,
  replyPageSchema,
  successResponseSchema,
  threadCreatedSchema,
  threadDetailQuerySchema,
  threadDetailSchema,
  threadListQuerySchema,
  threadPageSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, errorResponses, notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { readMultipartForm } from '../../platform/multipart-form.js';
import { fieldMessage } from '../../platform/validation-message.js';
import type { ForumService, NewThreadInput } from './forum.service.js';

const security = [{ bearerAuth: [] }];
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
  app.get(
    '/api/forum/threads',
    {
      schema: {
        tags: ['forum'],
        summary:
          'Threads, newest activity first (20 a page), with author, reply count and an excerpt; `blocked` marks authors you blocked',
        querystring: threadListQuerySchema,
        response: { 200: threadPageSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return forum.list(request.user?.id ?? null, request.query.page);
    },
  );

  app.get(
    '/api/forum/thread/:id',
    {
      schema: {
        tags: ['forum'],
        summary:
          'A thread and the first page of its replies, oldest first with parent_id (the client nests them): `limit` top-level replies (50), each with the first 10 replies of its sub-thread. `nextCursor` and `subthreads` say where to read on (GET /api/forum/thread/{id}/replies); a deleted reply with answers stays as `deleted`',
        params: idParamsSchema,
        querystring: threadDetailQuerySchema,
        response: { 200: threadDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) throw notFound(FORUM_TEXT.threadNotFound);
      reply.header('cache-control', 'no-store');
      return forum.view(request.user?.id ?? null, id, request.query.limit);
    },
  );

  app.get(
    '/api/forum/thread/:id/replies',
    {
      schema: {
        tags: ['forum'],
        summary:
          'More replies of a thread: the next top-level page after the cursor `after` (50 top-level replies with the start of their sub-threads), or with `under` (a top-level reply id) the next 50 replies of that sub-thread. Oldest first; `nextCursor` is null on the last page',
        params: idParamsSchema,
        querystring: replyPageQuerySchema,
        response: { 200: replyPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) throw notFound(FORUM_TEXT.threadNotFound);
      reply.header('cache-control', 'no-store');
      return forum.replyPage(request.user?.id ?? null, id, request.query);
    },
  );

  await app.register(
    membersOnly((members) => {
      members.post(
        '/api/forum/threads',
        {
          bodyLimit: POST_BODY_LIMIT,
          schema: {
            tags: ['forum'],
            summary:
              'Start a thread (pays 10 points). JSON {title, content}, or multipart/form-data with title, content and an optional photo `image` (JPEG, PNG or WebP, checked by content, max 5 MB, re-encoded). Plain text; new accounts may start 3 threads in their first day (429).',
            security,
            response: { 201: threadCreatedSchema, ...errorResponses(400, 401, 404, 429) },
          },
        },
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
      );

      members.post(
        '/api/forum/reply',
        {
          bodyLimit: POST_BODY_LIMIT,
          // Answered below with the field's own message ('Reply cannot be empty.' ...), not a schema path.
          attachValidation: true,
          schema: {
            tags: ['forum'],
            summary:
              'Reply to a thread, or to a reply in it (parent_id); pays 3 points and moves the thread up. New accounts may post 20 replies in their first day (429).',
            security,
            body: createReplyRequestSchema,
            response: { 201: replyCreatedSchema, ...errorResponses(400, 401, 404, 429) },
          },
        },
        async (request, reply) => {
          if (request.validationError) {
            throw badRequest(fieldMessage(request.validationError, FORUM_TEXT.replyRequired));
          }
          const { thread_id, content, parent_id } = request.body;
          const created = await forum.reply(request.member.id, { threadId: thread_id, content, parentId: parent_id });
          return reply
            .status(201)
            .send({ success: true as const, reply: created.reply, points_awarded: created.pointsAwarded });
        },
      );

      members.delete(
        '/api/forum/thread/:id',
        {
          schema: {
            tags: ['forum'],
            summary: 'Delete a thread: its author or an admin. Its photo is deleted and its points are taken back.',
            security,
            params: idParamsSchema,
            response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
          },
        },
        async (request) => {
          const { id } = request.params;
          if (id === null) throw notFound(FORUM_TEXT.threadNotFound);
          await forum.deleteThread(request.member, id);
          return { success: true as const };
        },
      );

      members.delete(
        '/api/forum/reply/:id',
        {
          schema: {
            tags: ['forum'],
            summary:
              'Delete a reply: its author or an admin. Its points are taken back; a reply with answers stays in the tree as deleted.',
            security,
            params: idParamsSchema,
            response: { 200: successResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
          },
        },
        async (request) => {
          const { id } = request.params;
          if (id === null) throw notFound(FORUM_TEXT.replyNotFound);
          await forum.deleteReply(request.member, id);
          return { success: true as const };
        },
      );
    }),
  );
};
