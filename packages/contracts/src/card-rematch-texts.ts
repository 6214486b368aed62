import type { CardMode } from './card-match.js';

/**
 * Every text of the Card Battle rematch (issue 22): the duel result's button and mode choice, the invitation the
 * other player sees, and the server's refusals. Zod-free, so the duel page loads no schema code for them.
 * 'Card Battle rematch' and 'Failed to create card match: {message}' are the community spec's.
 */
const MODE_NAME: Record<CardMode, string> = { blitz: 'Blitz', async: 'Async' };

export const CARD_REMATCH_TEXT = {
  button: 'Card Battle rematch',
  failed: (message: string) => `Failed to create card match: ${message}`,
  modeName: (mode: CardMode) => MODE_NAME[mode],
  /** The mode choice in the inviting dialog. */
  modeLegend: 'Game mode',
  modeHint: { blitz: '45 s turns, play now', async: '24 h turns, play any time' } as Record<CardMode, string>,
  send: 'Send invitation',
  cancel: 'Cancel',
  /** The inviter, waiting. */
  waiting: (name: string, mode: CardMode) => `Waiting for ${name} to accept (${MODE_NAME[mode]})…`,
  withdraw: 'Withdraw',
  /** What the other player sees. */
  invitation: (name: string, mode: CardMode) => `${name} wants a Card Battle rematch (${MODE_NAME[mode]})`,
  accept: 'Accept',
  decline: 'Decline',
  secondsLeft: (seconds: number) => `${seconds}s`,
  /** What the inviter sees when it did not happen. */
  declined: (name: string) => `${name} declined the rematch.`,
  expired: (name: string) => `${name} did not answer in time.`,
  /** The server's refusals. */
  errors: {
    noDuel: 'A Card Battle rematch needs a finished duel between the two players',
    notYours: 'This rematch invitation is not yours to answer',
    notFound: 'Rematch invitation not found',
    alreadyInvited: (name: string) => `${name} has already invited you: accept or decline their invitation`,
    duelHasRematch: 'This duel already has its Card Battle rematch',
    noInvitation: 'There is no open rematch invitation from this player',
    expired: 'This rematch invitation has expired',
    withdrawn: 'This rematch invitation was withdrawn',
    declined: 'This rematch invitation was declined',
    accepted: 'This rematch invitation was already accepted',
    blitzRunning: 'One of you is already playing a Blitz game',
    otherMode: (mode: CardMode) => `The invitation is for a ${MODE_NAME[mode]} game`,
  },
} as const;
