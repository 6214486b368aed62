import {
  FORUM_PAGE_SIZE,
  FORUM_TEXT,
  NEW_ACCOUNT_PERIOD_MS,
  NEW_ACCOUNT_REPLIES_PER_DAY,
  NEW_ACCOUNT_THREADS_PER_DAY,
  POINTS,
  PROFILE_TEXT,
  type ContentType,
  type Reply,
  type Thread,
  type ThreadPage,
  type ThreadSummary,
} from '@dd/contracts';
import type { UserRow } from '../../db/database.js';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { mediaUrl, type MediaStore } from '../../platform/media-store.js';
import type { ThreadHead } from '../seo/page-meta.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ModerationService, ReportedContent } from '../moderation/moderation.service.js';
import type { PointsService } from '../points/points.service.js';
import { EXCERPT_SOURCE_CHARS, makeExcerpt, rowId, visibleReplies } from './forum-content.js';
import type { Executor, ForumRepository } from './forum.repository.js';

export interface ForumServiceDeps {
  db: TransactionRunner;
  repo: ForumRepository;
  accounts: AccountsService;
  points: PointsService;
  media: MediaStore;
  moderation: ModerationService;
  clock: Clock;
}

/** Forum photos: re-encoded to fit inside this box. */
const FORUM_IMAGE_MAX_PX = 1600;

export interface NewThreadInput {
  /** Already validated and normalised (createThreadRequestSchema). */
  title: string;
  content: string;
  /** The uploaded photo's bytes, unchecked. */
  image?: Buffer | undefined;
}

export interface NewReplyInput {
  threadId: number;
  content: string;
  parentId?: number | null | undefined;
}

/** Who asks to delete: the author or an admin may. */
export interface Actor {
  id: number;
  isAdmin: boolean;
}

interface AuthorColumns {
  user_id: number;
  username: string;
  display_name: string | null;
  avatar_media_id: string | null;
}

const author = (row: AuthorColumns) => ({
  user_id: row.user_id,
  username: row.username,
  display_name: row.display_name,
  avatar_url: row.avatar_media_id ? mediaUrl(row.avatar_media_id) : null,
});

const imageUrl = (id: string | null) => (id ? mediaUrl(id) : null);

type Limited = 'thread' | 'reply';
const LIMITS: Record<Limited, { table: 'forum_threads' | 'forum_replies'; max: number; message: string }> = {
  thread: { table: 'forum_threads', max: NEW_ACCOUNT_THREADS_PER_DAY, message: FORUM_TEXT.newAccountThreadLimit },
  reply: { table: 'forum_replies', max: NEW_ACCOUNT_REPLIES_PER_DAY, message: FORUM_TEXT.newAccountReplyLimit },
};

/**
 * Forum threads and replies: plain text as typed (the client renders it as text, never as HTML), points
 * for every post and taken back when it is deleted, limits for new accounts.
 */
export class ForumService {
  constructor(private readonly deps: ForumServiceDeps) {}

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** A member's latest threads (deleted ones left out), for their public profile. */
  recentThreadsBy(userId: number, limit = 5): Promise<ThreadSummary[]> {
    return this.deps.repo.recentThreadsBy(userId, limit);
  }

  /** GET /api/forum/threads: one page, newest activity first; `blocked` marks authors the viewer blocked. */
  async list(viewerId: number | null, page: number): Promise<ThreadPage> {
    const offset = (page - 1) * FORUM_PAGE_SIZE;
    const [rows, total, blocked] = await Promise.all([
      this.deps.repo.threadPage(offset, FORUM_PAGE_SIZE),
      this.deps.repo.countThreads(),
      this.deps.moderation.blockedIdsOf(viewerId),
    ]);
    return {
      threads: rows.map((row) => ({
        id: row.id,
        title: row.title,
        excerpt: makeExcerpt(row.content_start, undefined, Number(row.content_length) > EXCERPT_SOURCE_CHARS),
        image_url: imageUrl(row.image_media_id),
        ...author(row),
        reply_count: row.reply_count,
        created_at: row.created_at,
        last_activity_at: row.last_activity_at,
        blocked: blocked.has(row.user_id),
      })),
      total,
      page,
      pageSize: FORUM_PAGE_SIZE,
    };
  }

  /** What a thread page's server-rendered head needs; null when the thread does not exist or was deleted. */
  async threadHead(threadId: number): Promise<ThreadHead | null> {
    const id = rowId(threadId);
    const row = id === null ? undefined : await this.deps.repo.threadWithAuthor(id);
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      content: row.content,
      author: row.display_name ?? (row.username || 'User'),
      created_at: row.created_at,
      reply_count: row.reply_count,
      image_url: imageUrl(row.image_media_id),
    };
  }

  /** GET /api/forum/thread/{id}: the thread and the replies the tree shows, oldest first. */
  async view(viewerId: number | null, threadId: number): Promise<{ thread: Thread; replies: Reply[] }> {
    const id = rowId(threadId);
    const row = id === null ? undefined : await this.deps.repo.threadWithAuthor(id);
    if (!row) throw notFound(FORUM_TEXT.threadNotFound);
    const [replyRows, blocked] = await Promise.all([
      this.deps.repo.repliesWithAuthors(row.id),
      this.deps.moderation.blockedIdsOf(viewerId),
    ]);
    const replies = visibleReplies(replyRows.map((r) => ({ ...r, deleted: r.deleted_at !== null }))).map((r): Reply =>
      r.deleted
        ? {
            id: r.id,
            thread_id: r.thread_id,
            parent_id: r.parent_id,
            content: '',
            user_id: r.user_id,
            username: '',
            display_name: null,
            avatar_url: null,
            created_at: r.created_at,
            deleted: true,
            blocked: false,
          }
        : {
            id: r.id,
            thread_id: r.thread_id,
            parent_id: r.parent_id,
            content: r.content,
            ...author(r),
            created_at: r.created_at,
            deleted: false,
            blocked: blocked.has(r.user_id),
          },
    );
    return {
      thread: {
        id: row.id,
        title: row.title,
        content: row.content,
        image_url: imageUrl(row.image_media_id),
        ...author(row),
        reply_count: row.reply_count,
        created_at: row.created_at,
        last_activity_at: row.last_activity_at,
        blocked: blocked.has(row.user_id),
      },
      replies,
    };
  }

  /**
   * Starts a thread and pays its points in one transaction. The photo is checked and stored before the
   * transaction (image work holds no database lock) and deleted again when the thread is not saved.
   */
  async createThread(userId: number, input: NewThreadInput): Promise<{ thread: Thread; pointsAwarded: number }> {
    const user = await this.member(userId);
    const limited = this.isNewAccount(user);
    if (limited) await this.checkNewAccountLimit('thread', user.id);
    const stored = input.image
      ? await this.deps.media.storeImage(input.image, 'forum', user.id, {
          maxWidth: FORUM_IMAGE_MAX_PX,
          maxHeight: FORUM_IMAGE_MAX_PX,
        })
      : null;
    const nowIso = this.nowIso();
    try {
      return await this.deps.db.transaction(async (tx) => {
        const trx = tx.db;
        // Again inside the transaction, so simultaneous posts cannot pass the limit together.
        if (limited) await this.checkNewAccountLimit('thread', user.id, trx);
        const row = await this.deps.repo.insertThread(
          { userId: user.id, title: input.title, content: input.content, imageMediaId: stored?.id ?? null, nowIso },
          trx,
        );
        const pointsAwarded = await this.deps.points.award(
          { userId: user.id, reason: 'thread', reference: String(row.id), amount: POINTS.thread },
          tx,
        );
        const thread: Thread = {
          id: row.id,
          title: row.title,
          content: row.content,
          image_url: imageUrl(row.image_media_id),
          ...author({ ...user, user_id: user.id }),
          reply_count: row.reply_count,
          created_at: row.created_at,
          last_activity_at: row.last_activity_at,
          blocked: false,
        };
        return { thread, pointsAwarded };
      });
    } catch (err) {
      if (stored) await this.deps.media.delete(stored.id);
      throw err;
    }
  }

  /** Replies to a thread (or to a reply in it), bumps the thread and pays the reply points, in one transaction. */
  async reply(userId: number, input: NewReplyInput): Promise<{ reply: Reply; pointsAwarded: number }> {
    const user = await this.member(userId);
    const limited = this.isNewAccount(user);
    if (limited) await this.checkNewAccountLimit('reply', user.id);
    const threadId = rowId(input.threadId);
    const parentId = input.parentId === null || input.parentId === undefined ? null : rowId(input.parentId);
    if (threadId === null) throw notFound(FORUM_TEXT.threadNotFound);
    if (input.parentId !== null && input.parentId !== undefined && parentId === null) {
      throw notFound(FORUM_TEXT.replyNotFound);
    }
    const nowIso = this.nowIso();
    return this.deps.db.transaction(async (tx) => {
      const trx = tx.db;
      if (limited) await this.checkNewAccountLimit('reply', user.id, trx);
      const thread = await this.deps.repo.findThread(threadId, trx);
      if (!thread || thread.deleted_at !== null) throw notFound(FORUM_TEXT.threadNotFound);
      if (parentId !== null) {
        const parent = await this.deps.repo.findReply(parentId, trx);
        if (!parent) throw notFound(FORUM_TEXT.replyNotFound);
        if (parent.thread_id !== threadId) throw new AppError(400, 'validation', FORUM_TEXT.parentNotInThread);
        if (parent.deleted_at !== null) throw notFound(FORUM_TEXT.replyNotFound);
      }
      const row = await this.deps.repo.insertReply(
        { threadId, parentId, userId: user.id, content: input.content, nowIso },
        trx,
      );
      await this.deps.repo.bumpThread(threadId, nowIso, trx);
      const pointsAwarded = await this.deps.points.award(
        { userId: user.id, reason: 'reply', reference: String(row.id), amount: POINTS.reply },
        tx,
      );
      const reply: Reply = {
        id: row.id,
        thread_id: row.thread_id,
        parent_id: row.parent_id,
        content: row.content,
        ...author({ ...user, user_id: user.id }),
        created_at: row.created_at,
        deleted: false,
        blocked: false,
      };
      return { reply, pointsAwarded };
    });
  }

  /** The author or an admin deletes a thread: it leaves every list, its photo is deleted, its points go back. */
  async deleteThread(actor: Actor, threadId: number): Promise<void> {
    const id = rowId(threadId);
    const found = id === null ? undefined : await this.deps.repo.findThread(id);
    if (!found || found.deleted_at !== null) throw notFound(FORUM_TEXT.threadNotFound);
    if (found.user_id !== actor.id && !actor.isAdmin) throw new AppError(403, 'forbidden', FORUM_TEXT.notYourPost);
    await this.deps.db.transaction(async (tx) => {
      const trx = tx.db;
      // Undefined when a simultaneous delete got there first.
      const deleted = await this.deps.repo.softDeleteThread(found.id, this.nowIso(), trx);
      if (!deleted) throw notFound(FORUM_TEXT.threadNotFound);
      await this.takeBack(tx, deleted.user_id, 'thread_removed', deleted.id, POINTS.thread);
    });
    if (found.image_media_id) await this.deps.media.delete(found.image_media_id);
  }

  /** The author or an admin deletes a reply; its answers stay (the view keeps it as a deleted placeholder). */
  async deleteReply(actor: Actor, replyId: number): Promise<void> {
    const id = rowId(replyId);
    const found = id === null ? undefined : await this.deps.repo.findReply(id);
    if (!found || found.deleted_at !== null || found.thread_deleted_at !== null) {
      throw notFound(FORUM_TEXT.replyNotFound);
    }
    if (found.user_id !== actor.id && !actor.isAdmin) throw new AppError(403, 'forbidden', FORUM_TEXT.notYourPost);
    await this.deps.db.transaction(async (tx) => {
      const trx = tx.db;
      const deleted = await this.deps.repo.softDeleteReply(found.id, this.nowIso(), trx);
      if (!deleted) throw notFound(FORUM_TEXT.replyNotFound);
      await this.takeBack(tx, deleted.user_id, 'reply_removed', deleted.id, POINTS.reply);
    });
  }

  /** A thread or reply that is not deleted (nor in a deleted thread), for reports. */
  async findContent(type: ContentType, id: number): Promise<ReportedContent | null> {
    const rid = rowId(id);
    if (rid === null) return null;
    if (type === 'thread') {
      const thread = await this.deps.repo.findThread(rid);
      if (!thread || thread.deleted_at !== null) return null;
      return {
        userId: thread.user_id,
        threadId: thread.id,
        excerpt: makeExcerpt(`${thread.title} — ${thread.content}`),
      };
    }
    const reply = await this.deps.repo.findReply(rid);
    if (!reply || reply.deleted_at !== null || reply.thread_deleted_at !== null) return null;
    return { userId: reply.user_id, threadId: reply.thread_id, excerpt: makeExcerpt(reply.content) };
  }

  /** A negative ledger entry under the post's own reference, so each post's points go back once. */
  private async takeBack(
    tx: Tx,
    userId: number,
    reason: 'thread_removed' | 'reply_removed',
    postId: number,
    amount: number,
  ): Promise<void> {
    await this.deps.points.award({ userId, reason, reference: String(postId), amount: -amount }, tx);
  }

  private async member(userId: number): Promise<UserRow> {
    const user = await this.deps.accounts.getUser(userId);
    if (!user) throw notFound(PROFILE_TEXT.userNotFound);
    return user;
  }

  /** Accounts younger than a day are limited (admins never: they may need to post on a fresh site). */
  private isNewAccount(user: UserRow): boolean {
    if (user.is_admin === 1) return false;
    return this.deps.clock.now().getTime() - Date.parse(user.created_at) < NEW_ACCOUNT_PERIOD_MS;
  }

  private async checkNewAccountLimit(kind: Limited, userId: number, trx?: Executor): Promise<void> {
    const limit = LIMITS[kind];
    if (trx) await this.deps.repo.lockMember(userId, trx);
    if ((await this.deps.repo.countPostsBy(limit.table, userId, trx)) >= limit.max) {
      throw new AppError(429, 'limit_reached', limit.message);
    }
  }
}
