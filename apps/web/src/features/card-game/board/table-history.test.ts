import type { CardLogEntry } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { lastTurns } from './table-history';

const ME = 7;
const BOT = 9;
const at = '2026-01-05T12:00:00.000Z';
const play = (n: number, turn: number, player: number, cardId: string): CardLogEntry => ({
  n,
  turn,
  player,
  type: 'play_card',
  cardId,
  at,
});
const end = (n: number, turn: number, player: number): CardLogEntry => ({ n, turn, player, type: 'end_turn', at });

// Turn 1 mine, turn 2 the bot's, turn 3 mine again.
const log = [
  play(1, 1, ME, 'impulse_buy'),
  end(2, 1, ME),
  play(3, 2, BOT, 'impulse_buy'),
  play(4, 2, BOT, 'loyalty_card'),
  end(5, 2, BOT),
];
const seats = { playerId: ME, playerAId: ME, playerBId: BOT };

describe("the table's last turn", () => {
  it("on my turn shows the opponent's cards of the turn just passed, and mine of the turn before", () => {
    expect(lastTurns(log, { ...seats, turn: ME, turnCount: 3 })).toEqual({
      mine: ['impulse_buy'],
      theirs: ['impulse_buy', 'loyalty_card'],
    });
  });

  it("on the opponent's turn shows my cards of the turn just passed, and theirs of the turn before", () => {
    const more = [...log, play(6, 3, ME, 'refund'), end(7, 3, ME)];
    expect(lastTurns(more, { ...seats, turn: BOT, turnCount: 4 })).toEqual({
      mine: ['refund'],
      theirs: ['impulse_buy', 'loyalty_card'],
    });
    // Seen from the bot's seat, the same log.
    expect(lastTurns(more, { playerId: BOT, playerAId: ME, playerBId: BOT, turn: BOT, turnCount: 4 })).toEqual({
      mine: ['impulse_buy', 'loyalty_card'],
      theirs: ['refund'],
    });
  });

  it('is empty at the start, and for a turn that ended without a card or by a timeout', () => {
    expect(lastTurns([], { ...seats, turn: ME, turnCount: 1 })).toEqual({ mine: [], theirs: [] });
    const timedOut: CardLogEntry[] = [{ n: 1, turn: 1, player: BOT, type: 'timeout', timeouts: 1, at }];
    expect(lastTurns(timedOut, { ...seats, turn: ME, turnCount: 2 })).toEqual({ mine: [], theirs: [] });
  });
});
