import { z } from 'zod';
import { publicUserSchema } from './accounts.js';
import { productSchema } from './product.js';
import { wireId } from './wire-numbers.js';

const productIdSchema = z.string({ error: 'product_id is required' }).trim().min(1, 'product_id is required').max(64);

export const wishlistSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  is_public: z.boolean(),
  share_slug: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** An item with its product; `product` is null only if the product left the catalog meanwhile. */
export const wishlistItemSchema = z.object({
  id: z.number().int(),
  product_id: z.string(),
  added_at: z.string(),
  product: productSchema.nullable(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** GET /api/wishlist/{userId}: own (wishlist null until the first add), or someone's public one. */
export const wishlistResponseSchema = z.object({
  wishlist: wishlistSchema.nullable(),
  items: z.array(wishlistItemSchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/** GET /api/wishlist/share/{share_slug}. */
export const sharedWishlistResponseSchema = z.object({
  wishlist: wishlistSchema,
  owner: publicUserSchema,
  items: z.array(wishlistItemSchema),
});
export type SharedWishlistResponse = z.infer<typeof sharedWishlistResponseSchema>;

export const wishlistProductRequestSchema = z.object({ product_id: productIdSchema });
export type WishlistProductRequest = z.infer<typeof wishlistProductRequestSchema>;

export const wishlistAddResponseSchema = z.object({
  success: z.literal(true),
  /** False when the product was already on the list. */
  added: z.boolean(),
  points_awarded: z.number().int(),
  wishlist: wishlistSchema,
});
export type WishlistAddResponse = z.infer<typeof wishlistAddResponseSchema>;

export const wishlistRemoveResponseSchema = z.object({ success: z.literal(true), removed: z.boolean() });
export type WishlistRemoveResponse = z.infer<typeof wishlistRemoveResponseSchema>;

export const wishlistTogglePublicRequestSchema = z.object({
  wishlist_id: wireId('wishlist_id'),
  // The spec's client may send 0/1.
  is_public: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
});
export type WishlistTogglePublicRequest = z.input<typeof wishlistTogglePublicRequestSchema>;

export const wishlistTogglePublicResponseSchema = z.object({ success: z.literal(true), wishlist: wishlistSchema });
