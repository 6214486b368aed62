import { describe, expect, it } from 'vitest';
import { BalanceTally, FIRST_PLAYER_WIN_RATE, MAX_CARD_WIN_RATE } from './balance.js';
import { botAction } from './bot.js';
import { CARD_SET_VERSION, type CardSetVersion } from './card-set.js';
import { playGame, type PlayedGame } from './play.js';
import { A, B, match, testSeed } from '../../test/card-fixtures.js';

/** The first `games` bot-vs-bot games of `npm run simulate` (game n is dealt from testSeed(n)). */
function botGames(games: number, version: CardSetVersion = CARD_SET_VERSION): BalanceTally {
  const tally = new BalanceTally();
  for (let seed = 1; seed <= games; seed++) {
    const game = playGame(testSeed(seed), [botAction, botAction], undefined, version);
    expect(game.final.gameStatus).not.toBe('in_progress');
    tally.add(game);
  }
  return tally;
}

describe('card balance (issue 22)', () => {
  it('over 1,000 bot games: every game ends, no card wins more than 65 % of its plays, the first player 45-55 %', () => {
    const tally = botGames(1_000);
    expect(tally.games).toBe(1_000);
    expect(tally.failures()).toEqual([]);
    const rates = tally.rows().map((row) => row.winRate);
    expect(Math.max(...rates)).toBeLessThanOrEqual(MAX_CARD_WIN_RATE);
    expect(tally.firstPlayerWinRate).toBeGreaterThanOrEqual(FIRST_PLAYER_WIN_RATE.min);
    expect(tally.firstPlayerWinRate).toBeLessThanOrEqual(FIRST_PLAYER_WIN_RATE.max);
    // Every card of the set was played, so none passes for want of plays.
    for (const row of tally.rows()) expect(row.plays).toBeGreaterThan(200);
  }, 30_000);

  it("names a card above the bound and a first player's rate outside the range", () => {
    const game = (winner: number, firstPlayer: number, cards: string[]): PlayedGame => ({
      final: { ...match(), gameStatus: 'completed', winner, winReason: 'reached_10_buy_power' },
      firstPlayer,
      plays: cards.map((cardId) => ({ playerId: winner, cardId })),
    });
    const tally = new BalanceTally();
    // Bulk Order played 3 times, by the winner each time; the first player won 3 of 4.
    tally.add(game(A, A, ['bulk_order', 'impulse_buy']));
    tally.add(game(A, A, ['bulk_order']));
    tally.add(game(B, B, ['bulk_order']));
    tally.add({ ...game(B, A, []), plays: [{ playerId: A, cardId: 'impulse_buy' }] });
    expect(tally.rows().find((r) => r.id === 'bulk_order')).toMatchObject({ plays: 3, wins: 3, winRate: 1 });
    expect(tally.rows().find((r) => r.id === 'impulse_buy')).toMatchObject({ plays: 2, wins: 1, winRate: 0.5 });
    expect(tally.failures()).toEqual([
      'the first player wins 75.0 % of decided games, outside 45.0 %-55.0 %',
      'Bulk Order wins 100.0 % of its plays, above 65.0 %',
    ]);
  });

  it('catches the set as it was before (set 1) on the same games: Bulk Order above the bound', () => {
    const failures = botGames(1_000, 1).failures();
    expect(failures).toContainEqual(
      expect.stringMatching(/^Bulk Order wins [78]\d\.\d % of its plays, above 65\.0 %$/),
    );
  }, 30_000);
});
