import {
  href,
  MODERATION_TEXT,
  REPORTS_PER_HOUR,
  type AccountDataRelation,
  type AccountDataReport,
  type BlocksResponse,
  type ContentType,
  type ModerationReport,
  type ReportStatus,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import { isoOffset, type Clock } from '../../platform/clock.js';
import { badRequest, conflict, notFound, rateLimited } from '../../platform/errors.js';
import { mediaUrl } from '../../platform/media-store.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import * as repo from './moderation.repository.js';
import type { ReportListRow, ReportTarget } from './moderation.repository.js';

/** What the forum tells moderation about a reported thread or reply. */
export interface ReportedContent {
  /** The author. */
  userId: number;
  /** The thread it is in (the thread itself for a thread). */
  threadId: number;
  /** The first characters of its text. */
  excerpt: string;
}

/** Finds a thread or reply that is not deleted (the forum answers). */
export type ContentLookup = (type: ContentType, id: number) => Promise<ReportedContent | null>;

/** What a report's reporter is told its target is called, and where it is seen (the forum answers for posts). */
export interface ContentDescription {
  /** A thread's title, a reply's first words. */
  name: string;
  /** The post while it is not deleted, else the forum. */
  link: string;
}

/** Describes a thread or reply, deleted or not; null for an unknown one (the forum answers). */
export type ContentDescriber = (type: ContentType, id: number) => Promise<ContentDescription | null>;

/** Ends a follow in the caller's unit of work (the profiles module, which owns follows, answers). */
export type FollowRemover = (followerId: number, followeeId: number, tx: Tx) => Promise<void>;

export interface ModerationServiceDeps {
  db: TransactionRunner;
  accounts: AccountsService;
  /** Looks up a thread or reply that is not deleted (the forum's service answers). */
  findContent: ContentLookup;
  /** A block ends the follows between the two members, both ways. */
  removeFollow: FollowRemover;
  /** What a resolved report's reporter is told it was about (the forum's service answers). */
  describeContent: ContentDescriber;
  /** Tells a reporter their report was resolved, in the resolution's transaction (notifications are built later). */
  notify: NotificationsService['notify'];
  clock: Clock;
}

export interface ReportInput {
  reason: string;
  description: string | null;
}

export interface ReportResult {
  reportId: number;
  /** False when the reporter's open report on the same target was answered instead. */
  created: boolean;
}

/** The dashboard lists at most this many reports (newest first) per filter. */
export const REPORTS_LIST_MAX = 500;
const HOUR_MS = 60 * 60 * 1000;

/** Reports, blocks and the moderation dashboard. */
export class ModerationService {
  constructor(private readonly deps: ModerationServiceDeps) {}

  /**
   * The reports the member filed (not the moderators' notes nor who handled them) and the members they blocked
   * (the data export). Reports about the member are left out: they would name who reported them.
   */
  async exportFor(userId: number): Promise<{ reports: AccountDataReport[]; blocks: AccountDataRelation[] }> {
    const [reports, blocks] = await Promise.all([repo.reportsFiledBy(this.k, userId), repo.blocksByOf(this.k, userId)]);
    const users = await this.deps.accounts.getUsers([
      ...reports.flatMap((r) => (r.reported_user_id === null ? [] : [r.reported_user_id])),
      ...blocks.map((b) => b.blocked_id),
    ]);
    const someone = (id: number) => ({ id, username: users.get(id)?.username ?? '' });
    return {
      reports: reports.map(({ reported_user_id, ...report }) => ({
        ...report,
        reported_user: reported_user_id === null ? null : someone(reported_user_id),
      })),
      blocks: blocks.map((b) => ({ ...someone(b.blocked_id), since: b.created_at })),
    };
  }

  private get k() {
    return this.deps.db.kysely;
  }

  /** The members this viewer blocked (their posts show collapsed to the viewer). */
  async blockedIdsOf(viewerId: number | null): Promise<Set<number>> {
    return viewerId === null ? new Set() : new Set(await repo.blockedBy(this.k, viewerId));
  }

  /**
   * Whether `blockerId` blocked `blockedId` (a blocked member cannot follow the blocker, nor notify them); in the
   * caller's unit of work when given.
   */
  isBlocked(blockerId: number, blockedId: number, tx?: Tx): Promise<boolean> {
    return repo.isBlocked(tx?.db ?? this.k, blockerId, blockedId);
  }

  /**
   * `isBlocked` for many [blocker, blocked] pairs at once (a batch of notifications), read in one statement in the
   * caller's unit of work: whether each given pair is a block.
   */
  async blockedAmong(
    pairs: ReadonlyArray<readonly [number, number]>,
    tx: Tx,
  ): Promise<(blockerId: number, blockedId: number) => boolean> {
    const blocked = await repo.blockedPairs(tx.db, pairs);
    return (blockerId, blockedId) => blocked.has(`${blockerId}:${blockedId}`);
  }

  /**
   * Which of `others` this member blocked or was blocked by, either way (a duel never pairs them); in the
   * caller's unit of work when given.
   */
  async blockedEitherWay(userId: number, others: readonly number[], tx?: Tx): Promise<Set<number>> {
    return new Set(await repo.blockedEitherWay(tx?.db ?? this.k, userId, others));
  }

  /**
   * `blockedEitherWay` for several members at once (a batch of duel arrivals): whether `a` and `b` are kept
   * apart, for any of `members` against any of `others`, read in one statement.
   */
  async blocksAmong(
    members: readonly number[],
    others: readonly number[],
    tx?: Tx,
  ): Promise<(a: number, b: number) => boolean> {
    const pairs = await repo.blocksBetween(tx?.db ?? this.k, members, others);
    const keys = new Set(pairs.flatMap(([x, y]) => [`${x}:${y}`, `${y}:${x}`]));
    return (a, b) => keys.has(`${a}:${b}`);
  }

  private async assertUser(id: number): Promise<void> {
    if (!(await this.deps.accounts.getUser(id))) throw notFound(MODERATION_TEXT.userNotFound);
  }

  async reportUser(reporterId: number, reportedId: number, input: ReportInput): Promise<ReportResult> {
    if (reporterId === reportedId) throw badRequest(MODERATION_TEXT.cannotReportSelf);
    await this.assertUser(reportedId);
    return this.file(reporterId, { kind: 'user', reportedUserId: reportedId }, input);
  }

  /** The content's author is stored as the reported member. */
  async reportContent(
    reporterId: number,
    contentType: ContentType,
    contentId: number,
    input: ReportInput,
  ): Promise<ReportResult> {
    const content = await this.deps.findContent(contentType, contentId);
    if (!content) throw notFound(MODERATION_TEXT.contentNotFound);
    if (content.userId === reporterId) throw badRequest(MODERATION_TEXT.cannotReportSelf);
    return this.file(reporterId, { kind: 'content', contentType, contentId, reportedUserId: content.userId }, input);
  }

  /**
   * One open report per reporter and target; at most REPORTS_PER_HOUR new reports per reporter. The
   * reporter's row is locked first, so identical reports sent at once make one row and the cap holds.
   */
  private file(reporterId: number, target: ReportTarget, input: ReportInput): Promise<ReportResult> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await this.deps.accounts.lockMember(reporterId, tx);
      const open = await repo.openReportId(tx.db, reporterId, target);
      if (open !== null) return { reportId: open, created: false };
      if ((await repo.countReportsSince(tx.db, reporterId, isoOffset(now, -HOUR_MS))) >= REPORTS_PER_HOUR) {
        // At most an hour: the window's length (the oldest report in it leaves sooner).
        throw rateLimited(MODERATION_TEXT.tooManyReports, HOUR_MS / 1000);
      }
      const reportId = await repo.insertReport(tx.db, {
        reporterId,
        target,
        reason: input.reason,
        description: input.description,
        nowIso: now.toISOString(),
      });
      return { reportId, created: true };
    });
  }

  /** Idempotent; the follows between the two (either way) end with it, in the same transaction. */
  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw badRequest(MODERATION_TEXT.cannotBlockSelf);
    await this.assertUser(blockedId);
    const nowIso = this.deps.clock.now().toISOString();
    await this.deps.db.transaction(async (tx) => {
      // The same locks a follow takes (both members, in id order): a follow racing this block either ends before it (and is removed
      // here) or starts after it (and sees the block).
      await this.deps.accounts.lockMembers([blockerId, blockedId], tx);
      await repo.insertBlock(tx.db, blockerId, blockedId, nowIso);
      await this.deps.removeFollow(blockedId, blockerId, tx);
      await this.deps.removeFollow(blockerId, blockedId, tx);
    });
  }

  /** Idempotent: unblocking someone not blocked (or unknown) changes nothing. */
  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await repo.deleteBlock(this.k, blockerId, blockedId);
  }

  async blocks(blockerId: number): Promise<BlocksResponse> {
    const rows = await repo.blocksOf(this.k, blockerId);
    return {
      blocks: rows.map((r) => ({
        blocked_id: r.blocked_id,
        username: r.username,
        display_name: r.display_name,
        avatar_url: r.avatar_media_id ? mediaUrl(r.avatar_media_id) : null,
        created_at: r.created_at,
      })),
    };
  }

  /** The dashboard's list: newest first, with the reported content's excerpt and thread while it exists. */
  async reports(filter: {
    type: 'user' | 'content' | 'all';
    status: ReportStatus | 'all';
  }): Promise<ModerationReport[]> {
    const rows = await repo.listReports(this.k, filter, REPORTS_LIST_MAX);
    const contents = new Map<string, Promise<ReportedContent | null>>();
    for (const row of rows) {
      if (row.content_type === null || row.content_id === null) continue;
      const key = `${row.content_type}:${row.content_id}`;
      if (!contents.has(key)) contents.set(key, this.deps.findContent(row.content_type, row.content_id));
    }
    return Promise.all(
      rows.map(async (row) =>
        toReport(row, row.content_type === null ? null : await contents.get(`${row.content_type}:${row.content_id}`)),
      ),
    );
  }

  /**
   * Sets resolved or dismissed with the admin's notes; 409 when the report already has that status. A resolved
   * report's reporter is told, in the same transaction, without the admin's name; a dismissed one is not.
   */
  async resolve(
    id: number,
    adminId: number,
    change: { status: 'resolved' | 'dismissed'; adminNotes: string | null | undefined },
  ): Promise<ModerationReport> {
    const adminNotes = change.adminNotes === undefined ? undefined : change.adminNotes || null;
    const before = await repo.findReport(this.k, id);
    if (!before) throw notFound(MODERATION_TEXT.reportNotFound);
    // Read before the transaction: the forum and accounts answer on their own connection.
    const subject = change.status === 'resolved' ? await this.reportSubject(before) : null;
    const updated = await this.deps.db.transaction(async (tx) => {
      const reporterId = await repo.resolveReport(tx.db, id, {
        status: change.status,
        adminNotes,
        adminId,
        nowIso: this.deps.clock.now().toISOString(),
      });
      if (reporterId === undefined) return false;
      if (subject && reporterId !== null) {
        await this.deps.notify(tx, { userId: reporterId, kind: 'report.resolved', subjectId: id, ...subject });
      }
      return true;
    });
    const row = await repo.findReport(this.k, id);
    if (!row) throw notFound(MODERATION_TEXT.reportNotFound);
    if (!updated) throw conflict(MODERATION_TEXT.alreadyInStatus(change.status));
    const content =
      row.content_type !== null && row.content_id !== null
        ? await this.deps.findContent(row.content_type, row.content_id)
        : null;
    return toReport(row, content);
  }

  /**
   * What a resolved report's reporter reads it was about, and where opening it goes: the post (its title or first
   * words) or the member reported (their name, their profile) while they exist, else the forum.
   */
  private async reportSubject(report: ReportListRow): Promise<{ title: string; link: string }> {
    if (report.content_type !== null && report.content_id !== null) {
      const content = await this.deps.describeContent(report.content_type, report.content_id);
      return content ? { title: content.name, link: content.link } : { title: '', link: href('forum') };
    }
    const member = report.reported_user_id === null ? null : await this.deps.accounts.getUser(report.reported_user_id);
    return member
      ? { title: member.username, link: href('userProfile', { id: member.id }) }
      : { title: '', link: href('forum') };
  }

  /**
   * Account deletion, in the deletion's unit of work: the member's blocks (made and received) go; reports the
   * member filed stay for the moderators, without the reporter; reports about the member stay as they are.
   */
  async forgetMember(userId: number, tx: Tx): Promise<void> {
    await repo.deleteBlocksOf(tx.db, userId);
    await repo.forgetReporter(tx.db, userId);
  }
}

function toReport(row: ReportListRow, content: ReportedContent | null | undefined): ModerationReport {
  return {
    id: row.id,
    status: row.status,
    created_at: row.created_at,
    reporter_id: row.reporter_id,
    reporter_username: row.reporter_username,
    reported_user_id: row.reported_user_id,
    reported_username: row.reported_username,
    content_type: row.content_type,
    content_id: row.content_id,
    thread_id: content?.threadId ?? null,
    content_excerpt: content?.excerpt ?? null,
    reason: row.reason,
    description: row.description,
    admin_notes: row.admin_notes,
    resolved_at: row.resolved_at,
  };
}
