import { endpoint, memberWire } from '../endpoint.js';
import { createCardMatchRequestSchema, createCardMatchResponseSchema } from '../card-match.js';
import {
  createRematchInvitationRequestSchema,
  REMATCH_INVITATION_SECONDS,
  rematchInvitationResponseSchema,
  rematchInvitationsResponseSchema,
} from '../card-rematch.js';
import { idParamsSchema } from '../params.js';

const tags = ['card game'];

/** Card Battle rematches of a finished duel: the spec's create-match and the invitations (issue 22). */
export const cardRematchEndpoints = {
  createMatch: endpoint(
    'POST',
    '/api/card/create-match',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Card Battle rematch (the spec's call): the match of the two players' latest finished duel if it exists (either player, any order), otherwise the caller accepts the other player's open invitation for that duel, which must be of gameMode (async when absent). 403 when you are not one of them or either has blocked the other; 409 when there is no finished duel, no invitation, it expired, was withdrawn or declined, or 'Max 3 Async Games'",
        body: createCardMatchRequestSchema,
        ok: createCardMatchResponseSchema,
        errors: [400, 401, 403, 409, 429],
      }),
  ),
  invite: endpoint(
    'POST',
    '/api/card/rematch-invitations',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: `Invite the other player of your latest finished duel with them to a card match (Blitz unless gameMode says async); open for ${REMATCH_INVITATION_SECONDS} s, pushed to them as card.rematch. Sending again while yours is open answers it. 403 when either has blocked the other; 409 with no finished duel, when the duel already has its rematch, when either is at the mode's limit, or when they have already invited you`,
        body: createRematchInvitationRequestSchema,
        ok: rematchInvitationResponseSchema,
        errors: [400, 401, 403, 409, 429],
      }),
  ),
  open: endpoint(
    'GET',
    '/api/card/rematch-invitations',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'The open rematch invitations you sent or received',
        ok: rematchInvitationsResponseSchema,
        errors: [401],
      }),
  ),
  invitation: endpoint(
    'GET',
    '/api/card/rematch-invitations/:id',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary: 'A rematch invitation you sent or received, whatever became of it (the match id once accepted)',
        params: idParamsSchema,
        ok: rematchInvitationResponseSchema,
        errors: [400, 401, 404],
      }),
  ),
  accept: endpoint(
    'POST',
    '/api/card/rematch-invitations/:id/accept',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          "Accept a rematch invitation sent to you: the match is created (a second accept answers the same one). 403 for the inviter; 409 when it expired, was withdrawn or declined, either has blocked the other, or 'Max 3 Async Games'",
        params: idParamsSchema,
        ok: createCardMatchResponseSchema,
        errors: [400, 401, 403, 404, 409, 429],
      }),
  ),
  decline: endpoint(
    'POST',
    '/api/card/rematch-invitations/:id/decline',
    __DD_WIRE_SCHEMAS__ &&
      memberWire(tags, {
        summary:
          'Say no to a rematch invitation: the invitee declines it, the inviter withdraws it. 409 when it is no longer open',
        params: idParamsSchema,
        ok: rematchInvitationResponseSchema,
        errors: [400, 401, 404, 409, 429],
      }),
  ),
};
