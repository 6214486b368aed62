import type { CardMatchState } from '@dd/game';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import type { FairPlayService } from '../fair-play/fair-play.service.js';
import { cardGameEnd } from './card-game-end.js';
import * as log from './card-match-actions.repository.js';
import * as repo from './card-match.repository.js';
import type { CardMatchRow } from './card-match.repository.js';
import type { MatchChange } from './card-match-notices.js';
import { dueStep, entryOf, isOver, stateWrite, type Step } from './card-match-step.js';

const SWEEP_BATCH = 100;
/** Batches one PostgreSQL sweep runs at once (the pool has 20 connections; requests keep the rest). */
const SWEEP_WORKERS = 8;

export interface CardMatchSweeperDeps {
  db: TransactionRunner;
  clock: Clock;
  /** Settles (and pays) the matches a batch ended. */
  fairPlay: Pick<FairPlayService, 'settle'>;
  /** Pushes a written change once `tx` commits (the match service's push). */
  publish: (tx: Tx, row: CardMatchRow, state: CardMatchState) => void;
  /** Tells the players what the written changes mean for them, in `tx` (the match service's notifications). */
  tell: (tx: Tx, changes: readonly MatchChange[]) => Promise<void>;
  /** Counts a written step in the metrics; called once `tx` committed. */
  counted?: (row: CardMatchRow, step: Step) => void;
  /** Where a match whose deadline could not be applied is reported. */
  log?: { warn(obj: unknown, msg: string): void } | undefined;
}

/**
 * Applies passed deadlines (timeouts, and the practice bot's due steps) to in-progress matches, so they happen
 * with nobody online. Matches are claimed a batch at a time and written in that batch's one transaction (one
 * commit per batch: the commit, not the work, is what a match costs); claimed rows are skipped by other
 * instances' sweepers and every write checks the version read, so nothing is applied twice. On PostgreSQL a
 * few batches run at once on the pool.
 */
export class CardMatchSweeper {
  constructor(private readonly deps: CardMatchSweeperDeps) {}

  async sweep(signal?: AbortSignal): Promise<{ timedOut: number }> {
    const workers = this.deps.db.engine === 'postgres' ? SWEEP_WORKERS : 1;
    const counts = await Promise.all(Array.from({ length: workers }, () => this.sweepBatches(signal)));
    return { timedOut: counts.reduce((sum, n) => sum + n, 0) };
  }

  private async sweepBatches(signal?: AbortSignal): Promise<number> {
    let timedOut = 0;
    while (!signal?.aborted) {
      const nowIso = this.deps.clock.now().toISOString();
      const { claimed, applied } = await this.deps.db.transaction(async (tx) => {
        const rows = await repo.claimDue(tx, nowIso, SWEEP_BATCH);
        const saved = await this.writeBatch(tx, rows);
        return { claimed: rows.length, applied: saved };
      });
      timedOut += applied;
      // A short batch was the last; a batch where nothing applied would only come back again.
      if (claimed < SWEEP_BATCH || applied === 0) break;
    }
    return timedOut;
  }

  /** Writes the due steps of a claimed batch in `tx`; how many were written. */
  private async writeBatch(tx: Tx, rows: CardMatchRow[]): Promise<number> {
    const changes: { row: CardMatchRow; step: Step }[] = [];
    for (const row of rows) {
      try {
        const step = dueStep(row, this.deps.clock.now().getTime());
        if (step) changes.push({ row, step });
      } catch (err) {
        // One match the engine cannot read must not hold up the others in its batch.
        this.deps.log?.warn({ err, matchId: row.id }, 'card match deadline could not be applied');
      }
    }
    // The batch is claimed: one statement writes it (each row still at the version read), one logs it.
    const saved = await repo.writeStates(
      tx.db,
      changes.map(({ row, step }) => ({ id: row.id, version: row.version, ...stateWrite(row, step) })),
    );
    const stepOf = new Map(changes.map((c) => [c.row.id, c.step]));
    await log.logActions(
      tx.db,
      saved.map((row) => ({ matchId: row.id, n: row.version - 1, ...entryOf(stepOf.get(row.id) as Step) })),
    );
    const nextOf = new Map(changes.map((c) => [c.row.id, c.step.next]));
    const ended = saved.filter((row) => row.practice === 0 && isOver(nextOf.get(row.id) as CardMatchState));
    await this.deps.fairPlay.settle(
      tx,
      ended.map((row) => cardGameEnd(row, nextOf.get(row.id) as CardMatchState)),
    );
    const beforeOf = new Map(changes.map((c) => [c.row.id, c.row]));
    for (const row of saved) {
      const { counted } = this.deps;
      if (counted) tx.afterCommit(() => counted(row, stepOf.get(row.id) as Step));
      this.deps.publish(tx, row, nextOf.get(row.id) as CardMatchState);
    }
    await this.deps.tell(
      tx,
      saved.map((row) => ({
        row,
        before: beforeOf.get(row.id) as CardMatchRow,
        next: nextOf.get(row.id) as CardMatchState,
      })),
    );
    return saved.length;
  }
}
