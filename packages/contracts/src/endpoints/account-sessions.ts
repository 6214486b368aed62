import { endpoint, memberWire } from '../endpoint.js';
import {
  accountSessionsResponseSchema,
  revokeOthersResponseSchema,
  sessionIdParamsSchema,
} from '../account-sessions.js';
import { successResponseSchema } from '../accounts.js';

const tags = ['account'];

export const accountSessionEndpoints = {
  list: endpoint(
    'GET',
    '/api/account/sessions',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Your live sessions, this one first, then the most recently used: public id, when each started and was last used, a coarse device label, and which is this request's. Never a token.",
        ok: accountSessionsResponseSchema,
        errors: [401],
      }),
  ),
  revoke: endpoint(
    'DELETE',
    '/api/account/sessions/:id',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'End one of your sessions by its id (this one too): its token stops working and its push sockets close with 4401 at once. 404 for an id that is not one of your live sessions.',
        params: sessionIdParamsSchema,
        ok: successResponseSchema,
        errors: [401, 404],
      }),
  ),
  revokeOthers: endpoint(
    'POST',
    '/api/account/sessions/revoke-others',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'End every session of yours but this one; their push sockets close with 4401 at once. Answers how many ended.',
        ok: revokeOthersResponseSchema,
        errors: [401],
      }),
  ),
};
