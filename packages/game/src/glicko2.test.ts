import { describe, expect, it } from 'vitest';
import { GLICKO2_START, glicko2Match, glicko2Update } from './glicko2.js';

describe('glicko2Update', () => {
  it("reproduces the worked example of Glickman's paper", () => {
    const after = glicko2Update({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds its intermediate values (mu' = -0.2069), so its 1464.06 is 1464.05 unrounded.
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 2);
    expect(after.volatility).toBeCloseTo(0.05999, 4);
  });

  it('only widens the deviation of a player who did not play', () => {
    const after = glicko2Update({ rating: 1500, rd: 200, volatility: 0.06 }, []);
    expect(after.rating).toBe(1500);
    expect(after.rd).toBeCloseTo(200.27, 2);
    expect(after.volatility).toBe(0.06);
  });

  it('moves two equal new players apart symmetrically, and a draw leaves them equal', () => {
    const [winner, loser] = glicko2Match(GLICKO2_START, GLICKO2_START, 1);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(loser.rating).toBeLessThan(1500);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rd).toBeLessThan(350);

    const [a, b] = glicko2Match(GLICKO2_START, GLICKO2_START, 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
    expect(a.rd).toBeLessThan(350);
  });

  it('pays an upset more than an expected win', () => {
    const strong = { rating: 1800, rd: 80, volatility: 0.06 };
    const weak = { rating: 1400, rd: 80, volatility: 0.06 };
    const [weakWins] = glicko2Match(weak, strong, 1);
    const [strongWins] = glicko2Match(strong, weak, 1);
    expect(weakWins.rating - weak.rating).toBeGreaterThan(strongWins.rating - strong.rating);
  });
});
