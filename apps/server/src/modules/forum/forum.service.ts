import {
  FORUM_PAGE_SIZE,
  FORUM_TEXT,
  href,
  mentionedUsernames,
  mentionKey,
  NEW_ACCOUNT_PERIOD_MS,
  NEW_ACCOUNT_REPLIES_PER_DAY,
  NEW_ACCOUNT_THREADS_PER_DAY,
  POINTS,
  PROFILE_TEXT,
  REPLY_PAGE_SIZE,
  replyHourlyLimitText,
  SUBTHREAD_PAGE_SIZE,
  SUBTHREAD_PREVIEW,
  TOPICS,
  toRowId,
  type AccountDataForum,
  type ContentType,
  type Mention,
  type RealtimeEvent,
  type Reply,
  type ReplyPage,
  type ReplySummary,
  type SubthreadCursor,
  type Thread,
  type ThreadDetail,
  type ThreadPage,
  type ThreadSummary,
} from '@dd/contracts';
import type { UserRow } from '../../db/database.js';
import type { Executor, Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, forbidden, limitReached, notFound } from '../../platform/errors.js';
import { mediaUrl, type MediaStore } from '../../platform/media-store.js';
import type { EventPublisher } from '../../realtime/bus.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ContentDescription, ModerationService, ReportedContent } from '../moderation/moderation.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PointsService } from '../points/points.service.js';
import { EXCERPT_SOURCE_CHARS, makeExcerpt, REPLY_SUMMARY_MAX, visibleReplies } from './forum-content.js';
import { postLink, postNotices } from './forum-notices.js';
import * as repo from './forum.repository.js';

export interface ForumServiceDeps {
  db: TransactionRunner;
  accounts: AccountsService;
  points: PointsService;
  media: MediaStore;
  moderation: ModerationService;
  /** Tells the authors a reply answers and the members a post mentions, in the post's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
  /** Where the forum's events go once their write committed. */
  events: EventPublisher;
  /** Replies one member may post in an hour (FORUM_REPLIES_PER_HOUR). */
  repliesPerHour: number;
}

const HOUR_MS = 60 * 60 * 1000;

/** Characters of a reported reply's start in its reporter's notification. */
const REPORTED_NAME_MAX = 60;

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

/** A thread's fields after its text, alike in the list and on its page; `blocked` for a viewer who blocked the author. */
const threadTail = (
  row: AuthorColumns & {
    image_media_id: string | null;
    reply_count: number;
    created_at: string;
    last_activity_at: string;
  },
  blocked: ReadonlySet<number>,
) => ({
  image_url: imageUrl(row.image_media_id),
  ...author(row),
  reply_count: row.reply_count,
  created_at: row.created_at,
  last_activity_at: row.last_activity_at,
  blocked: blocked.has(row.user_id),
});

type Limited = 'thread' | 'reply';

/** What deleting a post takes: its soft delete, the 404 of one that is gone, the points it gives back. */
interface PostRemoval<Deleted> {
  softDelete: (ex: Executor, id: number, nowIso: string) => Promise<Deleted | undefined>;
  missing: string;
  reason: 'thread_removed' | 'reply_removed';
  points: number;
}

const REMOVALS = {
  thread: {
    softDelete: repo.softDeleteThread,
    missing: FORUM_TEXT.threadNotFound,
    reason: 'thread_removed',
    points: POINTS.thread,
  },
  reply: {
    softDelete: repo.softDeleteReply,
    missing: FORUM_TEXT.replyNotFound,
    reason: 'reply_removed',
    points: POINTS.reply,
  },
} as const;

const LIMITS: Record<Limited, { table: 'forum_threads' | 'forum_replies'; max: number; message: string }> = {
  thread: { table: 'forum_threads', max: NEW_ACCOUNT_THREADS_PER_DAY, message: FORUM_TEXT.newAccountThreadLimit },
  reply: { table: 'forum_replies', max: NEW_ACCOUNT_REPLIES_PER_DAY, message: FORUM_TEXT.newAccountReplyLimit },
};

type ReplyRow = Awaited<ReturnType<typeof repo.topLevelReplies>>[number];

/**
 * The replies of one stretch of a sub-thread the view shows. A deleted reply stays while a reply below it
 * is shown; when the sub-thread goes on past the stretch (`more`), every deleted one stays, since its
 * answers may come later (the client drops a placeholder that ends up with nothing under it).
 */
function shownReplies(rows: ReplyRow[], more: boolean): ReplyRow[] {
  if (more) return rows;
  return visibleReplies(rows.map((r) => ({ ...r, deleted: r.deleted_at !== null })));
}

/** The members mentioned by name, keyed by `mentionKey`. */
type KnownMentions = ReadonlyMap<string, Mention>;

/** The existing members a post's content mentions, as the wire carries them: absent when none. */
function mentionsIn(content: string, known: KnownMentions): { mentions?: Mention[] } {
  const mentions = mentionedUsernames(content).flatMap((name) => known.get(mentionKey(name)) ?? []);
  return mentions.length > 0 ? { mentions } : {};
}

/** What replies say, deleted ones left out (they show no content). */
const liveContents = (rows: readonly ReplyRow[]) => rows.flatMap((r) => (r.deleted_at === null ? [r.content] : []));

/** A reply as the API shows it: a deleted one without content or author. */
function presentReply(r: ReplyRow, blocked: ReadonlySet<number>, known: KnownMentions): Reply {
  if (r.deleted_at !== null) {
    return {
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
    };
  }
  return {
    id: r.id,
    thread_id: r.thread_id,
    parent_id: r.parent_id,
    content: r.content,
    ...author(r),
    created_at: r.created_at,
    deleted: false,
    blocked: blocked.has(r.user_id),
    ...mentionsIn(r.content, known),
  };
}

/** A path or body id as a row id, or null when it cannot name a row. */
const rowId = (value: number | null | undefined) => (value === null || value === undefined ? null : toRowId(value));

/**
 * Forum threads and replies: plain text as typed (the client renders it as text, never as HTML), points
 * for every post and taken back when it is deleted, limits for new accounts. Every change is announced on
 * the bus after it committed (`forum`, `thread:{id}`, and the user topics of those it concerns).
 */
/** What a forum thread's head shows. */
export interface ThreadHead {
  id: number;
  title: string;
  content: string;
  author: string;
  created_at: string;
  reply_count: number;
  image_url: string | null;
}

export class ForumService {
  constructor(private readonly deps: ForumServiceDeps) {}

  /** Every thread and reply the member wrote, deleted ones too, as stored (the data export). */
  async exportFor(userId: number): Promise<AccountDataForum> {
    const [threads, replies] = await Promise.all([
      repo.allThreadsBy(this.k, userId),
      repo.allRepliesBy(this.k, userId),
    ]);
    return {
      threads: threads.map(({ image_media_id, ...thread }) => ({ ...thread, image_url: imageUrl(image_media_id) })),
      replies,
    };
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /** A member's latest threads (deleted ones left out), for their public profile. */
  recentThreadsBy(userId: number, limit = 5): Promise<ThreadSummary[]> {
    return repo.recentThreadsBy(this.k, userId, limit);
  }

  /** A member's latest replies (deleted ones and those in deleted threads left out), for their public profile. */
  async recentRepliesBy(userId: number, limit = 5): Promise<ReplySummary[]> {
    const rows = await repo.recentRepliesBy(this.k, userId, limit);
    return rows.map((row) => ({
      id: row.id,
      thread_id: row.thread_id,
      thread_title: row.thread_title,
      excerpt: makeExcerpt(row.content_start, REPLY_SUMMARY_MAX, Number(row.content_length) > EXCERPT_SOURCE_CHARS),
      created_at: row.created_at,
    }));
  }

  /** GET /api/forum/threads: one page, newest activity first; `blocked` marks authors the viewer blocked. */
  async list(viewerId: number | null, page: number): Promise<ThreadPage> {
    const offset = (page - 1) * FORUM_PAGE_SIZE;
    const [rows, total, blocked] = await Promise.all([
      repo.threadPage(this.k, offset, FORUM_PAGE_SIZE),
      repo.countThreads(this.k),
      this.deps.moderation.blockedIdsOf(viewerId),
    ]);
    return {
      threads: rows.map((row) => ({
        id: row.id,
        title: row.title,
        excerpt: makeExcerpt(row.content_start, undefined, Number(row.content_length) > EXCERPT_SOURCE_CHARS),
        ...threadTail(row, blocked),
      })),
      total,
      page,
      pageSize: FORUM_PAGE_SIZE,
    };
  }

  /** What a thread page's server-rendered head needs; null when the thread does not exist or was deleted. */
  async threadHead(threadId: number): Promise<ThreadHead | null> {
    const id = rowId(threadId);
    const row = id === null ? undefined : await repo.threadWithAuthor(this.k, id);
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

  /**
   * GET /api/forum/thread/{id}: the thread and the first page of its replies (decisions: forum reply pages):
   * `limit` top-level replies, each with the start of its sub-thread, oldest first.
   */
  async view(viewerId: number | null, threadId: number, limit: number = REPLY_PAGE_SIZE): Promise<ThreadDetail> {
    const id = rowId(threadId);
    const row = id === null ? undefined : await repo.threadWithAuthor(this.k, id);
    if (!row) throw notFound(FORUM_TEXT.threadNotFound);
    const [page, blocked] = await Promise.all([
      this.topLevelPage(row.id, null, limit),
      this.deps.moderation.blockedIdsOf(viewerId),
    ]);
    const known = await this.knownMentions([row.content, ...liveContents(page.rows)]);
    return {
      thread: {
        id: row.id,
        title: row.title,
        content: row.content,
        ...threadTail(row, blocked),
        ...mentionsIn(row.content, known),
      },
      replies: page.rows.map((r) => presentReply(r, blocked, known)),
      nextCursor: page.nextCursor,
      subthreads: page.subthreads,
    };
  }

  /**
   * GET /api/forum/thread/{id}/replies: the top-level page after `after`, or with `under` (a top-level reply)
   * the next replies of that sub-thread. Keyset pages on reply ids: a reply posted between two reads lands
   * after every cursor already handed out, so pages never repeat or skip one.
   */
  async replyPage(
    viewerId: number | null,
    threadId: number,
    query: { after?: number | undefined; under?: number | undefined; limit?: number | undefined },
  ): Promise<ReplyPage> {
    const id = rowId(threadId);
    if (id === null || !(await repo.isLiveThread(this.k, id))) throw notFound(FORUM_TEXT.threadNotFound);
    const after = rowId(query.after);
    const blockedIds = this.deps.moderation.blockedIdsOf(viewerId);
    if (query.under === undefined) {
      const [page, blocked] = await Promise.all([
        this.topLevelPage(id, after, query.limit ?? REPLY_PAGE_SIZE),
        blockedIds,
      ]);
      const known = await this.knownMentions(liveContents(page.rows));
      return {
        replies: page.rows.map((r) => presentReply(r, blocked, known)),
        nextCursor: page.nextCursor,
        subthreads: page.subthreads,
      };
    }
    const rootId = rowId(query.under);
    const root = rootId === null ? undefined : await repo.findReply(this.k, rootId);
    if (!root || root.thread_id !== id || root.parent_id !== null) throw notFound(FORUM_TEXT.replyNotFound);
    const limit = query.limit ?? SUBTHREAD_PAGE_SIZE;
    const [rows, blocked] = await Promise.all([
      repo.subthreadReplies(this.k, id, root.id, after, limit + 1),
      blockedIds,
    ]);
    const more = rows.length > limit;
    const page = rows.slice(0, limit);
    const shown = shownReplies(page, more);
    const known = await this.knownMentions(liveContents(shown));
    return {
      replies: shown.map((r) => presentReply(r, blocked, known)),
      nextCursor: more ? String(page[page.length - 1]!.id) : null,
      subthreads: [],
    };
  }

  /** `limit` top-level replies after `after`, each with the first SUBTHREAD_PREVIEW replies under it. */
  private async topLevelPage(
    threadId: number,
    after: number | null,
    limit: number,
  ): Promise<{ rows: ReplyRow[]; nextCursor: string | null; subthreads: SubthreadCursor[] }> {
    const found = await repo.topLevelReplies(this.k, threadId, after, limit + 1);
    const roots = found.slice(0, limit);
    // One more than shown tells whether a sub-thread goes on.
    const starts = await repo.subthreadStarts(
      this.k,
      threadId,
      roots.map((r) => r.id),
      SUBTHREAD_PREVIEW + 1,
    );
    const byRoot = new Map<number, ReplyRow[]>();
    for (const r of starts) if (r.root_id !== null) byRoot.set(r.root_id, [...(byRoot.get(r.root_id) ?? []), r]);
    const rows: ReplyRow[] = [];
    const subthreads: SubthreadCursor[] = [];
    for (const root of roots) {
      const below = byRoot.get(root.id) ?? [];
      const more = below.length > SUBTHREAD_PREVIEW;
      const shown = below.slice(0, SUBTHREAD_PREVIEW);
      if (more) subthreads.push({ reply_id: root.id, nextCursor: String(shown[shown.length - 1]!.id) });
      rows.push(...shownReplies([root, ...shown], more));
    }
    return {
      // Oldest first, as before pages: every reply comes after its parent.
      rows: rows.sort((x, y) => x.id - y.id),
      nextCursor: found.length > limit ? String(roots[roots.length - 1]!.id) : null,
      subthreads,
    };
  }

  /** Whether a thread exists and is not deleted (who may follow `thread:{id}`: everyone, while it is live). */
  async isLiveThread(threadId: number): Promise<boolean> {
    const id = rowId(threadId);
    return id !== null && repo.isLiveThread(this.k, id);
  }

  /**
   * Starts a thread and pays its points in one transaction. The photo is checked and stored before the
   * transaction (image work holds no database lock) and deleted again when the thread is not saved.
   */
  async createThread(userId: number, input: NewThreadInput): Promise<{ thread: Thread; pointsAwarded: number }> {
    const user = await this.member(userId);
    const limited = this.isNewAccount(user);
    if (limited) await this.checkNewAccountLimit('thread', user);
    const stored = input.image
      ? await this.deps.media.storeImage(input.image, 'forum', user.id, {
          maxWidth: FORUM_IMAGE_MAX_PX,
          maxHeight: FORUM_IMAGE_MAX_PX,
        })
      : null;
    const nowIso = this.nowIso();
    try {
      return await this.deps.db.transaction(async (tx) => {
        // Again inside the transaction, so simultaneous posts cannot pass the limit together.
        if (limited) await this.checkNewAccountLimit('thread', user, tx);
        const row = await repo.insertThread(tx.db, {
          userId: user.id,
          title: input.title,
          content: input.content,
          imageMediaId: stored?.id ?? null,
          nowIso,
        });
        const pointsAwarded = await this.deps.points.award(
          { userId: user.id, reason: 'thread', reference: String(row.id), amount: POINTS.thread },
          tx,
        );
        const known = await this.knownMentions([row.content], tx);
        await this.tellAbout(tx, { authorId: user.id, threadId: row.id, title: row.title, answered: [], known });
        this.publishAfter(tx, [TOPICS.forum], { type: 'forum.thread.created', threadId: row.id });
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
          ...mentionsIn(row.content, known),
        };
        return { thread, pointsAwarded };
      });
    } catch (err) {
      if (stored) await this.deps.media.delete(stored.id);
      throw err;
    }
  }

  /**
   * Replies to a thread (or to a reply in it), bumps the thread and pays the reply points, in one
   * transaction; then tells the forum, the thread and the authors of the thread and of the parent reply.
   */
  async reply(userId: number, input: NewReplyInput): Promise<{ reply: Reply; pointsAwarded: number }> {
    const user = await this.member(userId);
    const limited = this.isNewAccount(user);
    if (limited) await this.checkNewAccountLimit('reply', user);
    const threadId = rowId(input.threadId);
    const parentId = rowId(input.parentId);
    if (threadId === null) throw notFound(FORUM_TEXT.threadNotFound);
    if (input.parentId !== null && input.parentId !== undefined && parentId === null) {
      throw notFound(FORUM_TEXT.replyNotFound);
    }
    const nowIso = this.nowIso();
    return this.deps.db.transaction(async (tx) => {
      if (limited) await this.checkNewAccountLimit('reply', user, tx);
      // Admins are trusted as with the new-account limits (and may need to answer a flood).
      if (user.is_admin !== 1) await this.checkHourlyReplyLimit(user.id, tx);
      const thread = await repo.findThread(tx.db, threadId);
      if (!thread || thread.deleted_at !== null) throw notFound(FORUM_TEXT.threadNotFound);
      let parentAuthorId: number | null = null;
      let rootId: number | null = null;
      if (parentId !== null) {
        const parent = await repo.findReply(tx.db, parentId);
        if (!parent) throw notFound(FORUM_TEXT.replyNotFound);
        if (parent.thread_id !== threadId) throw badRequest(FORUM_TEXT.parentNotInThread);
        if (parent.deleted_at !== null) throw notFound(FORUM_TEXT.replyNotFound);
        parentAuthorId = parent.user_id;
        rootId = parent.root_id ?? parent.id;
      }
      const row = await repo.insertReply(tx.db, {
        threadId,
        parentId,
        rootId,
        userId: user.id,
        content: input.content,
        nowIso,
      });
      const replyCount = await repo.bumpThread(tx.db, threadId, nowIso);
      const concerned = [thread.user_id, ...(parentAuthorId === null ? [] : [parentAuthorId])];
      const known = await this.knownMentions([row.content], tx);
      await this.tellAbout(tx, {
        authorId: user.id,
        threadId,
        title: thread.title,
        replyId: row.id,
        answered: concerned,
        known,
      });
      this.publishAfter(tx, [TOPICS.forum, TOPICS.thread(threadId), ...concerned.map(TOPICS.user)], {
        type: 'forum.thread.replied',
        threadId,
        replyId: row.id,
        replyCount,
      });
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
        ...mentionsIn(row.content, known),
      };
      return { reply, pointsAwarded };
    });
  }

  /** The author or an admin deletes a thread: it leaves every list, its photo is deleted, its points go back. */
  async deleteThread(actor: Actor, threadId: number): Promise<void> {
    const id = rowId(threadId);
    const found = id === null ? undefined : await repo.findThread(this.k, id);
    if (!found || found.deleted_at !== null) throw notFound(FORUM_TEXT.threadNotFound);
    await this.removePost(actor, found, REMOVALS.thread, (tx, deleted) =>
      this.publishAfter(tx, [TOPICS.forum, TOPICS.thread(deleted.id)], {
        type: 'forum.thread.deleted',
        threadId: deleted.id,
      }),
    );
    if (found.image_media_id) await this.deps.media.delete(found.image_media_id);
  }

  /** The author or an admin deletes a reply; its answers stay (the view keeps it as a deleted placeholder). */
  async deleteReply(actor: Actor, replyId: number): Promise<void> {
    const id = rowId(replyId);
    const found = id === null ? undefined : await repo.findReply(this.k, id);
    if (!found || found.deleted_at !== null || found.thread_deleted_at !== null) {
      throw notFound(FORUM_TEXT.replyNotFound);
    }
    await this.removePost(actor, found, REMOVALS.reply, (tx, deleted) =>
      this.publishAfter(tx, [TOPICS.forum, TOPICS.thread(deleted.thread_id)], {
        type: 'forum.reply.deleted',
        threadId: deleted.thread_id,
        replyId: deleted.id,
        replyCount: deleted.replyCount,
      }),
    );
  }

  /**
   * The author or an admin soft-deletes a post, gives its points back and pushes the change (`announce`), in one
   * transaction; 403 for anyone else.
   */
  private async removePost<Deleted extends { id: number; user_id: number }>(
    actor: Actor,
    found: { id: number; user_id: number },
    removal: PostRemoval<Deleted>,
    announce: (tx: Tx, deleted: Deleted) => void,
  ): Promise<void> {
    if (found.user_id !== actor.id && !actor.isAdmin) throw forbidden(FORUM_TEXT.notYourPost);
    await this.deps.db.transaction(async (tx) => {
      // Undefined when a simultaneous delete got there first.
      const deleted = await removal.softDelete(tx.db, found.id, this.nowIso());
      if (!deleted) throw notFound(removal.missing);
      await this.takeBack(tx, deleted.user_id, removal.reason, deleted.id, removal.points);
      announce(tx, deleted);
    });
  }

  /** A thread or reply that is not deleted (nor in a deleted thread), for reports. */
  async findContent(type: ContentType, id: number): Promise<ReportedContent | null> {
    const rid = rowId(id);
    if (rid === null) return null;
    if (type === 'thread') {
      const thread = await repo.findThread(this.k, rid);
      if (!thread || thread.deleted_at !== null) return null;
      return {
        userId: thread.user_id,
        threadId: thread.id,
        excerpt: makeExcerpt(`${thread.title} — ${thread.content}`),
      };
    }
    const reply = await repo.findReply(this.k, rid);
    if (!reply || reply.deleted_at !== null || reply.thread_deleted_at !== null) return null;
    return { userId: reply.user_id, threadId: reply.thread_id, excerpt: makeExcerpt(reply.content) };
  }

  /**
   * What a report about a thread or reply tells its reporter (issue 25): the thread's title or the reply's first
   * words, deleted or not (the reporter saw it), and where it is while it is not deleted (else the forum). Null
   * for an unknown id.
   */
  async describeContent(type: ContentType, id: number): Promise<ContentDescription | null> {
    const rid = rowId(id);
    if (rid === null) return null;
    if (type === 'thread') {
      const thread = await repo.findThread(this.k, rid);
      if (!thread) return null;
      return { name: thread.title, link: thread.deleted_at === null ? postLink(thread.id) : href('forum') };
    }
    const reply = await repo.findReply(this.k, rid);
    if (!reply) return null;
    const live = reply.deleted_at === null && reply.thread_deleted_at === null;
    return {
      name: makeExcerpt(reply.content, REPORTED_NAME_MAX),
      link: live ? postLink(reply.thread_id, reply.id) : href('forum'),
    };
  }

  /**
   * The existing members these texts mention, by `mentionKey` (in `tx` when given): one query for all of them,
   * none when nobody is mentioned.
   */
  private async knownMentions(contents: readonly string[], tx?: Tx): Promise<Map<string, Mention>> {
    const names = [...new Set(contents.flatMap((content) => mentionedUsernames(content).map(mentionKey)))];
    if (names.length === 0) return new Map();
    const members = await this.deps.accounts.membersByUsername(names, tx);
    return new Map(members.map((m) => [mentionKey(m.username), { username: m.username, user_id: m.id }]));
  }

  /**
   * Tells, in the post's transaction, the authors a new reply answers (`forum.reply`) and the members the post
   * mentions (`forum.mention`), each once; a deleted account hears nothing. Both group by thread.
   */
  private async tellAbout(
    tx: Tx,
    post: {
      authorId: number;
      threadId: number;
      title: string;
      replyId?: number;
      answered: readonly number[];
      known: KnownMentions;
    },
  ): Promise<void> {
    const answered: number[] = [];
    for (const userId of new Set(post.answered)) {
      if (userId !== post.authorId && (await this.deps.accounts.getUser(userId, tx))) answered.push(userId);
    }
    const mentioned = [...post.known.values()].map((m) => m.user_id);
    const link = postLink(post.threadId, post.replyId);
    for (const notice of postNotices({ authorId: post.authorId, answered, mentioned })) {
      await this.deps.notifications.notify(tx, {
        userId: notice.userId,
        kind: notice.kind,
        subjectId: post.threadId,
        actorId: post.authorId,
        title: post.title,
        link,
      });
    }
  }

  /** Publishes once `tx` committed (never for a write that rolled back); each topic once. */
  private publishAfter(tx: Tx, topics: string[], event: RealtimeEvent): void {
    tx.afterCommit(() => this.deps.events.publish([...new Set(topics)], event));
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

  /**
   * Counts the member's replies of the last hour (deleted ones too) in the database, so the limit holds
   * across instances; the member's row is locked first, so replies sent at once are counted one by one.
   */
  private async checkHourlyReplyLimit(userId: number, tx: Tx): Promise<void> {
    await this.deps.accounts.lockMember(userId, tx);
    const now = this.deps.clock.now().getTime();
    const max = this.deps.repliesPerHour;
    const recent = await repo.repliesSince(tx.db, userId, new Date(now - HOUR_MS).toISOString(), max);
    if (recent.length < max) return;
    // The oldest of the last `max` replies leaves the window first.
    const freeAt = Date.parse(recent[recent.length - 1]!) + HOUR_MS;
    throw limitReached(
      replyHourlyLimitText(max, Math.max(1, Math.ceil((freeAt - now) / 60_000))),
      (freeAt - now) / 1000,
    );
  }

  /**
   * Counts the member's posts against the new-account limit. Inside a transaction the member's row is locked
   * first, so two posts sent at once are counted one after the other.
   */
  private async checkNewAccountLimit(kind: Limited, user: UserRow, tx?: Tx): Promise<void> {
    const limit = LIMITS[kind];
    if (tx) await this.deps.accounts.lockMember(user.id, tx);
    if ((await repo.countPostsBy(tx?.db ?? this.k, limit.table, user.id)) >= limit.max) {
      // The limit lifts when the account is a day old.
      const liftsAt = Date.parse(user.created_at) + NEW_ACCOUNT_PERIOD_MS;
      throw limitReached(limit.message, (liftsAt - this.deps.clock.now().getTime()) / 1000);
    }
  }
}
