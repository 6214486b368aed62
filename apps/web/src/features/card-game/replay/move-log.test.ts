import { describe, expect, it } from 'vitest';
import { cardName, moveText, nameOf } from './move-log';

const names = nameOf({ playerA: { id: 7, username: 'alice' }, playerB: { id: 9, username: 'bob' } });

describe('the move log', () => {
  it('says who did what, with the card named as the card set names it', () => {
    expect(moveText({ type: 'play_card', player: 7, cardId: 'impulse_buy' }, names)).toBe('alice played Impulse Buy');
    expect(moveText({ type: 'play_card', player: 9, cardId: 'the_butler' }, names)).toBe('bob played The Butler');
    expect(moveText({ type: 'end_turn', player: 9 }, names)).toBe('bob ended the turn');
    expect(moveText({ type: 'timeout', player: 9 }, names)).toBe('bob timed out');
    expect(moveText({ type: 'forfeit', player: 7 }, names)).toBe('alice forfeited');
  });

  it('shows an id the card set does not know as it is, and a player outside the match by number', () => {
    expect(cardName('golden_ticket')).toBe('golden_ticket');
    expect(moveText({ type: 'play_card', player: 3, cardId: 'refund' }, names)).toBe('#3 played Refund');
    expect(names(7)).toBe('alice');
  });
});
