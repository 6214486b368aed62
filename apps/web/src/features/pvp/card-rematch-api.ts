import { cardRematchEndpoints, type CardMode } from '@dd/contracts';
import { call } from '../../lib/api-client';

/*
 * The Card Battle rematch invitation calls the duel's result needs (a feature does not import another one; the
 * card game's own pages know nothing of invitations).
 */

export const fetchOpenInvitations = (signal?: AbortSignal) => call(cardRematchEndpoints.open, {}, { signal });

export const fetchInvitation = (id: number, signal?: AbortSignal) =>
  call(cardRematchEndpoints.invitation, { params: { id } }, { signal });

export const sendInvitation = (opponentId: number, gameMode: CardMode) =>
  call(cardRematchEndpoints.invite, { body: { opponentId, gameMode } });

export const acceptInvitation = (id: number) => call(cardRematchEndpoints.accept, { params: { id } });

/** The invitee declines, the inviter withdraws: one call, the server knows which. */
export const declineInvitation = (id: number) => call(cardRematchEndpoints.decline, { params: { id } });
