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
   * result, or not at all); a player's first duel starts from GLICKO2_START. Answers both new ratings.
   */
  async recordDuel(outcome: DuelOutcome, tx: Tx): Promise<{ winner: Glicko2Rating; loser: Glicko2Rating }> {
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
    const [winner, loser] = glicko2Match(current(winnerId), current(loserId), 1);
    await repo.saveRating(tx.db, winnerId, winner, nowIso);
    await repo.saveRating(tx.db, loserId, loser, nowIso);
    return { winner, loser };
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
