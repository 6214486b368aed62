import { POINT_REASON_LABELS, POINT_REASONS, type PointReason, type PointsEntry } from '@dd/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Executor, PointsRepository } from './points.repository.js';

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
  constructor(private readonly deps: { repo: PointsRepository; clock: Clock }) {}

  /**
   * Pays `amount` unless this (user, reason, reference) was paid before; returns what was paid (0 for a
   * repeat). Pass the caller's transaction so the payment commits or rolls back with the action.
   */
  async award(award: Award, executor?: Executor): Promise<number> {
    const created = await this.deps.repo.insertOnce(
      { ...award, createdAt: this.deps.clock.now().toISOString() },
      executor,
    );
    return created ? award.amount : 0;
  }

  balance(userId: number): Promise<number> {
    return this.deps.repo.balance(userId);
  }

  async history(userId: number, limit: number): Promise<PointsEntry[]> {
    const rows = await this.deps.repo.recent(userId, limit);
    return rows
      .filter((r) => isReason(r.reason))
      .map((r) => {
        const reason = r.reason as PointReason;
        return { id: r.id, amount: r.amount, reason, label: POINT_REASON_LABELS[reason], created_at: r.created_at };
      });
  }
}
