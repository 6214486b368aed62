import type { RealtimeEvent, Reply, Thread } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Member } from './members.js';

/** Starts a thread through the API as `member`. */
export async function postThread(
  app: FastifyInstance,
  member: Member,
  title = 'A thread',
  content = 'Some content',
): Promise<Thread> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/forum/threads',
    headers: member.headers,
    payload: { title, content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ thread: Thread }>().thread;
}

/** Replies through the API as `member`, to the thread or to `parentId` in it. */
export async function postReply(
  app: FastifyInstance,
  member: Member,
  threadId: number,
  content = 'A reply',
  parentId?: number,
): Promise<Reply> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/forum/reply',
    headers: member.headers,
    payload: { thread_id: threadId, content, ...(parentId ? { parent_id: parentId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ reply: Reply }>().reply;
}

/** The push event a reply raises: the thread's new reply count, ids only. */
export function repliedEvent(threadId: number, reply: Reply, replyCount: number): RealtimeEvent {
  return { type: 'forum.thread.replied', threadId, replyId: reply.id, replyCount };
}
