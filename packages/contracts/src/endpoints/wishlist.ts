import { z } from 'zod';
import { endpoint } from '../endpoint.js';
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
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'A public wishlist by its share link; a private or unknown one is 404',
      params: z.object({ share_slug: z.string().max(64) }),
      responses: { 200: sharedWishlistResponseSchema },
      errors: [404],
    },
  ),
  view: endpoint(
    'GET',
    '/api/wishlist/:userId',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: "A member's wishlist: your own (wishlist null before the first add), or someone else's only when public",
      bearer: true,
      // A user id that cannot exist answers the same 404 as a private or missing wishlist.
      params: z.object({ userId: rowIdParamSchema }),
      responses: { 200: wishlistResponseSchema },
      errors: [404],
    },
  ),
  add: endpoint(
    'POST',
    '/api/wishlist/add',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'Add a product to your wishlist (created on the first add); the first add of a product pays 2 points',
      bearer: true,
      body: wishlistProductRequestSchema,
      responses: { 200: wishlistAddResponseSchema },
      errors: [400, 401, 404],
    },
  ),
  remove: endpoint(
    'POST',
    '/api/wishlist/remove',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'Remove a product from your wishlist',
      bearer: true,
      body: wishlistProductRequestSchema,
      responses: { 200: wishlistRemoveResponseSchema },
      errors: [400, 401, 404],
    },
  ),
  togglePublic: endpoint(
    'POST',
    '/api/wishlist/toggle-public',
    __DD_WIRE_SCHEMAS__ && {
      tags,
      summary: 'Make your wishlist public (readable by its share link and on your profile) or private',
      bearer: true,
      body: wishlistTogglePublicRequestSchema,
      responses: { 200: wishlistTogglePublicResponseSchema },
      errors: [400, 401, 404],
    },
  ),
};
