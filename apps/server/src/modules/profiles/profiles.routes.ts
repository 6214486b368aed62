import {
  followRequestSchema,
  followResponseSchema,
  idParamsSchema,
  ownProfileResponseSchema,
  PROFILE_TEXT,
  publicProfileResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest, errorResponses, notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { readMultipartForm } from '../../platform/multipart-form.js';
import type { ProfileUpdate, ProfilesService } from './profiles.service.js';

const security = [{ bearerAuth: [] }];
/** An embedded 5 MB image is about 6.7 MB of base64. */
const JSON_PROFILE_BODY_LIMIT = 8 * 1024 * 1024;

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid profile';
}

/** The multipart form or the JSON body of `PUT /api/auth/profile`, read as one update. */
async function readProfileUpdate(request: FastifyRequest): Promise<ProfileUpdate> {
  if (request.isMultipart()) {
    const form = await readMultipartForm(request);
    const parsed = updateProfileRequestSchema.safeParse({
      display_name: form.fields.display_name,
      bio: form.fields.bio,
    });
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const avatar = form.files.avatar;
    return {
      displayName: parsed.data.display_name,
      bio: parsed.data.bio,
      avatar: avatar
        ? { kind: 'upload', bytes: avatar }
        : form.fields.remove_avatar === '1' || form.fields.remove_avatar === 'true'
          ? { kind: 'remove' }
          : { kind: 'keep' },
    };
  }
  const parsed = updateProfileRequestSchema.safeParse(request.body ?? {});
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  return {
    displayName: parsed.data.display_name,
    bio: parsed.data.bio,
    avatar: { kind: 'url', value: parsed.data.avatar_url },
  };
}

export const profilesRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  app.get(
    '/api/user/:id/profile',
    {
      schema: {
        tags: ['profiles'],
        summary:
          "A member's public profile: follow counts, PvP rating and rank, puzzle score and rank, public wishlist, recent threads and replies",
        params: idParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (id === null) throw notFound(PROFILE_TEXT.userNotFound);
      reply.header('cache-control', 'no-store');
      return profiles.public(request.user?.id ?? null, id);
    },
  );

  await app.register(
    membersOnly((members) => {
      members.get(
        '/api/auth/profile',
        {
          schema: {
            tags: ['profiles'],
            summary: 'Your account, points balance and follow counts',
            security,
            response: { 200: ownProfileResponseSchema, ...errorResponses(401) },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          return profiles.own(request.member.id);
        },
      );

      members.put(
        '/api/auth/profile',
        {
          bodyLimit: JSON_PROFILE_BODY_LIMIT,
          schema: {
            tags: ['profiles'],
            summary:
              'Edit display name, bio and avatar. multipart/form-data (display_name, bio, file `avatar`, remove_avatar=1) or JSON {display_name, bio, avatar_url} with the avatar as a data: URL. Images are checked by content (JPEG, PNG, WebP, max 5 MB), re-encoded and cropped to a 256 px square.',
            security,
            response: { 200: updateProfileResponseSchema, ...errorResponses(400, 401) },
          },
        },
        async (request) => ({
          success: true as const,
          user: await profiles.update(request.member.id, await readProfileUpdate(request)),
        }),
      );

      members.post(
        '/api/follow',
        {
          schema: {
            tags: ['profiles'],
            summary: 'Follow or unfollow a member: toggles, or sets when `follow` is given',
            security,
            body: followRequestSchema,
            response: { 200: followResponseSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => profiles.follow(request.member.id, request.body.user_id, request.body.follow),
      );
    }),
  );
};
