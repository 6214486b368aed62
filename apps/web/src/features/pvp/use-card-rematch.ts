import { CARD_REMATCH_TEXT, href, type CardMode, type PvpMatch, type RematchInvitation } from '@dd/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRealtimeStatus } from '../../lib/realtime/use-realtime';
import {
  acceptInvitation,
  declineInvitation,
  fetchInvitation,
  fetchOpenInvitations,
  sendInvitation,
} from './card-rematch-api';
import { incomingInvitation, invitationState, rematchOpponentId, secondsLeft } from './card-rematch';
import { rematchKeys } from './query-keys';
import { useNow } from './use-now';

/** Invitations read while the result is shown: every 3 s (the spec's sync), with push up only as a safety net. */
const POLL_MS = { push: 15_000, poll: 3_000 } as const;

/** An invitation as the result shows it: its state by the local deadline, and the seconds left. */
export interface ShownInvitation {
  invitation: RematchInvitation;
  status: RematchInvitation['status'];
  seconds: number;
}

export interface CardRematch {
  /** The invitation this member sent the opponent (waiting, or what became of it). */
  sent: ShownInvitation | null;
  /** The opponent's open invitation to this member. */
  incoming: ShownInvitation | null;
  send: (mode: CardMode) => void;
  withdraw: () => void;
  accept: () => void;
  decline: () => void;
  /** A call is running. */
  busy: boolean;
  error: string | null;
}

function shown(invitation: RematchInvitation, receivedAt: number, now: number): ShownInvitation {
  const deadline = receivedAt + invitation.expiresInMs;
  return {
    invitation,
    status: invitationState(invitation, deadline, now),
    seconds: secondsLeft(deadline, now),
  };
}

/**
 * 'Card Battle rematch' on a finished duel as an invitation (issue 22): this member invites the opponent to a
 * card match of a mode; the opponent, still on their result, sees it (the card.rematch push reads the
 * invitations again; polling otherwise) and accepts or declines within the minute. Nobody is taken anywhere
 * before the accept: then the accepting player opens the new match, and the inviter follows when their read of
 * the invitation shows it accepted.
 */
export function useCardRematch(match: PvpMatch, meId: number): CardRematch {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pushUp = useRealtimeStatus() === 'open';
  const interval = pushUp ? POLL_MS.push : POLL_MS.poll;
  const opponentId = rematchOpponentId(match, meId);

  const open = useQuery({
    queryKey: rematchKeys.open,
    queryFn: ({ signal }) => fetchOpenInvitations(signal),
    refetchInterval: interval,
    staleTime: 0,
    retry: false,
    enabled: opponentId !== null,
  });
  // The member's own open invitation to this opponent (sent on this screen, or before a reload).
  const [sentId, setSentId] = useState<number | null>(null);
  const ownOpen = open.data?.invitations.find((i) => i.inviterId === meId && i.inviteeId === opponentId);
  const trackedId = sentId ?? ownOpen?.id ?? null;
  const sentQuery = useQuery({
    queryKey: rematchKeys.invitation(trackedId ?? 0),
    queryFn: ({ signal }) => fetchInvitation(trackedId ?? 0, signal),
    enabled: trackedId !== null,
    refetchInterval: (query) => (query.state.data?.invitation.status === 'open' ? interval : false),
    staleTime: 0,
    retry: false,
  });

  const incomingRaw = opponentId === null ? null : incomingInvitation(open.data?.invitations ?? [], meId, opponentId);
  const sentRaw = sentQuery.data?.invitation ?? null;
  const ticking = (incomingRaw?.status ?? sentRaw?.status) === 'open';
  const now = useNow(ticking, 1_000);

  const sent = sentRaw ? shown(sentRaw, sentQuery.dataUpdatedAt, now) : null;
  const incomingShown = incomingRaw ? shown(incomingRaw, open.dataUpdatedAt, now) : null;
  const incoming = incomingShown?.status === 'open' ? incomingShown : null;

  const onInvitation = (invitation: RematchInvitation) => {
    queryClient.setQueryData(rematchKeys.invitation(invitation.id), { invitation });
    setSentId(invitation.id);
  };
  const sendCall = useMutation({
    mutationFn: (mode: CardMode) => {
      if (opponentId === null) throw new Error('The duel has no second player');
      return sendInvitation(opponentId, mode);
    },
    onSuccess: ({ invitation }) => onInvitation(invitation),
  });
  const withdrawCall = useMutation({
    mutationFn: (id: number) => declineInvitation(id),
    onSuccess: ({ invitation }) => onInvitation(invitation),
  });
  const acceptCall = useMutation({
    mutationFn: (id: number) => acceptInvitation(id),
    onSuccess: ({ matchId }) => navigate(href('cardGame', { matchId })),
  });
  const declineCall = useMutation({
    mutationFn: (id: number) => declineInvitation(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rematchKeys.open }),
  });

  // The opponent accepted this member's invitation: both go to the new match.
  const acceptedMatch = sentRaw?.status === 'accepted' ? sentRaw.matchId : null;
  useEffect(() => {
    if (acceptedMatch !== null) void navigate(href('cardGame', { matchId: acceptedMatch }));
  }, [acceptedMatch, navigate]);

  const calls = [sendCall, withdrawCall, acceptCall, declineCall];
  const failed = calls.find((c) => c.error instanceof Error)?.error;
  return {
    sent,
    incoming,
    send: (mode) => sendCall.mutate(mode),
    withdraw: () => sent && withdrawCall.mutate(sent.invitation.id),
    accept: () => incoming && acceptCall.mutate(incoming.invitation.id),
    decline: () => incoming && declineCall.mutate(incoming.invitation.id),
    busy: calls.some((c) => c.isPending) || acceptCall.isSuccess,
    error: failed instanceof Error ? CARD_REMATCH_TEXT.failed(failed.message) : null,
  };
}
