import { randomBytes } from 'node:crypto';
import {
  POINTS,
  WISHLIST_MAX_ITEMS,
  WISHLIST_TEXT,
  type AccountDataWishlist,
  type SharedWishlistResponse,
  type Wishlist,
  type WishlistAddResponse,
  type WishlistItem,
  type WishlistResponse,
} from '@dd/contracts';
import type { WishlistRow } from '../../db/database.js';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, notFound } from '../../platform/errors.js';
import { toPublicUser } from '../accounts/account-user.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { PointsService } from '../points/points.service.js';
import * as lists from './wishlist.repository.js';

export interface WishlistServiceDeps {
  db: TransactionRunner;
  catalog: Pick<CatalogService, 'exists' | 'findMany'>;
  points: Pick<PointsService, 'award'>;
  accounts: Pick<AccountsService, 'getUser'>;
  clock: Clock;
}

function toWishlist(row: WishlistRow): Wishlist {
  return {
    id: row.id,
    user_id: row.user_id,
    is_public: row.is_public === 1,
    share_slug: row.share_slug,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** 128 random bits: a share link cannot be guessed. */
const newShareSlug = (): string => randomBytes(16).toString('base64url');

/**
 * One wishlist per member, created on the first add, private by default. A private wishlist is readable
 * by its owner only: every read by someone else answers the same 404 whether it is private or missing.
 */
export class WishlistService {
  constructor(private readonly deps: WishlistServiceDeps) {}

  /** The member's list and its items, private or not (the data export). */
  async exportFor(userId: number): Promise<AccountDataWishlist> {
    const [list, items] = await Promise.all([lists.findByUser(this.k, userId), lists.itemsOfUser(this.k, userId)]);
    return {
      list: list
        ? {
            is_public: list.is_public === 1,
            share_slug: list.share_slug,
            created_at: list.created_at,
            updated_at: list.updated_at,
          }
        : null,
      items: items.map((i) => ({ product_id: i.product_id, added_at: i.created_at })),
    };
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  private get k() {
    return this.deps.db.kysely;
  }

  /** GET /api/wishlist/{userId}: the viewer's own list (even empty), or a public one. */
  async view(viewerId: number | null, ownerId: number): Promise<WishlistResponse> {
    const row = await lists.findByUser(this.k, ownerId);
    if (viewerId === ownerId)
      return row ? { wishlist: toWishlist(row), items: await this.items(row.id) } : { wishlist: null, items: [] };
    if (!row || row.is_public !== 1) throw notFound(WISHLIST_TEXT.sharedMissing);
    return { wishlist: toWishlist(row), items: await this.items(row.id) };
  }

  async shared(slug: string): Promise<SharedWishlistResponse> {
    const row = await lists.findPublicBySlug(this.k, slug);
    const owner = row ? await this.deps.accounts.getUser(row.user_id) : null;
    if (!row || !owner) throw notFound(WISHLIST_TEXT.sharedMissing);
    return { wishlist: toWishlist(row), owner: toPublicUser(owner), items: await this.items(row.id) };
  }

  /** A member's public wishlist for their profile, or null when it is private or missing. */
  async publicOf(userId: number): Promise<{ share_slug: string; items: WishlistItem[] } | null> {
    const row = await lists.findByUser(this.k, userId);
    if (!row || row.is_public !== 1) return null;
    return { share_slug: row.share_slug, items: await this.items(row.id) };
  }

  private async items(wishlistId: number): Promise<WishlistItem[]> {
    const rows = await lists.items(this.k, wishlistId);
    const products = await this.deps.catalog.findMany(rows.map((r) => r.product_id));
    return rows.map((r) => ({
      id: r.id,
      product_id: r.product_id,
      added_at: r.created_at,
      product: products.get(r.product_id) ?? null,
    }));
  }

  /** Adds a product; the first add of each product pays the wishlist points, in the same transaction. */
  async add(userId: number, productId: string): Promise<WishlistAddResponse> {
    if (!(await this.deps.catalog.exists(productId))) throw notFound(WISHLIST_TEXT.productNotFound);
    const nowIso = this.nowIso();
    return this.deps.db.transaction(async (tx) => {
      const wishlist = await lists.createIfMissingLocked(tx, userId, newShareSlug(), nowIso);
      if ((await lists.countItems(tx.db, wishlist.id)) >= WISHLIST_MAX_ITEMS) {
        throw new AppError(
          400,
          'limit_reached',
          `Your wishlist is full (${WISHLIST_MAX_ITEMS} products). Remove one to add another.`,
        );
      }
      const added = await lists.addItem(tx.db, wishlist.id, productId, nowIso);
      let pointsAwarded = 0;
      if (added) {
        await lists.touch(tx.db, wishlist.id, nowIso);
        pointsAwarded = await this.deps.points.award(
          { userId, reason: 'wishlist_add', reference: productId, amount: POINTS.wishlistAdd },
          tx,
        );
      }
      return { success: true as const, added, points_awarded: pointsAwarded, wishlist: toWishlist(wishlist) };
    });
  }

  async remove(userId: number, productId: string): Promise<boolean> {
    return lists.removeItem(this.k, userId, productId);
  }

  /** Only the owner may change visibility; anyone else's id is simply not found. */
  async setPublic(userId: number, wishlistId: number, isPublic: boolean): Promise<Wishlist> {
    const row = await lists.setPublic(this.k, wishlistId, userId, isPublic, this.nowIso());
    if (!row) throw notFound('Wishlist not found');
    return toWishlist(row);
  }

  /** Account deletion: the member's wishlist and its items go, in the deletion's unit of work. */
  async forgetMember(userId: number, tx: Tx): Promise<void> {
    await lists.deleteOf(tx.db, userId);
  }
}
