import type { Tx } from '../../db/dialect.js';
import type { AccountsService } from '../accounts/accounts.service.js';

/**
 * Locks two members' rows for the rest of `tx`, the lower id first so that two transactions locking the
 * same pair never wait on each other in a cycle. Follows and blocks between two members take this lock, so
 * a follow and a block (or two toggles) run one after the other on PostgreSQL; SQLite's transactions
 * (BEGIN IMMEDIATE) are one at a time already.
 */
export async function lockPair(
  accounts: Pick<AccountsService, 'lockMember'>,
  a: number,
  b: number,
  tx: Tx,
): Promise<void> {
  for (const id of [Math.min(a, b), Math.max(a, b)]) await accounts.lockMember(id, tx);
}
