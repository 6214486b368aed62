import {
  TOPICS,
  CARD_QUEUE_STALE_MS,
  CARD_QUEUE_TEXT,
  MAX_ASYNC_CARD_GAMES,
  type CardQueueStatus,
  type JoinCardQueueResponse,
  type UserCardGame,
} from '@dd/contracts';
import type { Tx } from '../../db/dialect.js';
import { isoOffset } from '../../platform/clock.js';
import { conflict, forbidden } from '../../platform/errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { matchLink } from './card-match-notices.js';
import { stateOf } from './card-match-view.js';
import { CARD_PAIRING_LOCK, counted, mayStartGame } from './card-limits.js';
import type { CardMatchService, CardMatchServiceDeps } from './card-match.service.js';
import * as repo from './card-queue.repository.js';
import type { CardMode } from './card-queue.repository.js';
import type { LiveGameDeps } from '../live-game-deps.js';

/** Blocks are checked against the match service's own moderation. */
export interface CardQueueServiceDeps extends LiveGameDeps, Pick<CardMatchServiceDeps, 'moderation'> {
  /** Tells a member who waited in the async queue that it found them an opponent. */
  notifications: Pick<NotificationsService, 'notify'>;
  matches: Pick<CardMatchService, 'createQueuedMatch' | 'runningMatchesOf'>;
}

/** Waiting players looked at per pairing, longest waiting first. */
const PAIRING_CANDIDATES = 50;

/**
 * The card game's blitz and async queues. A member has at most one queue row (its key is the user id), so they
 * wait in one queue at a time; pairing decisions run one at a time (db.serialized: in memory in this instance, a lock across
 * instances) and create the match in the same transaction. The client repeats its join while waiting: a member
 * who has just been paired keeps an "unseen pairing" row that their next join answers once, then removes.
 */
export class CardQueueService {
  constructor(private readonly deps: CardQueueServiceDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  /** Waiting players seen since then are fresh. */
  private seenSinceIso(): string {
    return isoOffset(this.deps.clock.now(), -CARD_QUEUE_STALE_MS);
  }

  /**
   * `{ matchId }` for an unseen pairing of this mode (once) or, in blitz, the running blitz game; else pairs the
   * member with the longest-waiting player they may play, else queues them (`waiting`). A fourth async game is
   * refused.
   */
  async join(userId: number, mode: CardMode, bodyUserId?: number): Promise<JoinCardQueueResponse> {
    assertSelf(userId, bodyUserId);
    // Passed deadlines applied first, so a game a timeout ended counts no more.
    const running = counted(await this.deps.matches.runningMatchesOf(userId));
    if (mode === 'async' && running.filter((m) => m.mode === 'async').length >= MAX_ASYNC_CARD_GAMES) {
      // An unseen async pairing is still answered: that game is one of the three.
      const entry = await repo.entryOf(this.k, userId);
      if (entry?.match_id == null || entry.mode !== 'async') throw conflict(CARD_QUEUE_TEXT.maxAsyncGames);
    }
    return this.deps.db.serialized(CARD_PAIRING_LOCK, (tx) => this.pairOrQueue(tx, userId, mode));
  }

  private async pairOrQueue(tx: Tx, userId: number, mode: CardMode): Promise<JoinCardQueueResponse> {
    const nowIso = this.deps.clock.now().toISOString();
    const seenSinceIso = this.seenSinceIso();
    const entry = await repo.entryOf(tx.db, userId);
    if (entry?.match_id != null) {
      // The pairing is answered once; a join of the other mode drops it (the game stays in user-games).
      await repo.remove(tx.db, userId);
      if (entry.mode === mode) return { matchId: entry.match_id };
    }
    const running = counted(await repo.inProgressOf(tx.db, userId));
    const blitz = running.find((m) => m.mode === 'blitz');
    if (mode === 'blitz' && blitz) return { matchId: blitz.id };
    if (mode === 'async' && running.filter((m) => m.mode === 'async').length >= MAX_ASYNC_CARD_GAMES) {
      throw conflict(CARD_QUEUE_TEXT.maxAsyncGames);
    }
    await repo.deleteStale(tx.db, seenSinceIso);
    const candidates = await repo.waiting(tx.db, mode, userId, seenSinceIso, PAIRING_CANDIDATES);
    const ids = candidates.map((c) => c.user_id);
    const blocked = await this.deps.moderation.blockedEitherWay(userId, ids, tx);
    for (const otherId of ids) {
      if (blocked.has(otherId) || !(await this.mayStart(tx, otherId, mode))) continue;
      // The longest waiting is player A; the engine's coin flip decides who starts.
      const matchId = await this.deps.matches.createQueuedMatch(tx, mode, otherId, userId);
      // Under the queue lock the candidate still waits; should it not, the whole pairing rolls back.
      if (!(await repo.markPaired(tx.db, otherId, mode, matchId, nowIso))) throw conflict(CARD_QUEUE_TEXT.changed);
      await repo.remove(tx.db, userId);
      // The joiner has the match in this answer; the one who waited only learns it from their next join (a tab
      // in the background, a closed one) and is told here.
      if (mode === 'async') {
        await this.deps.notifications.notify(tx, {
          userId: otherId,
          kind: 'card.match_found',
          subjectId: matchId,
          actorId: userId,
          link: matchLink(matchId),
        });
      }
      this.announceAfter(tx);
      return { matchId };
    }
    // Still waiting in this queue: keep the place; otherwise (new, stale or the other queue) queue afresh.
    const fresh =
      entry?.match_id === null && entry.mode === mode && entry.last_seen_at >= seenSinceIso
        ? await repo.touch(tx.db, userId, nowIso)
        : false;
    if (!fresh) {
      await repo.enqueue(tx.db, userId, mode, nowIso);
      // A repeated join only keeps its place: the sizes change with a new place, not with each repeat.
      this.announceAfter(tx);
    }
    return { status: 'waiting' };
  }

  /** A waiting player whose limits have since been reached (a game started elsewhere) is passed over. */
  private async mayStart(tx: Tx, userId: number, mode: CardMode): Promise<boolean> {
    return mayStartGame(await repo.inProgressOf(tx.db, userId), mode);
  }

  /** Leaves whichever queue the member waits in (an unseen pairing goes too: its game stays in user-games). */
  async leave(userId: number, bodyUserId?: number): Promise<{ success: true; left: boolean }> {
    assertSelf(userId, bodyUserId);
    const removed = await this.deps.db.transaction(async (tx) => {
      const row = await repo.remove(tx.db, userId);
      if (row?.match_id === null) this.announceAfter(tx);
      return row;
    });
    return { success: true, left: removed?.match_id === null };
  }

  /** Fresh waiting counts of both queues; a member's call keeps their own waiting row fresh. */
  async status(userId: number | null, queryUserId?: number): Promise<CardQueueStatus> {
    if (queryUserId !== undefined) {
      if (userId === null) throw forbidden(CARD_QUEUE_TEXT.notYou);
      assertSelf(userId, queryUserId);
    }
    if (userId !== null) {
      const entry = await repo.entryOf(this.k, userId);
      // A stale row is not revived here: only a join puts a player back in the queue.
      if (entry?.match_id === null && entry.last_seen_at >= this.seenSinceIso()) {
        await this.deps.db.transaction((tx) => repo.touch(tx.db, userId, this.deps.clock.now().toISOString()));
      }
    }
    return this.sizes();
  }

  /** Both queues' fresh waiting counts. */
  private async sizes(): Promise<CardQueueStatus> {
    const seenSinceIso = this.seenSinceIso();
    const [blitzQueue, asyncQueue] = await Promise.all([
      repo.countWaiting(this.k, 'blitz', seenSinceIso),
      repo.countWaiting(this.k, 'async', seenSinceIso),
    ]);
    return { blitzQueue, asyncQueue };
  }

  /** Every lobby following `card-queue` hears the sizes as they are once this change committed. */
  private announceAfter(tx: Tx): void {
    tx.afterCommit(async () => {
      await this.deps.events.publish(TOPICS.cardQueue, { type: 'card.queue', ...(await this.sizes()) });
    });
  }

  /** The member's in-progress games, passed deadlines applied first. */
  async userGames(userId: number, queryUserId?: number): Promise<{ games: UserCardGame[] }> {
    assertSelf(userId, queryUserId);
    const rows = await this.deps.matches.runningMatchesOf(userId);
    const users = await this.deps.accounts.getUsers([...new Set(rows.flatMap((r) => [r.player_a_id, r.player_b_id]))]);
    return {
      games: rows.map((row) => ({
        id: row.id,
        game_mode: row.mode,
        player_a: row.player_a_id,
        player_b: row.player_b_id,
        player_a_username: users.get(row.player_a_id)?.username ?? '',
        player_b_username: users.get(row.player_b_id)?.username ?? '',
        current_turn: stateOf(row).currentTurn,
        turn_deadline: new Date(stateOf(row).turnDeadline).toISOString(),
        practice: row.practice === 1,
      })),
    };
  }
}

/** A userId sent beside the token must be the token's own. */
function assertSelf(userId: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== userId) throw forbidden(CARD_QUEUE_TEXT.notYou);
}
