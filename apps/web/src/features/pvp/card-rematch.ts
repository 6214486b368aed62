import type { PvpMatch, RematchInvitation } from '@dd/contracts';

/** The finished duel's opponent, whom a Card Battle rematch invites; null while the duel has no second player. */
export function rematchOpponentId(match: PvpMatch, meId: number): number | null {
  if (match.player2_id === null) return null;
  return match.player1_id === meId ? match.player2_id : match.player1_id;
}

/** The open invitation the opponent sent this member, if any (the one the result offers to accept). */
export function incomingInvitation(
  invitations: readonly RematchInvitation[],
  meId: number,
  opponentId: number,
): RematchInvitation | null {
  return invitations.find((i) => i.status === 'open' && i.inviteeId === meId && i.inviterId === opponentId) ?? null;
}

/** Whole seconds left until `deadlineMs`, never below 0 (the count shown beside an invitation). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * An invitation as its screen treats it: open ones past their local deadline (counted from the answer that
 * brought them, so the device clock does not matter) are expired without waiting for the server to say so.
 */
export function invitationState(
  invitation: RematchInvitation,
  deadlineMs: number,
  nowMs: number,
): RematchInvitation['status'] {
  return invitation.status === 'open' && nowMs >= deadlineMs ? 'expired' : invitation.status;
}
