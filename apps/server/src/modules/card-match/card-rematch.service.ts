import {
  CARD_MATCH_TEXT,
  CARD_REMATCH_TEXT,
  REMATCH_INVITATION_SECONDS,
  TOPICS,
  type CardMode,
  type RematchInvitation,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import { badRequest, conflict, forbidden, notFound, staleVersion } from '../../platform/errors.js';
import { CARD_PAIRING_LOCK } from './card-limits.js';
import { CARD_MATCH_ERROR, limitText, type CardMatchService, type CardMatchServiceDeps } from './card-match.service.js';
import * as repo from './card-rematch.repository.js';
import type { InvitationRow } from './card-rematch.repository.js';
import type { LiveGameDeps } from '../live-game-deps.js';

/** The finished duels and blocks are read as the match service reads them. */
export interface CardRematchServiceDeps extends LiveGameDeps, Pick<CardMatchServiceDeps, 'pvp' | 'moderation'> {
  matches: Pick<CardMatchService, 'rematchOfDuel' | 'mayStart' | 'startRematch'>;
}

const ERR = CARD_REMATCH_TEXT.errors;

/** Why an invitation that is not open (or past its time) cannot be answered. */
function refusalOf(row: InvitationRow, nowIso: string) {
  if (row.status === 'accepted') return conflict(ERR.accepted);
  if (row.status === 'declined') return conflict(ERR.declined);
  if (row.status === 'withdrawn') return conflict(ERR.withdrawn);
  if (row.status === 'expired' || row.expires_at <= nowIso) return conflict(ERR.expired);
  return null;
}

/**
 * Card Battle rematch invitations (issue 22): a player of a finished duel invites the other to a card match of a
 * mode; the match is created only on Accept, within REMATCH_INVITATION_SECONDS, under the queue's pairing lock
 * and its limits. Every change is pushed after commit as `card.rematch` to both players' own topics; the time
 * running out is not pushed (both clients count it down from `expiresInMs`).
 */
export class CardRematchService {
  constructor(private readonly deps: CardRematchServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  private nowIso(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * Invites the other player of the caller's latest finished duel with them. Refused when there is no such duel
   * (409), the duel already has its rematch (409), either has blocked the other (403), either is at the limit of
   * the mode (409), or the other player has already invited the caller (409: answer theirs). Sending again while
   * the caller's invitation is open answers that one.
   */
  async invite(userId: number, body: { opponentId: number; gameMode: CardMode }): Promise<RematchInvitation> {
    const { opponentId, gameMode } = body;
    if (opponentId === userId) throw badRequest(CARD_MATCH_ERROR.samePlayers);
    const duelId = await this.deps.pvp.finishedDuelBetween(userId, opponentId);
    if (duelId === null) throw conflict(ERR.noDuel);
    if (await this.deps.matches.rematchOfDuel(duelId)) throw conflict(ERR.duelHasRematch);
    if ((await this.deps.moderation.blockedEitherWay(userId, [opponentId])).size > 0) {
      throw forbidden(CARD_MATCH_TEXT.rematchBlocked);
    }
    for (const playerId of [userId, opponentId]) {
      if (!(await this.deps.matches.mayStart(playerId, gameMode))) throw conflict(limitText(gameMode));
    }
    const now = this.deps.clock.now();
    const nowIso = now.toISOString();
    // A pair's invitation past its time gives way to a new one.
    await repo.expirePair(this.k, userId, opponentId, nowIso);
    const inserted = await this.deps.db.transaction(async (tx) => {
      const row = await repo.insertInvitation(tx.db, {
        duelId,
        inviterId: userId,
        inviteeId: opponentId,
        mode: gameMode,
        nowIso,
        expiresIso: new Date(now.getTime() + REMATCH_INVITATION_SECONDS * 1000).toISOString(),
      });
      if (row) this.publish(tx, row);
      return row;
    });
    if (inserted) return this.view(inserted);
    // The pair's one open invitation (the partial unique key) is already there.
    const open = await repo.openOfPair(this.k, userId, opponentId);
    if (!open) throw staleVersion(CARD_MATCH_ERROR.changed);
    if (open.inviter_id === userId) return this.view(open);
    const names = await this.names([open.inviter_id]);
    throw conflict(ERR.alreadyInvited(names.get(open.inviter_id) ?? ''));
  }

  /** The open invitations the member sent or received. */
  async openInvitations(userId: number): Promise<RematchInvitation[]> {
    const rows = await repo.openOf(this.k, userId, this.nowIso());
    const names = await this.names(rows.flatMap((r) => [r.inviter_id, r.invitee_id]));
    return rows.map((r) => this.viewWith(r, names));
  }

  /** One invitation, for either of its two players (404 for anyone else). */
  async invitation(userId: number, id: number | null): Promise<RematchInvitation> {
    return this.view(await this.ownRow(userId, id));
  }

  /** The invitee accepts: the match is created (or, for a second accept, answered); 409 when it is not open. */
  async accept(userId: number, id: number | null): Promise<{ matchId: number }> {
    const row = await this.ownRow(userId, id);
    if (row.invitee_id !== userId) throw forbidden(ERR.notYours);
    return this.acceptRow(row);
  }

  /** The invitee declines, or the inviter withdraws; 409 when it is no longer open. */
  async close(userId: number, id: number | null): Promise<RematchInvitation> {
    const row = await this.ownRow(userId, id);
    const invitationId = row.id;
    const as = row.invitee_id === userId ? 'declined' : 'withdrawn';
    const nowIso = this.nowIso();
    const closed = await this.deps.db.transaction(async (tx) => {
      const updated = await repo.closeOpen(tx.db, invitationId, nowIso, { status: as });
      if (updated) this.publish(tx, updated);
      return updated;
    });
    if (closed) return this.view(closed);
    const current = await repo.findInvitation(this.k, invitationId);
    throw (current && refusalOf(current, nowIso)) ?? staleVersion(CARD_MATCH_ERROR.changed);
  }

  /**
   * The spec's `POST /api/card/create-match`: the duel's rematch when it exists (either player, either order);
   * otherwise it accepts the other player's invitation to the caller for that duel, which must be of `gameMode`.
   * 409 when there is none, or it expired, was withdrawn or declined.
   */
  async createMatch(
    userId: number,
    body: { playerAId: number; playerBId: number; gameMode: CardMode },
  ): Promise<{ matchId: number }> {
    const { playerAId, playerBId, gameMode } = body;
    if (playerAId === playerBId) throw badRequest(CARD_MATCH_ERROR.samePlayers);
    if (userId !== playerAId && userId !== playerBId) throw forbidden(CARD_MATCH_ERROR.notInRematch);
    const duelId = await this.deps.pvp.finishedDuelBetween(playerAId, playerBId);
    if (duelId === null) throw conflict(ERR.noDuel);
    const existing = await this.deps.matches.rematchOfDuel(duelId);
    if (existing) return existing;
    const other = userId === playerAId ? playerBId : playerAId;
    const invitation = await repo.latestFor(this.k, duelId, other, userId);
    if (!invitation) throw conflict(ERR.noInvitation);
    if (invitation.status === 'open' && invitation.mode !== gameMode) throw conflict(ERR.otherMode(invitation.mode));
    return this.acceptRow(invitation);
  }

  /**
   * Creates the match of an open invitation and marks it accepted, in one transaction under the pairing lock:
   * racing accepts are taken one at a time, and the later ones answer the same match. The match is rolled back
   * when the invitation closed meanwhile (declined, withdrawn, or its time ran out).
   */
  private async acceptRow(row: InvitationRow): Promise<{ matchId: number }> {
    if (row.status === 'accepted' && row.match_id !== null) return { matchId: row.match_id };
    const early = refusalOf(row, this.nowIso());
    if (early) throw early;
    // Outside the lock, as the queue does: passed deadlines applied, so a game a timeout ended counts no more.
    for (const playerId of [row.inviter_id, row.invitee_id]) await this.deps.matches.mayStart(playerId, row.mode);
    return this.deps.db.serialized(CARD_PAIRING_LOCK, async (tx) => {
      const nowIso = this.nowIso();
      const current = await repo.findInvitation(tx.db, row.id);
      if (!current) throw notFound(ERR.notFound);
      if (current.status === 'accepted' && current.match_id !== null) return { matchId: current.match_id };
      const refused = refusalOf(current, nowIso);
      if (refused) throw refused;
      const match = await this.deps.matches.startRematch(tx, {
        duelId: current.duel_id,
        mode: current.mode,
        playerAId: current.inviter_id,
        playerBId: current.invitee_id,
      });
      const accepted = await repo.closeOpen(tx.db, current.id, nowIso, { status: 'accepted', matchId: match.id });
      if (!accepted) throw conflict(ERR.expired);
      this.publish(tx, accepted);
      return { matchId: match.id };
    });
  }

  /**
   * The invitation when the member is one of its two players; 404 otherwise (nobody else learns it exists), and
   * for a path id that cannot be one (null).
   */
  private async ownRow(userId: number, id: number | null): Promise<InvitationRow> {
    const row = id === null ? undefined : await repo.findInvitation(this.k, id);
    if (!row || (row.inviter_id !== userId && row.invitee_id !== userId)) throw notFound(ERR.notFound);
    return row;
  }

  private async names(ids: readonly number[]): Promise<Map<number, string>> {
    const users = await this.deps.accounts.getUsers(ids);
    return new Map([...users].map(([id, u]) => [id, u.display_name ?? u.username]));
  }

  private async view(row: InvitationRow): Promise<RematchInvitation> {
    return this.viewWith(row, await this.names([row.inviter_id, row.invitee_id]));
  }

  private viewWith(row: InvitationRow, names: ReadonlyMap<number, string>): RematchInvitation {
    const now = this.deps.clock.now().getTime();
    const left = Date.parse(row.expires_at) - now;
    const open = row.status === 'open' && left > 0;
    return {
      id: row.id,
      inviterId: row.inviter_id,
      inviterName: names.get(row.inviter_id) ?? '',
      inviteeId: row.invitee_id,
      inviteeName: names.get(row.invitee_id) ?? '',
      gameMode: row.mode,
      status: row.status === 'open' && !open ? 'expired' : row.status,
      matchId: row.match_id,
      expiresInMs: open ? left : 0,
    };
  }

  /** Both players' own topics hear of every change, once it committed. */
  private publish(tx: Tx, row: InvitationRow): void {
    tx.afterCommit(() =>
      this.deps.events.publish([TOPICS.user(row.inviter_id), TOPICS.user(row.invitee_id)], {
        type: 'card.rematch',
        invitationId: row.id,
      }),
    );
  }
}
