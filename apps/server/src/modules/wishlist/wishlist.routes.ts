import { WISHLIST_TEXT, wishlistEndpoints } from '@dd/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../platform/endpoint-route.js';
import { notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import type { WishlistService } from './wishlist.service.js';

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (app, { wishlist }) => {
  serve(app, wishlistEndpoints.shared, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return wishlist.shared(request.params.share_slug);
  });

  serve(app, wishlistEndpoints.view, async (request, reply) => {
    const ownerId = request.params.userId;
    if (ownerId === null) throw notFound(WISHLIST_TEXT.sharedMissing);
    reply.header('cache-control', 'no-store');
    return wishlist.view(request.user?.id ?? null, ownerId);
  });

  await app.register(
    membersOnly((members) => {
      serve(members, wishlistEndpoints.add, async (request) =>
        wishlist.add(request.member.id, request.body.product_id),
      );

      serve(members, wishlistEndpoints.remove, async (request) => ({
        success: true as const,
        removed: await wishlist.remove(request.member.id, request.body.product_id),
      }));

      serve(members, wishlistEndpoints.togglePublic, async (request) => ({
        success: true as const,
        wishlist: await wishlist.setPublic(request.member.id, request.body.wishlist_id, request.body.is_public),
      }));
    }),
  );
};
