import {
  rowIdParamSchema,
  sharedWishlistResponseSchema,
  WISHLIST_TEXT,
  wishlistAddResponseSchema,
  wishlistProductRequestSchema,
  wishlistRemoveResponseSchema,
  wishlistResponseSchema,
  wishlistTogglePublicRequestSchema,
  wishlistTogglePublicResponseSchema,
} from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { WishlistService } from './wishlist.service.js';

const security = [{ bearerAuth: [] }];

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  app.get(
    '/api/wishlist/share/:share_slug',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'A public wishlist by its share link; a private or unknown one is 404',
        params: z.object({ share_slug: z.string().max(64) }),
        response: { 200: sharedWishlistResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return wishlist.shared(request.params.share_slug);
    },
  );

  app.get(
    '/api/wishlist/:userId',
    {
      schema: {
        tags: ['wishlist'],
        summary:
          "A member's wishlist: your own (wishlist null before the first add), or someone else's only when public",
        security,
        // A user id that cannot exist answers the same 404 as a private or missing wishlist.
        params: z.object({ userId: rowIdParamSchema }),
        response: { 200: wishlistResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const ownerId = request.params.userId;
      if (ownerId === null) throw notFound(WISHLIST_TEXT.sharedMissing);
      reply.header('cache-control', 'no-store');
      return wishlist.view(request.user?.id ?? null, ownerId);
    },
  );

  await app.register(
    membersOnly((members) => {
      members.post(
        '/api/wishlist/add',
        {
          schema: {
            tags: ['wishlist'],
            summary:
              'Add a product to your wishlist (created on the first add); the first add of a product pays 2 points',
            security,
            body: wishlistProductRequestSchema,
            response: { 200: wishlistAddResponseSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => wishlist.add(request.member.id, request.body.product_id),
      );

      members.post(
        '/api/wishlist/remove',
        {
          schema: {
            tags: ['wishlist'],
            summary: 'Remove a product from your wishlist',
            security,
            body: wishlistProductRequestSchema,
            response: { 200: wishlistRemoveResponseSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({
          success: true as const,
          removed: await wishlist.remove(request.member.id, request.body.product_id),
        }),
      );

      members.post(
        '/api/wishlist/toggle-public',
        {
          schema: {
            tags: ['wishlist'],
            summary: 'Make your wishlist public (readable by its share link and on your profile) or private',
            security,
            body: wishlistTogglePublicRequestSchema,
            response: { 200: wishlistTogglePublicResponseSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({
          success: true as const,
          wishlist: await wishlist.setPublic(request.member.id, request.body.wishlist_id, request.body.is_public),
        }),
      );
    }),
  );
};
