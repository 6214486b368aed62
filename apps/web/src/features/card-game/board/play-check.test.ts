import type { CardMatchStateResponse, CardPlayerState, ErrorCode } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { greyedReason, playCheck, playRefusal, playView } from './play-check';
import { testMatchState, testSeat } from '../../../../test/card-match-state';

/** The board's legality check (the engine's `playBlockReason`) and its switch on refusal codes (issue 23). */

const CARD_NOT_AVAILABLE = 'Card not available - please wait for the game to sync and try again.';
const NOT_ENOUGH_ENERGY = 'Not enough energy to play this card';
const NOT_YOUR_TURN = "It's not your turn";
const ANOTHER_PLAYING = 'Please wait - another card is being played';
const FAILED = 'Failed to play card';

/** Player 7 (seat B) on turn, holding these cards; card set 2 (Bulk Order costs 2, Flash Sale 1). */
const holding = (me: Partial<CardPlayerState>, over: Partial<CardMatchStateResponse> = {}) =>
  testMatchState({ playerB: testSeat({ hand: ['impulse_buy', 'bulk_order', 'flash_sale'], ...me }), ...over });

describe('playView', () => {
  it("is the engine's view of the asking player's state", () => {
    const state = holding({ energy: 2 });
    expect(playView(state)).toEqual({
      gameStatus: 'in_progress',
      currentTurn: 'player_b',
      you: 'player_b',
      turnDeadline: Date.parse('2026-11-26T12:00:45.000Z'),
      cardSet: 2,
      playerA: state.playerA,
      playerB: state.playerB,
    });
    expect(playView(testMatchState({ playerId: 5 })).you).toBe('player_a');
    expect(playView(testMatchState({ cardSet: 1 })).cardSet).toBe(1);
    // A set newer than this bundle: read as the current one.
    expect(playView(testMatchState({ cardSet: 99 })).cardSet).toBe(2);
  });
});

describe('greyedReason', () => {
  it("greys a card on the table or dearer than the energy left, with the spec's words, whoever is on turn", () => {
    const me = testSeat({ hand: ['impulse_buy', 'bulk_order'], playedCards: ['impulse_buy'], energy: 1 });
    expect(greyedReason(me, 'impulse_buy', 2)).toBe('Played card');
    expect(greyedReason(me, 'bulk_order', 2)).toBe('Not enough energy');
    expect(greyedReason({ ...me, nextCardFree: true }, 'bulk_order', 2)).toBeNull();
    expect(greyedReason({ ...me, energy: 2 }, 'bulk_order', 2)).toBeNull();
  });

  it("reads the cost in the match's own set, and leaves a card it does not know alone", () => {
    const me = testSeat({ hand: ['flash_sale', 'golden_ticket'], energy: 1 });
    expect(greyedReason(me, 'flash_sale', 2)).toBeNull();
    expect(greyedReason(me, 'flash_sale', 1)).toBe('Not enough energy');
    expect(greyedReason(me, 'golden_ticket', 2)).toBeNull();
  });
});

describe('playCheck', () => {
  /** Player 7 holding the cards while the opponent is on turn. */
  const offTurn = holding({}, { currentTurn: 'player_a', turn: 5 });

  it.each<[string, CardMatchStateResponse, string, boolean, ReturnType<typeof playCheck>]>([
    ['a playable card is sent', holding({}), 'impulse_buy', false, 'send'],
    ['the match is over: nothing happens', holding({}, { gameStatus: 'completed' }), 'impulse_buy', false, 'ignore'],
    ["the opponent's turn", offTurn, 'impulse_buy', false, { alert: NOT_YOUR_TURN }],
    ['a card no longer in the hand', holding({}), 'chargeback', false, { alert: CARD_NOT_AVAILABLE }],
    ['a card dearer than the energy left', holding({ energy: 1 }), 'bulk_order', false, { alert: NOT_ENOUGH_ENERGY }],
    ['a copy on the table already', holding({ playedCards: ['impulse_buy'] }), 'impulse_buy', false, { alert: FAILED }],
    ['another card in flight', holding({}), 'impulse_buy', true, { alert: ANOTHER_PLAYING }],
    // The turn and the hand are answered before the lock, what the card lacks after it.
    ['off turn while another card flies', offTurn, 'impulse_buy', true, { alert: NOT_YOUR_TURN }],
    ['not in the hand while another card flies', holding({}), 'chargeback', true, { alert: CARD_NOT_AVAILABLE }],
    ['too dear while another card flies', holding({ energy: 1 }), 'bulk_order', true, { alert: ANOTHER_PLAYING }],
    // The server's clock decides the deadline.
    [
      'past the deadline by this clock',
      holding({}, { turnDeadline: '2000-01-01T00:00:00.000Z' }),
      'impulse_buy',
      false,
      'send',
    ],
  ])('%s', (_, state, cardId, anotherPlaying, expected) => {
    expect(playCheck(state, cardId, anotherPlaying)).toEqual(expected);
  });
});

describe('playRefusal', () => {
  const refused = (status: number, code: ErrorCode, message = 'whatever the server said') =>
    playRefusal(new ApiError(status, message, true, code));

  it("switches on the answer's code: the spec's alert, and a re-read when the hand was behind", () => {
    expect(refused(409, 'card_not_in_hand')).toEqual({ alert: CARD_NOT_AVAILABLE, resync: true });
    expect(refused(400, 'not_enough_energy')).toEqual({ alert: NOT_ENOUGH_ENERGY, resync: false });
    expect(refused(409, 'not_your_turn')).toEqual({ alert: NOT_YOUR_TURN, resync: false });
    for (const code of ['card_already_played', 'turn_time_over', 'game_over', 'stale_version', 'conflict'] as const) {
      expect(refused(409, code), code).toEqual({ alert: FAILED, resync: false });
    }
  });

  it('reads the code, not the message', () => {
    expect(refused(409, 'conflict', 'Card not in hand')).toEqual({ alert: FAILED, resync: false });
    expect(refused(409, 'card_not_in_hand', 'Karte nicht auf der Hand')).toEqual({
      alert: CARD_NOT_AVAILABLE,
      resync: true,
    });
  });

  it('a failure without an answer is the default alert', () => {
    expect(playRefusal(new ApiError(0, 'Network error', false))).toEqual({ alert: FAILED, resync: false });
    expect(playRefusal(new ApiError(502, 'Request failed (502)', false))).toEqual({ alert: FAILED, resync: false });
    expect(playRefusal(new Error('boom'))).toEqual({ alert: FAILED, resync: false });
  });
});
