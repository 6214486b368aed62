import { isProvisionalRating } from '@dd/contracts';
import { GLICKO2_START, glicko2Match, type Glicko2Rating } from '@dd/game';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import * as repo from './duel-ratings.repository.js';

export interface DuelOutcome {
  winnerId: number;
  loserId: number;
}

/** One player's rating before and after a duel, as shown: rounded, with whether each was provisional. */
export interface RatingChange {
  before: number;
  after: number;
  provisionalBefore: boolean;
  provisionalAfter: boolean;
}

const changeOf = (before: Glicko2Rating, after: Glicko2Rating): RatingChange => ({
  before: Math.round(before.rating),
  after: Math.round(after.rating),
  provisionalBefore: isProvisionalRating(before.rd),
  provisionalAfter: isProvisionalRating(after.rd),
});

export interface RatedPlayer {
  user_id: number;
  rating: number;
  /** The deviation is still high (FAIR_PLAY.provisionalRd): shown with a '?'. */
  provisional: boolean;
}

/** Glicko-2 duel ratings (start 1500 / RD 350 / volatility 0.06): one rating period per finished duel. */
export class DuelRatingsService {
  constructor(private readonly deps: { db: TransactionRunner; clock: Clock }) {}

  /**
   * Rates one finished duel for both players in the caller's unit of work (so the rating commits with the
   * result, or not at all); a player's first duel starts from GLICKO2_START. Answers both new ratings and each
   * player's change as the result screen shows it.
   */
  async recordDuel(
    outcome: DuelOutcome,
    tx: Tx,
  ): Promise<{ winner: Glicko2Rating; loser: Glicko2Rating; changes: Map<number, RatingChange> }> {
    const { winnerId, loserId } = outcome;
    if (winnerId === loserId) throw new Error('A duel needs two players');
    const nowIso = this.deps.clock.now().toISOString();
    await repo.ensureRatings(tx.db, [winnerId, loserId], GLICKO2_START, nowIso);
    const rows = new Map((await repo.lockRatings(tx, [winnerId, loserId])).map((r) => [r.user_id, r]));
    const current = (id: number): Glicko2Rating => {
      const row = rows.get(id);
      if (!row) throw new Error(`No rating row for user ${id}`);
      return { rating: Number(row.rating), rd: Number(row.rd), volatility: Number(row.volatility) };
    };
    const [winnerBefore, loserBefore] = [current(winnerId), current(loserId)];
    const [winner, loser] = glicko2Match(winnerBefore, loserBefore, 1);
    await repo.saveRating(tx.db, winnerId, winner, nowIso);
    await repo.saveRating(tx.db, loserId, loser, nowIso);
    const changes = new Map([
      [winnerId, changeOf(winnerBefore, winner)],
      [loserId, changeOf(loserBefore, loser)],
    ]);
    return { winner, loser, changes };
  }

  /** The best `limit` players who have played, best first, with their rating rounded. */
  async rankings(limit: number): Promise<RatedPlayer[]> {
    const rows = await repo.topRatings(this.deps.db.kysely, limit);
    return rows.map((r) => ({
      user_id: r.user_id,
      rating: Math.round(Number(r.rating)),
      provisional: isProvisionalRating(Number(r.rd)),
    }));
  }
}
