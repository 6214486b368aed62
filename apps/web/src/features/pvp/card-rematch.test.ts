import { CARD_REMATCH_TEXT, type RematchInvitation } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { incomingInvitation, invitationState, rematchOpponentId, secondsLeft } from './card-rematch';
import { testMatch } from '../../../test/pvp-match';

function invitation(overrides: Partial<RematchInvitation> = {}): RematchInvitation {
  return {
    id: 7,
    inviterId: 2,
    inviterName: 'bob',
    inviteeId: 1,
    inviteeName: 'alice',
    gameMode: 'blitz',
    status: 'open',
    matchId: null,
    expiresInMs: 60_000,
    ...overrides,
  };
}

describe('Card Battle rematch', () => {
  it('has the texts of the spec and of the invitation', () => {
    expect(CARD_REMATCH_TEXT.button).toBe('Card Battle rematch');
    expect(CARD_REMATCH_TEXT.failed('No duel')).toBe('Failed to create card match: No duel');
    expect(CARD_REMATCH_TEXT.invitation('bob', 'blitz')).toBe('bob wants a Card Battle rematch (Blitz)');
    expect(CARD_REMATCH_TEXT.invitation('bob', 'async')).toBe('bob wants a Card Battle rematch (Async)');
    expect(CARD_REMATCH_TEXT.declined('bob')).toBe('bob declined the rematch.');
  });

  it('invites the other player of the duel, whichever seat the member had', () => {
    const duel = testMatch({ player1_id: 1, player2_id: 2 });
    expect(rematchOpponentId(duel, 1)).toBe(2);
    expect(rematchOpponentId(duel, 2)).toBe(1);
    expect(rematchOpponentId(testMatch({ player2_id: null }), 1)).toBeNull();
  });

  it('offers only an open invitation from this opponent to this member', () => {
    expect(incomingInvitation([invitation()], 1, 2)?.id).toBe(7);
    // Sent by the member, from another opponent, or no longer open: nothing to accept.
    expect(incomingInvitation([invitation({ inviterId: 1, inviteeId: 2 })], 1, 2)).toBeNull();
    expect(incomingInvitation([invitation({ inviterId: 3 })], 1, 2)).toBeNull();
    expect(incomingInvitation([invitation({ status: 'declined' })], 1, 2)).toBeNull();
  });

  it('counts the seconds down and expires an open invitation at its local deadline', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
    expect(invitationState(invitation(), 60_000, 59_999)).toBe('open');
    expect(invitationState(invitation(), 60_000, 60_000)).toBe('expired');
    expect(invitationState(invitation({ status: 'accepted' }), 60_000, 90_000)).toBe('accepted');
  });
});
