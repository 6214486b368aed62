import { z } from 'zod';
import { endpoint, memberWire, publicWire } from '../endpoint.js';
import { rowIdParamSchema } from '../params.js';
import {
  sharedWishlistResponseSchema,
  wishlistAddResponseSchema,
  wishlistProductRequestSchema,
  wishlistRemoveResponseSchema,
  wishlistResponseSchema,
  wishlistTogglePublicRequestSchema,
  wishlistTogglePublicResponseSchema,
} from '../wishlist.js';

const tags = ['wishlist'];

export const wishlistEndpoints = {
  shared: endpoint(
    'GET',
    '/api/wishlist/share/:share_slug',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary: 'A public wishlist by its share link; a private or unknown one is 404',
        params: z.object({ share_slug: z.string().max(64) }),
        ok: sharedWishlistResponseSchema,
        errors: [404],
      }),
  ),
  view: endpoint(
    'GET',
    '/api/wishlist/:userId',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "A member's wishlist: your own (wishlist null before the first add), or someone else's only when public",
        // A user id that cannot exist answers the same 404 as a private or missing wishlist.
        params: z.object({ userId: rowIdParamSchema }),
        ok: wishlistResponseSchema,
        errors: [404],
      }),
  ),
  add: endpoint(
    'POST',
    '/api/wishlist/add',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Add a product to your wishlist (created on the first add); the first add of a product pays 2 points',
        body: wishlistProductRequestSchema,
        ok: wishlistAddResponseSchema,
        errors: [400, 401, 404],
      }),
  ),
  remove: endpoint(
    'POST',
    '/api/wishlist/remove',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Remove a product from your wishlist',
        body: wishlistProductRequestSchema,
        ok: wishlistRemoveResponseSchema,
        errors: [400, 401, 404],
      }),
  ),
  togglePublic: endpoint(
    'POST',
    '/api/wishlist/toggle-public',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Make your wishlist public (readable by its share link and on your profile) or private',
        body: wishlistTogglePublicRequestSchema,
        ok: wishlistTogglePublicResponseSchema,
        errors: [400, 401, 404],
      }),
  ),
};
