import { endpoint, memberWire, publicWire } from '../endpoint.js';
import { idParamsSchema } from '../params.js';
import {
  followRequestSchema,
  followResponseSchema,
  ownProfileResponseSchema,
  publicProfileResponseSchema,
  updateProfileResponseSchema,
} from '../profiles.js';

const tags = ['profiles'];

export const profileEndpoints = {
  publicProfile: endpoint(
    'GET',
    '/api/user/:id/profile',
    __DD_WIRE_SCHEMAS__ &&
      publicWire(tags, {
        summary:
          "A member's public profile: follow counts, PvP rating and rank, puzzle score and rank, public wishlist, recent threads and replies",
        params: idParamsSchema,
        ok: publicProfileResponseSchema,
        errors: [404],
      }),
  ),
  own: endpoint(
    'GET',
    '/api/auth/profile',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Your account, points balance and follow counts',
        ok: ownProfileResponseSchema,
        errors: [401],
      }),
  ),
  /** The web sends the multipart form; the server reads it, or the JSON body, itself (no body schema). */
  update: endpoint(
    'PUT',
    '/api/auth/profile',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Edit display name, bio and avatar. multipart/form-data (display_name, bio, file `avatar`, remove_avatar=1) or JSON {display_name, bio, avatar_url} with the avatar as a data: URL. Images are checked by content (JPEG, PNG, WebP, max 5 MB), re-encoded and cropped to a 256 px square.',
        multipart: true,
        ok: updateProfileResponseSchema,
        errors: [400, 401],
      }),
  ),
  follow: endpoint(
    'POST',
    '/api/follow',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'Follow or unfollow a member: toggles, or sets when `follow` is given',
        body: followRequestSchema,
        ok: followResponseSchema,
        errors: [400, 401, 403, 404],
      }),
  ),
};
