import type { ExpressionBuilder, Selectable } from 'kysely';
import type { AccountTokensTable, Database } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

/** Queries on account_tokens (owned by accounts); each runs on the executor it is given. */

export type TokenPurpose = AccountTokensTable['purpose'];
export type AccountTokenRow = Selectable<AccountTokensTable>;

export async function insertToken(
  ex: Executor,
  token: {
    purpose: TokenPurpose;
    tokenHash: string;
    userId: number;
    newEmail: string | null;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await ex
    .insertInto('account_tokens')
    .values({
      purpose: token.purpose,
      token_hash: token.tokenHash,
      user_id: token.userId,
      new_email: token.newEmail,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Links of this purpose made for the member since `sinceIso`, used or not (the per-account mail cap). */
export async function countSince(ex: Executor, userId: number, purpose: TokenPurpose, sinceIso: string) {
  const row = await ex
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the member's open links of this purpose used: a newer link, or a new password, voids them. */
export async function voidOpen(ex: Executor, userId: number, purpose: TokenPurpose, nowIso: string): Promise<void> {
  await ex
    .updateTable('account_tokens')
    .set({ used_at: nowIso })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Deletes every link of the member's, used or not (account deletion: a link must not revive the tombstone). */
export async function deleteAllOf(ex: Executor, userId: number): Promise<void> {
  await ex.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
}

/** The link with this hash and purpose while it may still be used: not used, voided or expired. */
function isLive(tokenHash: string, purpose: TokenPurpose, nowIso: string) {
  return (eb: ExpressionBuilder<Database, 'account_tokens'>) =>
    eb.and([
      eb('token_hash', '=', tokenHash),
      eb('purpose', '=', purpose),
      eb('used_at', 'is', null),
      eb('expires_at', '>', nowIso),
    ]);
}

/** A link that may still be used (not used, voided or expired), without spending it. */
export function findLive(
  ex: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
  nowIso: string,
): Promise<AccountTokenRow | undefined> {
  return ex
    .selectFrom('account_tokens')
    .selectAll()
    .where(isLive(tokenHash, purpose, nowIso))
    .executeTakeFirst();
}

/**
 * Spends a link: one conditional update, so of two requests racing with the same link only one gets the row;
 * undefined for an unknown, used, voided or expired one.
 */
export function consume(
  ex: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
  nowIso: string,
): Promise<AccountTokenRow | undefined> {
  return ex
    .updateTable('account_tokens')
    .set({ used_at: nowIso })
    .where(isLive(tokenHash, purpose, nowIso))
    .returningAll()
    .executeTakeFirst();
}
