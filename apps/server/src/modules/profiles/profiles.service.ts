import {
  AVATAR_SIZE_PX,
  href,
  MODERATION_TEXT,
  PROFILE_TEXT,
  UPLOAD_TEXT,
  type AccountDataFollows,
  type AccountUser,
  type FollowResponse,
  type OwnProfileResponse,
  type PublicProfileResponse,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { decodeDataUrl } from '../../platform/image-upload.js';
import { mediaUrl, type MediaStore } from '../../platform/media-store.js';
import { toAccountUser, toPublicUser } from '../accounts/account-user.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { ForumService } from '../forum/forum.service.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { GameStatsService } from '../game-scores/game-stats.service.js';
import type { PointsService } from '../points/points.service.js';
import type { WishlistService } from '../wishlist/wishlist.service.js';
import * as follows from './follows.repository.js';

export interface ProfilesServiceDeps {
  db: TransactionRunner;
  accounts: Pick<AccountsService, 'getUser' | 'getUsers' | 'updateProfile' | 'lockMember' | 'lockMembers'>;
  points: Pick<PointsService, 'balance'>;
  wishlist: Pick<WishlistService, 'publicOf'>;
  forum: Pick<ForumService, 'recentThreadsBy' | 'recentRepliesBy'>;
  /** Blocks: while a block lasts, neither member can follow the other. */
  moderation: Pick<ModerationService, 'isBlocked' | 'blockedEitherWay'>;
  gameStats: Pick<GameStatsService, 'pvpStanding' | 'puzzleStanding'>;
  media: Pick<MediaStore, 'prepare' | 'save' | 'delete'>;
  /** Tells a member of a new follower, in the follow's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
  clock: Clock;
}

/** What changes the avatar: new image bytes, removal, nothing, or the JSON form's `avatar_url`. */
export type AvatarChange =
  | { kind: 'upload'; bytes: Buffer }
  | { kind: 'remove' }
  | { kind: 'keep' }
  | { kind: 'url'; value: string | null | undefined };

export interface ProfileUpdate {
  displayName?: string | null | undefined;
  bio?: string | null | undefined;
  avatar: AvatarChange;
}

/**
 * The JSON form's `avatar_url` (storefront client): an embedded image uploads, the current URL or
 * nothing keeps, null or '' removes. Any other URL is refused: avatars are always our own re-encoded files.
 */
export function avatarChangeFromUrl(
  value: string | null | undefined,
  currentUrl: string | null,
): Exclude<AvatarChange, { kind: 'url' }> {
  if (value === undefined || (currentUrl !== null && value === currentUrl)) return { kind: 'keep' };
  if (value === null || value.trim() === '') return { kind: 'remove' };
  const bytes = decodeDataUrl(value.trim());
  if (!bytes) throw badRequest(UPLOAD_TEXT.notAnImage);
  return { kind: 'upload', bytes };
}

/** Own and public profiles, their edits and follows. */
export class ProfilesService {
  constructor(private readonly deps: ProfilesServiceDeps) {}

  /** Whom the member follows and who follows them, with usernames and since when (the data export). */
  async exportFor(userId: number): Promise<AccountDataFollows> {
    const rows = await follows.followsOf(this.k, userId);
    const users = await this.deps.accounts.getUsers(rows.flatMap((r) => [r.follower_id, r.followee_id]));
    const relation = (id: number, since: string) => ({ id, username: users.get(id)?.username ?? '', since });
    return {
      following: rows.filter((r) => r.follower_id === userId).map((r) => relation(r.followee_id, r.created_at)),
      followers: rows.filter((r) => r.followee_id === userId).map((r) => relation(r.follower_id, r.created_at)),
    };
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private async userOrThrow(id: number) {
    const user = await this.deps.accounts.getUser(id);
    if (!user) throw notFound(PROFILE_TEXT.userNotFound);
    return user;
  }

  async own(userId: number): Promise<OwnProfileResponse> {
    const user = await this.userOrThrow(userId);
    const [totalPoints, counts] = await Promise.all([this.deps.points.balance(userId), follows.counts(this.k, userId)]);
    return { user: toAccountUser(user), total_points: totalPoints, ...counts };
  }

  /**
   * The new image is checked and re-encoded first (CPU work, outside any transaction); then the image, the
   * account and the removal of the old image commit together, so no failure leaves a half-changed profile.
   */
  async update(userId: number, update: ProfileUpdate): Promise<AccountUser> {
    const before = await this.userOrThrow(userId);
    const avatar =
      update.avatar.kind === 'url'
        ? avatarChangeFromUrl(update.avatar.value, before.avatar_media_id ? mediaUrl(before.avatar_media_id) : null)
        : update.avatar;
    const image =
      avatar.kind === 'upload' ? await this.deps.media.prepare(avatar.bytes, { square: AVATAR_SIZE_PX }) : null;
    return this.deps.db.transaction(async (tx) => {
      // Read again under the member's lock: a concurrent edit may have replaced the avatar meanwhile.
      await this.deps.accounts.lockMember(userId, tx);
      const current = (await this.deps.accounts.getUser(userId, tx)) ?? before;
      let avatarId = current.avatar_media_id;
      if (image) avatarId = (await this.deps.media.save(image, 'avatar', userId, tx)).id;
      else if (avatar.kind === 'remove') avatarId = null;
      const row = await this.deps.accounts.updateProfile(
        userId,
        {
          ...(update.displayName !== undefined ? { display_name: update.displayName } : {}),
          ...(update.bio !== undefined ? { bio: update.bio } : {}),
          avatar_media_id: avatarId,
        },
        tx,
      );
      if (current.avatar_media_id && current.avatar_media_id !== avatarId) {
        await this.deps.media.delete(current.avatar_media_id, tx);
      }
      return toAccountUser(row);
    });
  }

  async public(viewerId: number | null, userId: number): Promise<PublicProfileResponse> {
    const user = await this.userOrThrow(userId);
    const other = viewerId !== null && viewerId !== userId;
    const [counts, isFollowing, isBlocked, pvp, puzzle, wishlist, threads, replies] = await Promise.all([
      follows.counts(this.k, userId),
      other ? follows.isFollowing(this.k, viewerId, userId) : false,
      other ? this.deps.moderation.isBlocked(viewerId, userId) : false,
      this.deps.gameStats.pvpStanding(userId),
      this.deps.gameStats.puzzleStanding(userId),
      this.deps.wishlist.publicOf(userId),
      this.deps.forum.recentThreadsBy(userId),
      this.deps.forum.recentRepliesBy(userId),
    ]);
    return {
      user: toPublicUser(user),
      ...counts,
      is_following: isFollowing,
      is_blocked: isBlocked,
      pvp_rating: pvp?.value ?? null,
      pvp_provisional: pvp?.provisional ?? false,
      pvp_rank: pvp?.rank ?? null,
      puzzle_score: puzzle?.value ?? null,
      puzzle_rank: puzzle?.rank ?? null,
      wishlist,
      threads,
      replies,
    };
  }

  /**
   * Toggles, or sets when `follow` is given; answers the new state and the target's follower count. One
   * transaction holding both members' rows (as a block does), so a toggle reads the state the previous one
   * left and a block cannot slip between the block check and the insert. A new follow (not one that already
   * existed) tells the followee; new followers group into one item.
   */
  async follow(viewerId: number, targetId: number, follow?: boolean): Promise<FollowResponse> {
    if (viewerId === targetId) throw badRequest(PROFILE_TEXT.cannotFollowSelf);
    await this.userOrThrow(targetId);
    const nowIso = this.deps.clock.now().toISOString();
    return this.deps.db.transaction(async (tx) => {
      // Both members, in id order: the locks a block between them takes too, so the two run one after the other.
      await this.deps.accounts.lockMembers([viewerId, targetId], tx);
      const target = follow ?? !(await follows.isFollowing(tx.db, viewerId, targetId));
      // Blocking is private: while a block lasts (either way) nobody follows; unfollowing always works.
      if (target && (await this.deps.moderation.blockedEitherWay(viewerId, [targetId], tx)).size > 0) {
        throw forbidden(MODERATION_TEXT.cannotFollow);
      }
      if (!target) {
        await follows.unfollow(tx.db, viewerId, targetId);
      } else if (await follows.follow(tx.db, viewerId, targetId, nowIso)) {
        // The followee's own id is the subject, so new followers group into one item.
        await this.deps.notifications.notify(tx, {
          userId: targetId,
          kind: 'follow.new',
          subjectId: targetId,
          actorId: viewerId,
          link: href('userProfile', { id: viewerId }),
        });
      }
      const { followers } = await follows.counts(tx.db, targetId);
      return { following: target, followers };
    });
  }

  /** Ends `followerId`'s follow of `followeeId` (a block does), in the caller's unit of work when given. */
  async removeFollow(followerId: number, followeeId: number, tx?: Tx): Promise<void> {
    await follows.unfollow(tx?.db ?? this.k, followerId, followeeId);
  }

  /** Account deletion, in the deletion's unit of work: the member's follows (both ways) and avatar image go. */
  async forgetMember(userId: number, tx: Tx): Promise<void> {
    await follows.deleteAllOf(tx.db, userId);
    const user = await this.deps.accounts.getUser(userId, tx);
    if (user?.avatar_media_id) {
      await this.deps.accounts.updateProfile(userId, { avatar_media_id: null }, tx);
      await this.deps.media.delete(user.avatar_media_id, tx);
    }
  }
}
