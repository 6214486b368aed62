import { z } from 'zod';
import { CARD_GAME_MODES } from './card-match.js';
import { wireId } from './wire-numbers.js';

/**
 * Card Battle rematch invitations (issue 22): one player of a finished duel invites the other to a card match of
 * a mode; the match is created only when the other accepts, within REMATCH_INVITATION_SECONDS. Pushed to both
 * players' own topics as `card.rematch` (ids only); the calls below answer the rest.
 */

const id = z.number().int().positive();

/** How long an invitation stays open. */
export const REMATCH_INVITATION_SECONDS = 60;

export const REMATCH_INVITATION_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type RematchInvitationStatus = (typeof REMATCH_INVITATION_STATUSES)[number];

/** `POST /api/card/rematch-invitations`: invite the other player of your latest finished duel with them. */
export const createRematchInvitationRequestSchema = z.object({
  opponentId: wireId('opponentId'),
  /** Blitz unless asked otherwise. */
  gameMode: z.enum(CARD_GAME_MODES).default('blitz'),
});

export const rematchInvitationSchema = z.object({
  id,
  inviterId: id,
  inviterName: z.string(),
  inviteeId: id,
  inviteeName: z.string(),
  gameMode: z.enum(CARD_GAME_MODES),
  /** An open invitation past its time is answered as `expired`. */
  status: z.enum(REMATCH_INVITATION_STATUSES),
  /** The match, once accepted. */
  matchId: id.nullable(),
  /** Milliseconds left while open (counted from this answer, so the client's clock does not matter); 0 otherwise. */
  expiresInMs: z.number().int().nonnegative(),
});
export type RematchInvitation = z.infer<typeof rematchInvitationSchema>;

export const rematchInvitationResponseSchema = z.object({ invitation: rematchInvitationSchema });
export type RematchInvitationResponse = z.infer<typeof rematchInvitationResponseSchema>;

/** `GET /api/card/rematch-invitations`: the open invitations you sent or received. */
export const rematchInvitationsResponseSchema = z.object({ invitations: z.array(rematchInvitationSchema) });
export type RematchInvitationsResponse = z.infer<typeof rematchInvitationsResponseSchema>;
