import type {
  CardMode,
  CreateCardMatchResponse,
  RematchInvitationResponse,
  RematchInvitationsResponse,
} from '@dd/contracts';
import { api } from '../../lib/api-client';

/*
 * The Card Battle rematch invitation calls the duel's result needs (a feature does not import another one; the
 * card game's own pages know nothing of invitations).
 */

const BASE = '/api/card/rematch-invitations';

export const fetchOpenInvitations = (signal?: AbortSignal) =>
  api<RematchInvitationsResponse>(BASE, signal ? { signal } : {});

export const fetchInvitation = (id: number, signal?: AbortSignal) =>
  api<RematchInvitationResponse>(`${BASE}/${id}`, signal ? { signal } : {});

export const sendInvitation = (opponentId: number, gameMode: CardMode) =>
  api<RematchInvitationResponse>(BASE, { method: 'POST', body: { opponentId, gameMode } });

export const acceptInvitation = (id: number) =>
  api<CreateCardMatchResponse>(`${BASE}/${id}/accept`, { method: 'POST' });

/** The invitee declines, the inviter withdraws: one call, the server knows which. */
export const declineInvitation = (id: number) =>
  api<RematchInvitationResponse>(`${BASE}/${id}/decline`, { method: 'POST' });
