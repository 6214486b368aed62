/**
 * Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2012): one rating period's update for one
 * player from the games they played in it. Pure arithmetic; the duel runs one period per match.
 */
export interface Glicko2Rating {
  rating: number;
  rd: number;
  volatility: number;
}

export interface Glicko2Game {
  opponent: Glicko2Rating;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export const GLICKO2_START: Glicko2Rating = { rating: 1500, rd: 350, volatility: 0.06 };
export const GLICKO2_TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

export function glicko2Update(player: Glicko2Rating, games: readonly Glicko2Game[], tau = GLICKO2_TAU): Glicko2Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  // Step 6 alone: a player who did not play only grows less certain.
  if (games.length === 0) {
    return { rating: player.rating, rd: Math.sqrt(phi * phi + sigma * sigma) * SCALE, volatility: sigma };
  }
  const opponents = games.map((game) => ({
    mu: (game.opponent.rating - 1500) / SCALE,
    phi: game.opponent.rd / SCALE,
    score: game.score,
  }));
  let vInverse = 0;
  let deltaSum = 0;
  for (const o of opponents) {
    const e = expected(mu, o.mu, o.phi);
    vInverse += g(o.phi) ** 2 * e * (1 - e);
    deltaSum += g(o.phi) * (o.score - e);
  }
  const v = 1 / vInverse;
  const delta = v * deltaSum;
  const newSigma = newVolatility(phi, sigma, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * deltaSum;
  return { rating: newMu * SCALE + 1500, rd: newPhi * SCALE, volatility: newSigma };
}

/** Step 5: the Illinois algorithm for the new volatility. */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA = fA / 2;
    }
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** Both players' ratings after one game between them (score is the first player's: 1, 0.5 or 0). */
export function glicko2Match(
  a: Glicko2Rating,
  b: Glicko2Rating,
  scoreA: number,
  tau = GLICKO2_TAU,
): [Glicko2Rating, Glicko2Rating] {
  return [
    glicko2Update(a, [{ opponent: b, score: scoreA }], tau),
    glicko2Update(b, [{ opponent: a, score: 1 - scoreA }], tau),
  ];
}
