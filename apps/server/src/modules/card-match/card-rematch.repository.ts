import type { Selectable } from 'kysely';
import type { CardRematchInvitationsTable } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

/** card_rematch_invitations; each query runs on the executor it is given. */

export type InvitationRow = Selectable<CardRematchInvitationsTable>;
export type ClosedStatus = Exclude<InvitationRow['status'], 'open' | 'accepted'>;

export interface NewInvitation {
  duelId: number;
  inviterId: number;
  inviteeId: number;
  mode: 'blitz' | 'async';
  nowIso: string;
  expiresIso: string;
}

export function findInvitation(ex: Executor, id: number): Promise<InvitationRow | undefined> {
  return ex.selectFrom('card_rematch_invitations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The pair's open invitation (whoever sent it), past its time or not; undefined when there is none. */
export function openOfPair(ex: Executor, a: number, b: number): Promise<InvitationRow | undefined> {
  return ex
    .selectFrom('card_rematch_invitations')
    .selectAll()
    .where('low_id', '=', Math.min(a, b))
    .where('high_id', '=', Math.max(a, b))
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** The latest invitation `inviterId` sent `inviteeId` for the duel, whatever became of it. */
export function latestFor(
  ex: Executor,
  duelId: number,
  inviterId: number,
  inviteeId: number,
): Promise<InvitationRow | undefined> {
  return ex
    .selectFrom('card_rematch_invitations')
    .selectAll()
    .where('duel_id', '=', duelId)
    .where('inviter_id', '=', inviterId)
    .where('invitee_id', '=', inviteeId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The member's open invitations, sent or received, not yet past their time. */
export function openOf(ex: Executor, userId: number, nowIso: string): Promise<InvitationRow[]> {
  return ex
    .selectFrom('card_rematch_invitations')
    .selectAll()
    .where('status', '=', 'open')
    .where('expires_at', '>', nowIso)
    .where((eb) => eb.or([eb('invitee_id', '=', userId), eb('inviter_id', '=', userId)]))
    .orderBy('id')
    .execute();
}

/** Marks the pair's open invitation expired when its time has passed (so a new one may be sent). */
export async function expirePair(ex: Executor, a: number, b: number, nowIso: string): Promise<void> {
  await ex
    .updateTable('card_rematch_invitations')
    .set({ status: 'expired', updated_at: nowIso })
    .where('low_id', '=', Math.min(a, b))
    .where('high_id', '=', Math.max(a, b))
    .where('status', '=', 'open')
    .where('expires_at', '<=', nowIso)
    .execute();
}

/** Inserts an open invitation; undefined when the pair already has one (the partial unique index). */
export function insertInvitation(ex: Executor, inv: NewInvitation): Promise<InvitationRow | undefined> {
  return ex
    .insertInto('card_rematch_invitations')
    .values({
      duel_id: inv.duelId,
      inviter_id: inv.inviterId,
      invitee_id: inv.inviteeId,
      low_id: Math.min(inv.inviterId, inv.inviteeId),
      high_id: Math.max(inv.inviterId, inv.inviteeId),
      mode: inv.mode,
      status: 'open',
      match_id: null,
      created_at: inv.nowIso,
      expires_at: inv.expiresIso,
      updated_at: inv.nowIso,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * Closes an invitation that is still open and within its time; undefined (nothing written) when it was not: an
 * accept, decline, withdraw or its time got there first.
 */
export function closeOpen(
  ex: Executor,
  id: number,
  nowIso: string,
  to: { status: ClosedStatus | 'accepted'; matchId?: number },
): Promise<InvitationRow | undefined> {
  return ex
    .updateTable('card_rematch_invitations')
    .set({ status: to.status, match_id: to.matchId ?? null, updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('expires_at', '>', nowIso)
    .returningAll()
    .executeTakeFirst();
}
