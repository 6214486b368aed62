import { sql } from 'kysely';
import { countOf, hasRow } from '../../db/count.js';
import type { Executor } from '../../db/dialect.js';
import { EXCERPT_SOURCE_CHARS } from './forum-content.js';
import { memberRowsOldestFirst } from '../../db/member-rows.js';

/** Queries on forum_threads and forum_replies; each runs on the executor it is given (the pool or a transaction). */

/** The author columns every thread and reply row carries (joined from users). */
const AUTHOR = [
  'u.username as username',
  'u.display_name as display_name',
  'u.avatar_media_id as avatar_media_id',
] as const;

export interface NewThread {
  userId: number;
  title: string;
  content: string;
  imageMediaId: string | null;
  nowIso: string;
}

export interface NewReply {
  threadId: number;
  parentId: number | null;
  /** The top-level reply above the parent (the parent itself when it is top-level); null without a parent. */
  rootId: number | null;
  userId: number;
  content: string;
  nowIso: string;
}

/** Every thread the member started, deleted ones too, oldest first (the data export). */
export function allThreadsBy(ex: Executor, userId: number) {
  return memberRowsOldestFirst(
    ex,
    'forum_threads',
    ['id', 'title', 'content', 'image_media_id', 'reply_count', 'created_at', 'last_activity_at', 'deleted_at'],
    userId,
  );
}

/** Every reply the member wrote, deleted ones too, oldest first (the data export). */
export function allRepliesBy(ex: Executor, userId: number) {
  return memberRowsOldestFirst(
    ex,
    'forum_replies',
    ['id', 'thread_id', 'parent_id', 'content', 'created_at', 'deleted_at'],
    userId,
  );
}

export function recentThreadsBy(ex: Executor, userId: number, limit: number) {
  return ex
    .selectFrom('forum_threads')
    .select(['id', 'title', 'created_at', 'reply_count'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A member's latest replies that are not deleted, in threads that are not deleted, with the thread's title and
 * the start of the reply: walks the (user_id, created_at) index.
 */
export function recentRepliesBy(ex: Executor, userId: number, limit: number) {
  return ex
    .selectFrom('forum_replies as r')
    .innerJoin('forum_threads as t', 't.id', 'r.thread_id')
    .select([
      'r.id',
      'r.thread_id',
      't.title as thread_title',
      'r.created_at',
      sql<string>`substr(r.content, 1, ${sql.lit(EXCERPT_SOURCE_CHARS)})`.as('content_start'),
      sql<number>`length(r.content)`.as('content_length'),
    ])
    .where('r.user_id', '=', userId)
    .where('r.deleted_at', 'is', null)
    .where('t.deleted_at', 'is', null)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** Threads that are not deleted, with their authors: the columns the list and the thread page share. */
function liveThreadsWithAuthors(ex: Executor) {
  return ex
    .selectFrom('forum_threads as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.title',
      't.image_media_id',
      't.user_id',
      't.reply_count',
      't.created_at',
      't.last_activity_at',
      ...AUTHOR,
    ])
    .where('t.deleted_at', 'is', null);
}

/**
 * One page of the thread list, newest activity first, with the author and the start of the content
 * (not all of it): one query that walks the (last_activity_at, id) index.
 */
export function threadPage(ex: Executor, offset: number, limit: number) {
  return liveThreadsWithAuthors(ex)
    .select([
      sql<string>`substr(t.content, 1, ${sql.lit(EXCERPT_SOURCE_CHARS)})`.as('content_start'),
      sql<number>`length(t.content)`.as('content_length'),
    ])
    .orderBy('t.last_activity_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function countThreads(ex: Executor): Promise<number> {
  return countOf(ex.selectFrom('forum_threads').where('deleted_at', 'is', null));
}

/** A thread that is not deleted, with its author. */
export function threadWithAuthor(ex: Executor, id: number) {
  return liveThreadsWithAuthors(ex).select('t.content').where('t.id', '=', id).executeTakeFirst();
}

/** Whether a thread exists and is not deleted. */
export function isLiveThread(ex: Executor, id: number): Promise<boolean> {
  return hasRow(ex.selectFrom('forum_threads').where('id', '=', id).where('deleted_at', 'is', null));
}

/** The columns of a reply the thread view shows, with its author. */
function repliesWithAuthors(ex: Executor) {
  return ex
    .selectFrom('forum_replies as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.thread_id',
      'r.parent_id',
      'r.root_id',
      'r.content',
      'r.user_id',
      'r.created_at',
      'r.deleted_at',
      ...AUTHOR,
    ]);
}

/**
 * Up to `limit` top-level replies after `afterId`, oldest first: a deleted one only while a reply below it
 * is not deleted (it keeps its sub-thread's place). Walks the (thread_id, root_id, id) index.
 */
export function topLevelReplies(ex: Executor, threadId: number, afterId: number | null, limit: number) {
  let query = repliesWithAuthors(ex)
    .where('r.thread_id', '=', threadId)
    .where('r.root_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('r.deleted_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('forum_replies as c')
            .select('c.id')
            .where('c.thread_id', '=', threadId)
            .whereRef('c.root_id', '=', 'r.id')
            .where('c.deleted_at', 'is', null),
        ),
      ]),
    );
  if (afterId !== null) query = query.where('r.id', '>', afterId);
  return query.orderBy('r.id', 'asc').limit(limit).execute();
}

/**
 * The first `perRoot` replies (deleted ones too) of each of these top-level replies' sub-threads, oldest
 * first: the ids are numbered per sub-thread on the index alone, then only those rows are read.
 */
export async function subthreadStarts(ex: Executor, threadId: number, rootIds: readonly number[], perRoot: number) {
  if (rootIds.length === 0) return [];
  const numbered = ex
    .selectFrom('forum_replies')
    .select(['id', sql<number>`row_number() over (partition by root_id order by id)`.as('n')])
    .where('thread_id', '=', threadId)
    .where('root_id', 'in', [...rootIds])
    .as('numbered');
  const ids = ex.selectFrom(numbered).select('numbered.id').where('numbered.n', '<=', perRoot);
  return repliesWithAuthors(ex).where('r.id', 'in', ids).orderBy('r.id', 'asc').execute();
}

/** Up to `limit` replies (deleted ones too) of one sub-thread after `afterId`, oldest first. */
export function subthreadReplies(
  ex: Executor,
  threadId: number,
  rootId: number,
  afterId: number | null,
  limit: number,
) {
  let query = repliesWithAuthors(ex).where('r.thread_id', '=', threadId).where('r.root_id', '=', rootId);
  if (afterId !== null) query = query.where('r.id', '>', afterId);
  return query.orderBy('r.id', 'asc').limit(limit).execute();
}

export function findThread(ex: Executor, id: number) {
  return ex
    .selectFrom('forum_threads')
    .select(['id', 'user_id', 'title', 'content', 'image_media_id', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A reply with whether its thread is deleted. */
export function findReply(ex: Executor, id: number) {
  return ex
    .selectFrom('forum_replies as r')
    .innerJoin('forum_threads as t', 't.id', 'r.thread_id')
    .select([
      'r.id',
      'r.thread_id',
      'r.parent_id',
      'r.root_id',
      'r.user_id',
      'r.content',
      'r.deleted_at',
      't.deleted_at as thread_deleted_at',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function insertThread(ex: Executor, thread: NewThread) {
  return ex
    .insertInto('forum_threads')
    .values({
      user_id: thread.userId,
      title: thread.title,
      content: thread.content,
      image_media_id: thread.imageMediaId,
      reply_count: 0,
      created_at: thread.nowIso,
      last_activity_at: thread.nowIso,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertReply(ex: Executor, reply: NewReply) {
  return ex
    .insertInto('forum_replies')
    .values({
      thread_id: reply.threadId,
      parent_id: reply.parentId,
      root_id: reply.rootId,
      user_id: reply.userId,
      content: reply.content,
      created_at: reply.nowIso,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new reply: one more reply and the thread moves to the top of the list; answers the new count. */
export async function bumpThread(ex: Executor, threadId: number, nowIso: string): Promise<number> {
  const row = await ex
    .updateTable('forum_threads')
    .set((eb) => ({ reply_count: eb('reply_count', '+', 1), last_activity_at: nowIso }))
    .where('id', '=', threadId)
    .returning('reply_count')
    .executeTakeFirstOrThrow();
  return row.reply_count;
}

/** Marks a thread deleted and forgets its image; undefined when it is unknown or already deleted. */
export function softDeleteThread(ex: Executor, id: number, nowIso: string) {
  return ex
    .updateTable('forum_threads')
    .set({ deleted_at: nowIso, image_media_id: null })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

/**
 * Marks a reply deleted and counts it out of its thread; undefined when it is unknown or already deleted.
 * Two statements: run it in a transaction.
 */
export async function softDeleteReply(ex: Executor, id: number, nowIso: string) {
  const row = await ex
    .updateTable('forum_replies')
    .set({ deleted_at: nowIso })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returning(['id', 'user_id', 'thread_id'])
    .executeTakeFirst();
  if (!row) return undefined;
  const thread = await ex
    .updateTable('forum_threads')
    .set((eb) => ({ reply_count: eb('reply_count', '-', 1) }))
    .where('id', '=', row.thread_id)
    .where('reply_count', '>', 0)
    .returning('reply_count')
    .executeTakeFirst();
  return { ...row, replyCount: thread?.reply_count ?? 0 };
}

/** Threads or replies a member ever posted, deleted ones too (the new-account limits count them). */
export function countPostsBy(ex: Executor, table: 'forum_threads' | 'forum_replies', userId: number): Promise<number> {
  return countOf(ex.selectFrom(table).where('user_id', '=', userId));
}

/**
 * When the member's latest replies after `sinceIso` were posted (deleted ones too), newest first, at most
 * `limit` of them: walks the (user_id, created_at) index.
 */
export async function repliesSince(ex: Executor, userId: number, sinceIso: string, limit: number): Promise<string[]> {
  const rows = await ex
    .selectFrom('forum_replies')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.created_at);
}
