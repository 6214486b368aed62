import {
  POINT_REASON_LABELS,
  POINT_REASONS,
  type AccountDataPoints,
  type PointReason,
  type PointsEntry,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import type { Clock } from '../../platform/clock.js';
import * as ledger from './points.repository.js';

export interface Award {
  userId: number;
  reason: PointReason;
  /** What was rewarded (a product id, a thread id ...); each (user, reason, reference) pays once. */
  reference: string;
  amount: number;
}

const isReason = (r: string): r is PointReason => (POINT_REASONS as readonly string[]).includes(r);

/** The points ledger: append-only, every action pays at most once, the balance is the sum. */
export class PointsService {
  constructor(private readonly deps: { db: TransactionRunner; clock: Clock }) {}

  /** The balance and every ledger entry, as stored (the data export). */
  async exportFor(userId: number): Promise<AccountDataPoints> {
    const [balance, entries] = await Promise.all([
      ledger.balance(this.deps.db.kysely, userId),
      ledger.allOf(this.deps.db.kysely, userId),
    ]);
    return { balance, ledger: entries };
  }

  /**
   * Pays `amount` unless this (user, reason, reference) was paid before; returns what was paid (0 for a
   * repeat). Pass the caller's unit of work so the payment commits or rolls back with the action.
   */
  async award(award: Award, tx?: Tx): Promise<number> {
    const created = await ledger.insertOnce(tx?.db ?? this.deps.db.kysely, {
      ...award,
      createdAt: this.deps.clock.now().toISOString(),
    });
    return created ? award.amount : 0;
  }

  /** Several awards in one write (a match's end pays both players), each once, as `award`. */
  async awardAll(awards: readonly Award[], tx?: Tx): Promise<void> {
    const createdAt = this.deps.clock.now().toISOString();
    await ledger.insertAllOnce(
      tx?.db ?? this.deps.db.kysely,
      awards.map((award) => ({ ...award, createdAt })),
    );
  }

  balance(userId: number): Promise<number> {
    return ledger.balance(this.deps.db.kysely, userId);
  }

  async history(userId: number, limit: number): Promise<PointsEntry[]> {
    const rows = await ledger.recent(this.deps.db.kysely, userId, limit);
    return rows
      .filter((r) => isReason(r.reason))
      .map((r) => {
        const reason = r.reason as PointReason;
        return { id: r.id, amount: r.amount, reason, label: POINT_REASON_LABELS[reason], created_at: r.created_at };
      });
  }

  /** Account deletion: the member's ledger (and so the balance) goes, in the deletion's unit of work. */
  async forgetMember(userId: number, tx: Tx): Promise<void> {
    await ledger.deleteOf(tx.db, userId);
  }
}
