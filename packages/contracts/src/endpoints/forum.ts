import { successResponseSchema } from '../accounts.js';
import { endpoint, memberWire, publicWire } from '../endpoint.js';
import {
  createReplyRequestSchema,
  replyCreatedSchema,
  replyPageQuerySchema,
  replyPageSchema,
  threadCreatedSchema,
  threadDetailQuerySchema,
  threadDetailSchema,
  threadListQuerySchema,
  threadPageSchema,
} from '../forum.js';
import { idParamsSchema } from '../params.js';

const tags = ['forum'];

export const forumEndpoints = {
  threads: endpoint(
    'GET',
    '/api/forum/threads',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'Threads, newest activity first (20 a page), with author, reply count and an excerpt; `blocked` marks authors you blocked',
        query: threadListQuerySchema,
        ok: threadPageSchema,
        errors: [400],
      }),
  ),
  thread: endpoint(
    'GET',
    '/api/forum/thread/:id',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'A thread and the first page of its replies, oldest first with parent_id (the client nests them): `limit` top-level replies (50), each with the first 10 replies of its sub-thread. `nextCursor` and `subthreads` say where to read on (GET /api/forum/thread/{id}/replies); a deleted reply with answers stays as `deleted`',
        params: idParamsSchema,
        query: threadDetailQuerySchema,
        ok: threadDetailSchema,
        errors: [400, 404],
      }),
  ),
  replies: endpoint(
    'GET',
    '/api/forum/thread/:id/replies',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          'More replies of a thread: the next top-level page after the cursor `after` (50 top-level replies with the start of their sub-threads), or with `under` (a top-level reply id) the next 50 replies of that sub-thread. Oldest first; `nextCursor` is null on the last page',
        params: idParamsSchema,
        query: replyPageQuerySchema,
        ok: replyPageSchema,
        errors: [400, 404],
      }),
  ),
  /** The web sends the multipart form; the server reads it, or the JSON body, itself (no body schema). */
  createThread: endpoint(
    'POST',
    '/api/forum/threads',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Start a thread (pays 10 points). JSON {title, content}, or multipart/form-data with title, content and an optional photo `image` (JPEG, PNG or WebP, checked by content, max 5 MB, re-encoded). Plain text; new accounts may start 3 threads in their first day (429).',
        multipart: true,
        created: threadCreatedSchema,
        errors: [400, 401, 404, 429],
      }),
  ),
  reply: endpoint(
    'POST',
    '/api/forum/reply',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Reply to a thread, or to a reply in it (parent_id); pays 3 points and moves the thread up. New accounts may post 20 replies in their first day (429).',
        body: createReplyRequestSchema,
        created: replyCreatedSchema,
        errors: [400, 401, 404, 429],
      }),
  ),
  deleteThread: endpoint(
    'DELETE',
    '/api/forum/thread/:id',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Delete a thread: its author or an admin. Its photo is deleted and its points are taken back.',
        params: idParamsSchema,
        ok: successResponseSchema,
        errors: [400, 401, 403, 404, 429],
      }),
  ),
  deleteReply: endpoint(
    'DELETE',
    '/api/forum/reply/:id',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Delete a reply: its author or an admin. Its points are taken back; a reply with answers stays in the tree as deleted.',
        params: idParamsSchema,
        ok: successResponseSchema,
        errors: [400, 401, 403, 404, 429],
      }),
  ),
};
