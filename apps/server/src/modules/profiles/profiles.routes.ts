import { PROFILE_TEXT, profileEndpoints, updateProfileRequestSchema } from '@dd/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { serve } from '../../platform/endpoint-route.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { membersOnly } from '../../platform/members-only.js';
import { readMultipartForm } from '../../platform/multipart-form.js';
import type { ProfileUpdate, ProfilesService } from './profiles.service.js';

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
  serve(app, profileEndpoints.publicProfile, async (request, reply) => {
    const { id } = request.params;
    if (id === null) throw notFound(PROFILE_TEXT.userNotFound);
    reply.header('cache-control', 'no-store');
    return profiles.public(request.user?.id ?? null, id);
  });

  await app.register(
    membersOnly((members) => {
      serve(members, profileEndpoints.own, async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return profiles.own(request.member.id);
      });

      serve(
        members,
        profileEndpoints.update,
        async (request) => ({
          success: true as const,
          user: await profiles.update(request.member.id, await readProfileUpdate(request)),
        }),
        { bodyLimit: JSON_PROFILE_BODY_LIMIT },
      );

      serve(members, profileEndpoints.follow, async (request) =>
        profiles.follow(request.member.id, request.body.user_id, request.body.follow),
      );
    }),
  );
};
