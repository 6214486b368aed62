import { describe, expect, it } from 'vitest';
import { pairKey, settleGames, utcDay, type GameEnd } from './game-settlement.js';

/** A card match a (1) won against b (2) unless said otherwise: 20 for the win, 5 for the loss. */
function cardEnd(matchId: number, over: Partial<GameEnd> & { a?: number; b?: number } = {}): GameEnd {
  const a = over.a ?? 1;
  const b = over.b ?? 2;
  return {
    game: 'card',
    matchId,
    winnerId: a,
    loserMoves: 5,
    players: [
      { userId: a, reason: 'card_win', amount: 20 },
      { userId: b, reason: 'card_loss', amount: 5 },
    ],
    ...over,
  };
}

const nothingToday = { points: new Map<number, number>(), pairGames: new Map<string, number>() };

describe('settleGames', () => {
  it('pays a counted game in full and says who won', () => {
    const [s] = settleGames([cardEnd(1)], nothingToday);
    expect(s).toMatchObject({ game: 'card', matchId: 1, counted: true });
    expect(s?.players).toEqual([
      {
        userId: 1,
        opponentId: 2,
        result: 'win',
        reason: 'card_win',
        amount: 20,
        counted: true,
        points: 20,
        paid: true,
        unpaidReason: null,
      },
      {
        userId: 2,
        opponentId: 1,
        result: 'loss',
        reason: 'card_loss',
        amount: 5,
        counted: true,
        points: 5,
        paid: true,
        unpaidReason: null,
      },
    ]);
  });

  it('a loser with fewer than 2 moves aborts the game for both; a game from before the rules (null) is never aborted', () => {
    for (const loserMoves of [0, 1]) {
      const [s] = settleGames([cardEnd(1, { loserMoves })], nothingToday);
      expect(s?.counted).toBe(false);
      expect(s?.players.map((p) => [p.points, p.unpaidReason])).toEqual([
        [0, 'aborted'],
        [0, 'aborted'],
      ]);
    }
    expect(settleGames([cardEnd(1, { loserMoves: null })], nothingToday)[0]?.counted).toBe(true);
  });

  it('a tie names both as tied', () => {
    const [s] = settleGames([cardEnd(1, { winnerId: null })], nothingToday);
    expect(s?.players.map((p) => p.result)).toEqual(['tie', 'tie']);
  });

  it("within a batch, a pair's 4th counted game of the day is casual, in either seat order; aborted ones do not count", () => {
    const ends = [
      cardEnd(1),
      cardEnd(2, { loserMoves: 1 }),
      cardEnd(3, { a: 2, b: 1 }),
      cardEnd(4),
      cardEnd(5, { a: 2, b: 1 }),
      cardEnd(6, { a: 1, b: 3 }),
    ];
    const settled = settleGames(ends, nothingToday);
    expect(settled.map((s) => [s.matchId, s.counted, s.players[0].unpaidReason])).toEqual([
      [1, true, null],
      [2, false, 'aborted'],
      [3, true, null],
      [4, true, null],
      [5, false, 'casual'],
      [6, true, null],
    ]);
  });

  it('starts from what was settled earlier today, and counts per game', () => {
    const before = { points: new Map([[1, 90]]), pairGames: new Map([[pairKey('card', 2, 1), 3]]) };
    expect(settleGames([cardEnd(1)], before)[0]?.players[0].unpaidReason).toBe('casual');
    const duel = settleGames([{ ...cardEnd(1), game: 'duel' }], before)[0];
    expect(duel?.counted).toBe(true);
    // 90 + 20 crosses the cap: 10 paid, the loser's 5 in full.
    expect(duel?.players.map((p) => [p.points, p.paid, p.unpaidReason])).toEqual([
      [10, true, null],
      [5, true, null],
    ]);
  });

  it("carries each member's points through the batch: the cap stops one side, not the other", () => {
    const before = { points: new Map([[1, 85]]), pairGames: new Map<string, number>() };
    const settled = settleGames(
      [cardEnd(1, { a: 1, b: 2 }), cardEnd(2, { a: 1, b: 3 }), cardEnd(3, { a: 4, b: 1 })],
      before,
    );
    expect(settled.map((s) => s.players.map((p) => [p.userId, p.points, p.unpaidReason]))).toEqual([
      [
        [1, 15, null],
        [2, 5, null],
      ],
      [
        [1, 0, 'daily_cap'],
        [3, 5, null],
      ],
      [
        [4, 20, null],
        [1, 0, 'daily_cap'],
      ],
    ]);
    // Capped games still count.
    expect(settled.every((s) => s.counted)).toBe(true);
  });

  it('refuses a match with the same player twice', () => {
    expect(() => settleGames([cardEnd(1, { a: 1, b: 1 })], nothingToday)).toThrow();
  });
});

describe('utcDay', () => {
  it('is the UTC date, whatever the local time zone', () => {
    expect(utcDay(new Date('2026-11-20T23:59:59.999Z'))).toBe('2026-11-20');
    expect(utcDay(new Date('2026-11-21T00:00:00.000Z'))).toBe('2026-11-21');
    expect(utcDay(new Date('2026-11-21T00:30:00.000+01:00'))).toBe('2026-11-20');
  });
});
