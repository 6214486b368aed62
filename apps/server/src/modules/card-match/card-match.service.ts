import {
  CARD_MATCH_TEXT,
  CARD_TURN_ENDING_WARNING_MS,
  CARD_QUEUE_STALE_MS,
  CARD_QUEUE_TEXT,
  CARD_REMATCH_TEXT,
  TOPICS,
  type AccountDataCardGame,
  type CardMatchStateResponse,
  type CardMatchVersion,
  type CardMode,
} from '@dd/contracts';
import {
  applyLoggedAction,
  initialState,
  STARTER_DECK,
  type CardAction,
  type CardMatchState,
  type GameSeed,
} from '@dd/game';
import type { Tx } from '../../db/dialect.js';
import { conflict, forbidden, notFound, staleVersion } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { FairPlayService } from '../fair-play/fair-play.service.js';
import type { ModerationService } from '../moderation/moderation.service.js';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service.js';
import type { PvpService } from '../pvp/pvp.service.js';
import { cardGameEnd } from './card-game-end.js';
import { engineRefusal } from './card-engine-refusal.js';
import { stateOf, toCardMatchState } from './card-match-view.js';
import * as repo from './card-match.repository.js';
import * as log from './card-match-actions.repository.js';
import * as queue from './card-queue.repository.js';
import { inProgressOf } from './card-queue.repository.js';
import * as rematches from './card-rematch.repository.js';
import { CARD_PAIRING_LOCK, mayStartGame } from './card-limits.js';
import type { CardMatchRow } from './card-match.repository.js';
import { CardMatchSweeper } from './card-match-sweeper.js';
import {
  isNoticed,
  noticeInput,
  noticesOf,
  tellsAnyone,
  turnEndingNotice,
  SETTLED_KINDS,
  type MatchChange,
} from './card-match-notices.js';
import {
  countStep,
  deadlineOf,
  dueStep,
  entryOf,
  isOver,
  playerOnTurn,
  stateWrite,
  type Step,
} from './card-match-step.js';
import { isBotTurn, PracticeBot } from './card-practice-bot.js';
import { UsernameCache } from './card-usernames.js';
import { newGameSeed } from '../../platform/game-seed.js';
import { MATCH_ERROR, SETTLE_ATTEMPTS, type MatchPlayDeps } from '../live-game-deps.js';

export { BOT_STEP_MS } from './card-practice-bot.js';

/** Where a player's deck comes from when a match starts (the decks module; the starter deck without it). */
export interface DeckSource {
  activeDeck(userId: number, tx?: Tx): Promise<readonly string[]>;
}

export interface CardMatchServiceDeps extends MatchPlayDeps {
  accounts: Pick<AccountsService, 'getUsers' | 'systemMember'>;
  /** Settles each finished match (aborted, casual, the daily cap) and pays it. */
  fairPlay: Pick<FairPlayService, 'settle' | 'outcomeOf'>;
  pvp: Pick<PvpService, 'finishedDuelBetween'>;
  moderation: Pick<ModerationService, 'blockedEitherWay'>;
  /** Tells the players of an async match what happened while they were away, in the unit of work of the change. */
  notifications: Pick<NotificationsService, 'notify' | 'notifyAll' | 'dismissAll'>;
  decks?: DeckSource | undefined;
  /** Where a failed background bot move is reported. */
  log?: { warn(obj: unknown, msg: string): void } | undefined;
}

export const CARD_MATCH_ERROR = {
  ...MATCH_ERROR,
  notYou: 'You can only act as yourself',
  notInRematch: 'You can only create a card match you play in',
  samePlayers: 'A card match needs two different players',
} as const;

/** Due steps (a timeout, the practice bot's move) applied before a deleted member's forfeit, at most. */
const MAX_STEPS_BEFORE_FORFEIT = 10;
/** Async turns whose players one run of the turn-ending job warns in one transaction. */
const WARN_BATCH = 100;

/** The queue's refusal for a member at the limit of a mode. */
export const limitText = (mode: CardMode): string =>
  mode === 'async' ? CARD_QUEUE_TEXT.maxAsyncGames : CARD_REMATCH_TEXT.errors.blitzRunning;

/**
 * Card game matches: creation ("Card Battle rematch" of a finished duel), moves, forfeits and timeouts. The
 * engine decides everything with the server's clock; a match is written with `WHERE version = ?` (a lost race
 * is a 409 that changed nothing), rewards are paid in the transaction that ends it, and every change is pushed
 * after commit as `card.match` to both players' own topics.
 */
export class CardMatchService {
  private readonly bot: PracticeBot;
  private readonly sweeper: CardMatchSweeper;
  private readonly usernames: UsernameCache;

  constructor(private readonly deps: CardMatchServiceDeps) {
    this.bot = new PracticeBot({
      accounts: deps.accounts,
      applyDue: (matchId) => this.settledMatch(matchId),
      log: deps.log,
    });
    this.sweeper = new CardMatchSweeper({
      db: deps.db,
      clock: deps.clock,
      fairPlay: deps.fairPlay,
      publish: (tx, row, state) => this.publish(tx, row, state),
      tell: (tx, changes) => this.tell(tx, changes),
      counted: (row, step) => this.counted(row, step),
      log: deps.log,
    });
    this.usernames = new UsernameCache(deps.accounts);
  }

  /**
   * The card games the member played (the data export): opponent, mode, result and dates only. The stored state
   * is read for the winner of a finished game; nothing of it leaves (hands, deck order, the seed).
   */
  async exportFor(userId: number): Promise<AccountDataCardGame[]> {
    const rows = await repo.allOf(this.k, userId);
    const users = await this.deps.accounts.getUsers(rows.flatMap((r) => [r.player_a_id, r.player_b_id]));
    return rows.map((row) => {
      const opponentId = row.player_a_id === userId ? row.player_b_id : row.player_a_id;
      const over = row.status !== 'in_progress';
      const state = over ? stateOf(row) : null;
      return {
        id: row.id,
        opponent: { id: opponentId, username: users.get(opponentId)?.username ?? '' },
        mode: row.mode,
        practice: row.practice === 1,
        status: row.status,
        result: state === null ? null : state.winner === null ? 'tie' : state.winner === userId ? 'win' : 'loss',
        win_reason: state?.winReason ?? null,
        started_at: row.created_at,
        ended_at: over ? row.updated_at : null,
      };
    });
  }

  /** Stops the bot's pending moves of this instance (the app is closing; another instance or a restart takes over). */
  close(): void {
    this.bot.close();
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  private newSeed(): GameSeed {
    return (this.deps.seeds ?? newGameSeed)();
  }

  /** The card match of the duel (its Card Battle rematch), if one was created. */
  async rematchOfDuel(duelId: number): Promise<{ matchId: number } | null> {
    const row = await repo.findByDuel(this.k, duelId);
    return row ? { matchId: row.id } : null;
  }

  /**
   * Whether `playerId` may start a new game of `mode` now (one blitz at a time, three async; practice aside);
   * passed deadlines applied first, so a game a timeout ended counts no more. Outside any lock: a first answer
   * that `startRematch` checks again under the lock.
   */
  async mayStart(playerId: number, mode: CardMode): Promise<boolean> {
    return mayStartGame(await this.runningMatchesOf(playerId), mode);
  }

  /**
   * Creates the duel's Card Battle rematch in `tx`, which holds CARD_PAIRING_LOCK (an accepted invitation), so
   * the limits checked here still hold at commit: refused (403) when either player has blocked the other, with
   * the queue's 'Max 3 Async Games' (or one blitz at a time) when either is at the limit. The duel's match when it
   * already has one. Player A (who goes first) is the inviter.
   */
  async startRematch(
    tx: Tx,
    rematch: { duelId: number; mode: CardMode; playerAId: number; playerBId: number },
  ): Promise<CardMatchRow> {
    const { duelId, mode, playerAId, playerBId } = rematch;
    const created = await repo.findByDuel(tx.db, duelId);
    if (created) return created;
    if ((await this.deps.moderation.blockedEitherWay(playerAId, [playerBId], tx)).size > 0) {
      throw forbidden(CARD_MATCH_TEXT.rematchBlocked);
    }
    for (const playerId of [playerAId, playerBId]) {
      if (!mayStartGame(await inProgressOf(tx.db, playerId), mode)) throw conflict(limitText(mode));
    }
    return this.insertMembersMatch(tx, mode, playerAId, playerBId, duelId);
  }

  /**
   * A practice match against the bot (player B; no points): the member's running practice of the mode, or a new
   * one. The database's partial unique index keeps two racing starts to one match.
   */
  async startPractice(userId: number, mode: CardMode): Promise<{ matchId: number }> {
    const running = await repo.runningPractice(this.k, userId, mode);
    if (running && (await this.settle(running)).status === 'in_progress') return { matchId: running.id };
    const botId = await this.bot.id();
    const row = await this.deps.db.transaction(async (tx) => {
      const decks = [await this.deckOf(userId, tx), STARTER_DECK] as const;
      const now = this.now();
      const state = initialState(this.newSeed(), [userId, botId], decks, mode, now.getTime());
      const inserted = await repo.insertMatch(tx.db, {
        mode,
        playerAId: userId,
        playerBId: botId,
        state: JSON.stringify(state),
        deadlineIso: deadlineOf(true, state, now.getTime()).toISOString(),
        duelId: null,
        nowIso: now.toISOString(),
        decks,
        practice: true,
      });
      if (inserted) {
        this.publish(tx, inserted, state);
        this.started(tx, inserted);
      }
      return inserted;
    });
    const match = row ?? (await repo.runningPractice(this.k, userId, mode));
    if (!match) throw staleVersion(CARD_MATCH_ERROR.changed);
    return { matchId: match.id };
  }

  /** A match of two queued players (the queue's pairing), created in the pairing's transaction; its id. */
  async createQueuedMatch(tx: Tx, mode: 'blitz' | 'async', playerAId: number, playerBId: number): Promise<number> {
    return (await this.insertMembersMatch(tx, mode, playerAId, playerBId, null)).id;
  }

  /**
   * Deals a match between two members with their active decks, stores it and tells both, in the caller's
   * transaction (a rematch's or a queue pairing's).
   */
  private async insertMembersMatch(
    tx: Tx,
    mode: CardMode,
    playerAId: number,
    playerBId: number,
    duelId: number | null,
  ): Promise<CardMatchRow> {
    const decks = await Promise.all([this.deckOf(playerAId, tx), this.deckOf(playerBId, tx)]);
    const now = this.now();
    const state = initialState(this.newSeed(), [playerAId, playerBId], decks, mode, now.getTime());
    const inserted = await repo.insertMatch(tx.db, {
      mode,
      playerAId,
      playerBId,
      state: JSON.stringify(state),
      deadlineIso: new Date(state.turnDeadline).toISOString(),
      duelId,
      nowIso: now.toISOString(),
      decks,
    });
    // A rematch's duel key refused a second match (the lock makes that a safety net); without a duel it cannot.
    if (!inserted) throw staleVersion(CARD_MATCH_ERROR.changed);
    this.publish(tx, inserted, state);
    this.started(tx, inserted);
    await this.tell(tx, [{ row: inserted, before: null, next: state }]);
    return inserted;
  }

  /** The member's in-progress matches, passed deadlines applied first (a match a timeout ended is left out). */
  async runningMatchesOf(userId: number): Promise<CardMatchRow[]> {
    const running: CardMatchRow[] = [];
    for (const row of await inProgressOf(this.k, userId)) {
      const settled = await this.settle(row);
      if (settled.status === 'in_progress') running.push(settled);
    }
    return running;
  }

  /** A match as stored, a passed deadline applied first (whoever asks: for the public replay); undefined if none. */
  async settledMatch(matchId: number): Promise<CardMatchRow | undefined> {
    const row = await repo.findMatch(this.k, matchId);
    return row && this.settle(row);
  }

  /** A match the member plays in, a passed deadline applied first; 404 for anyone else. */
  async playerMatch(userId: number, matchId: number): Promise<CardMatchRow> {
    return this.settle(await this.matchOfPlayer(userId, matchId, userId));
  }

  /** The match as the player sees it, a passed deadline applied first. */
  async matchState(userId: number, matchId: number, playerId: number): Promise<CardMatchStateResponse> {
    const row = await this.settle(await this.matchOfPlayer(userId, matchId, playerId));
    return this.view(row, userId);
  }

  /**
   * How far the match is (its version, whose turn), a passed deadline applied first as for a read of the state:
   * what a waiting board checks every few seconds. Only the two players get it (404 for anyone else).
   */
  async matchVersion(userId: number, matchId: number | null): Promise<CardMatchVersion> {
    // A path id that cannot be a row's answers as a match that does not exist.
    if (matchId === null) throw notFound(CARD_MATCH_ERROR.matchNotFound);
    const row = await this.settle(await this.matchOfPlayer(userId, matchId, userId));
    const state = stateOf(row);
    return {
      matchId: row.id,
      version: row.version,
      turn: playerOnTurn(state),
      turnCount: state.turnCount,
      gameStatus: state.gameStatus,
    };
  }

  async playCard(userId: number, body: { matchId: number; playerId: number; cardId: string }) {
    return this.act(userId, body.matchId, body.playerId, { type: 'play_card', playerId: userId, cardId: body.cardId });
  }

  /** The client's `isTimeout` decides nothing: before the deadline this is an ordinary end of turn. */
  async endTurn(userId: number, body: { matchId: number; playerId: number; isTimeout?: boolean | undefined }) {
    return this.act(userId, body.matchId, body.playerId, {
      type: 'end_turn',
      playerId: userId,
      ...(body.isTimeout === undefined ? {} : { isTimeout: body.isTimeout }),
    });
  }

  async forfeit(userId: number, body: { matchId: number; playerId: number }) {
    return this.act(userId, body.matchId, body.playerId, { type: 'forfeit', playerId: userId });
  }

  /** Applies passed deadlines to in-progress matches, so they happen with nobody online (the sweeper's job). */
  async sweep(signal?: AbortSignal): Promise<{ timedOut: number }> {
    return this.sweeper.sweep(signal);
  }

  /**
   * Warns each player on turn in an async match between members whose turn deadline is at most
   * CARD_TURN_ENDING_WARNING_MS away (`card.turn_ending`), once per turn: the match's `warned_deadline` is set to
   * the deadline in the warning's transaction, on rows claimed so that another instance's run skips them and
   * finds them warned. A turn already past its deadline is the sweeper's. Answers how many were warned.
   */
  async warnTurnsEnding(signal?: AbortSignal): Promise<{ warned: number }> {
    let warned = 0;
    while (!signal?.aborted) {
      const now = this.now();
      const count = await this.deps.db.transaction(async (tx) => {
        const rows = await repo.claimTurnsEnding(tx, now, CARD_TURN_ENDING_WARNING_MS, WARN_BATCH);
        const ids = rows.map((r) => r.id);
        const marked = await repo.markWarned(tx.db, ids);
        await this.deps.notifications.notifyAll(
          tx,
          marked.map((row) => noticeInput(row.id, turnEndingNotice(row, stateOf(row)))),
        );
        return { claimed: rows.length, marked: marked.length };
      });
      warned += count.marked;
      if (count.claimed < WARN_BATCH || count.marked === 0) break;
    }
    return { warned };
  }

  /* ---------- Inside ---------- */

  private async act(
    userId: number,
    matchId: number,
    playerId: number,
    action: CardAction,
  ): Promise<CardMatchStateResponse> {
    const row = await this.settle(await this.matchOfPlayer(userId, matchId, playerId));
    const at = this.now().getTime();
    const result = applyLoggedAction(stateOf(row), action, at);
    if (!result.ok) {
      if (result.error === 'not_a_player') throw notFound(CARD_MATCH_ERROR.matchNotFound);
      throw engineRefusal(result.error, result.message);
    }
    const saved = await this.save(row, { next: result.state, action, at });
    if (!saved) throw staleVersion(CARD_MATCH_ERROR.changed);
    return this.view(saved, userId);
  }

  /**
   * Writes a move with its log entry. On PostgreSQL one that pays and tells nobody is one statement (update and
   * log in one CTE), atomic on its own: a transaction would only add two round trips to every move. On SQLite, for
   * a move that ends a paying match (written with the rewards) and for one a player is notified of (an async
   * turn passed on), it is a transaction.
   */
  private async save(row: CardMatchRow, step: Step): Promise<CardMatchRow | undefined> {
    const { next } = step;
    const pays = isOver(next) && row.practice === 0;
    const tells = isNoticed(row) && tellsAnyone(noticesOf(row, stateOf(row), next));
    if (pays || tells || this.deps.db.engine === 'sqlite') {
      return this.deps.db.transaction((tx) => this.write(tx, row, step));
    }
    const saved = await log.writeStateLogged(
      this.k,
      this.deps.db.engine,
      row.id,
      row.version,
      stateWrite(row, step),
      entryOf(step),
    );
    if (saved) {
      this.counted(saved, step);
      // The move is stored: a failed push must not turn it into an error (clients re-sync on their own).
      await this.announce(saved, next).catch((err: unknown) =>
        this.deps.log?.warn({ err, matchId: saved.id }, 'card match push failed'),
      );
    }
    return saved;
  }

  /** The ids are the token's own; a member outside the match learns nothing of it (404, as for no match). */
  private async matchOfPlayer(userId: number, matchId: number, playerId: number): Promise<CardMatchRow> {
    if (playerId !== userId) throw forbidden(CARD_MATCH_ERROR.notYou);
    const row = await repo.findMatch(this.k, matchId);
    if (!row || (row.player_a_id !== userId && row.player_b_id !== userId)) {
      throw notFound(CARD_MATCH_ERROR.matchNotFound);
    }
    return row;
  }

  /** A passed deadline applied; answers the match as it now is (re-read when another change came first). */
  private async settle(row: CardMatchRow): Promise<CardMatchRow> {
    let current = row;
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS && this.isDue(current); attempt++) {
      const applied = await this.deps.db.transaction((tx) => this.applyDeadline(tx, current));
      current = applied ?? (await repo.findMatch(this.k, current.id)) ?? current;
    }
    return current;
  }

  private isDue(row: CardMatchRow): boolean {
    return row.status === 'in_progress' && row.turn_deadline !== null && row.turn_deadline <= this.now().toISOString();
  }

  /** Writes the timeout of the player on turn; undefined when nothing was due or another change came first. */
  private async applyDeadline(tx: Tx, row: CardMatchRow): Promise<CardMatchRow | undefined> {
    const step = dueStep(row, this.now().getTime());
    return step ? this.write(tx, row, step) : undefined;
  }

  /**
   * Writes `next` at the version read and, when it ends the match, pays both players in the same transaction
   * (only one write can end a match; the ledger's (user, reason, match) key backs that up). Undefined when
   * someone else changed the match first; the change is pushed once committed.
   */
  private async write(tx: Tx, row: CardMatchRow, step: Step): Promise<CardMatchRow | undefined> {
    const { next } = step;
    const saved = await log.writeStateLogged(
      tx.db,
      tx.engine,
      row.id,
      row.version,
      stateWrite(row, step),
      entryOf(step),
    );
    if (!saved) return undefined;
    tx.afterCommit(() => this.counted(saved, step));
    if (isOver(next) && saved.practice === 0) await this.deps.fairPlay.settle(tx, [cardGameEnd(saved, next)]);
    this.publish(tx, saved, next);
    await this.tell(tx, [{ row: saved, before: row, next }]);
    return saved;
  }

  /** Counts a new match once `tx` committed. */
  private started(tx: Tx, row: CardMatchRow): void {
    const { metrics } = this.deps;
    if (metrics) tx.afterCommit(() => metrics.matchStarted(row.practice === 1 ? 'card_practice' : 'card'));
  }

  /** Counts a stored step (call once it is durable). */
  private counted(row: CardMatchRow, step: Step): void {
    if (this.deps.metrics) countStep(this.deps.metrics, row, step);
  }

  private deckOf(userId: number, tx: Tx): Promise<readonly string[]> {
    return this.deps.decks ? this.deps.decks.activeDeck(userId, tx) : Promise.resolve(STARTER_DECK);
  }

  /** The match as the player sees it; a finished one that is not practice says what it paid them. */
  private async view(row: CardMatchRow, playerId: number): Promise<CardMatchStateResponse> {
    const state = stateOf(row);
    const [users, outcome] = await Promise.all([
      this.usernames.of([row.player_a_id, row.player_b_id]),
      isOver(state) && row.practice === 0 ? this.deps.fairPlay.outcomeOf('card', row.id, playerId) : null,
    ]);
    return toCardMatchState(row, state, playerId, users, outcome);
  }

  /**
   * Both players' own topics hear of every change of their match, once it committed (in practice only the
   * member: the bot has no socket, and its next step is timed here instead).
   */
  private publish(tx: Tx, row: CardMatchRow, state: CardMatchState): void {
    tx.afterCommit(() => this.announce(row, state));
  }

  /**
   * Tells the players of each async match between members what its change from the match as `before` was (null:
   * just dealt) to `next` means for them, in the change's own transaction: whose turn it is, how it ended; their
   * unread notices of the match that no longer hold are withdrawn (the latest state is the one worth telling).
   * A sweep's batch of changes is told at once.
   */
  private async tell(tx: Tx, changes: readonly MatchChange[]): Promise<void> {
    const withdrawn: { userId: number; subjectId: number }[] = [];
    const told: NotifyInput[] = [];
    for (const { row, before, next } of changes) {
      if (!isNoticed(row)) continue;
      const { tell, settle } = noticesOf(row, before && stateOf(before), next);
      for (const userId of settle) withdrawn.push({ userId, subjectId: row.id });
      for (const notice of tell) told.push(noticeInput(row.id, notice));
    }
    await this.deps.notifications.dismissAll(tx, withdrawn, SETTLED_KINDS);
    await this.deps.notifications.notifyAll(tx, told);
  }

  /** Call only once the change is stored. */
  private announce(row: CardMatchRow, state: CardMatchState): Promise<void> {
    const players = row.practice === 1 ? [row.player_a_id] : [row.player_a_id, row.player_b_id];
    if (row.practice === 1 && !isOver(state) && isBotTurn(state)) this.bot.schedule(row.id);
    return this.deps.events.publish(players.map(TOPICS.user), { type: 'card.match', matchId: row.id });
  }

  /* ---------- Account deletion ---------- */

  /**
   * Account deletion, in the deletion's unit of work (which takes this before any member row, so it waits for a
   * running pairing instead of deadlocking with it): the member leaves the card queue, their open rematch
   * invitations close (withdrawn or declined), and every in-progress match is forfeited through the engine's own
   * forfeit (a passed deadline is applied first): the opponent wins, paid and pushed as after any forfeit.
   */
  async removeMember(userId: number, tx: Tx): Promise<void> {
    await tx.lock(CARD_PAIRING_LOCK);
    const queued = await queue.remove(tx.db, userId);
    if (queued?.match_id === null) tx.afterCommit(() => this.announceQueueSizes());
    const nowIso = this.now().toISOString();
    for (const invitation of await rematches.openOf(tx.db, userId, nowIso)) {
      const status = invitation.inviter_id === userId ? 'withdrawn' : 'declined';
      const closed = await rematches.closeOpen(tx.db, invitation.id, nowIso, { status });
      if (closed) {
        tx.afterCommit(() =>
          this.deps.events.publish([TOPICS.user(closed.inviter_id), TOPICS.user(closed.invitee_id)], {
            type: 'card.rematch',
            invitationId: closed.id,
          }),
        );
      }
    }
    for (const { id } of await inProgressOf(tx.db, userId)) await this.forfeitLocked(tx, id, userId);
    tx.afterCommit(() => this.usernames.forget(userId));
  }

  /** Forfeits one match for `userId` under its row lock, applying what is due first (a timeout, a bot step). */
  private async forfeitLocked(tx: Tx, matchId: number, userId: number): Promise<void> {
    for (let step = 0; step < MAX_STEPS_BEFORE_FORFEIT; step++) {
      const row = await repo.lockMatch(tx, matchId);
      if (!row || row.status !== 'in_progress') return;
      const at = this.now().getTime();
      const next = dueStep(row, at) ?? this.forfeitStep(row, userId, at);
      if (!(await this.write(tx, row, next))) throw staleVersion(CARD_MATCH_ERROR.changed);
    }
    throw new Error(`card match ${matchId}: still running after its due steps`);
  }

  private forfeitStep(row: CardMatchRow, userId: number, at: number): Step {
    const action: CardAction = { type: 'forfeit', playerId: userId };
    const result = applyLoggedAction(stateOf(row), action, at);
    if (!result.ok) throw new Error(`card match ${row.id}: forfeit refused (${result.error})`);
    return { next: result.state, action, at };
  }

  /** Both queues' fresh sizes to every lobby; call only once the change committed. */
  private async announceQueueSizes(): Promise<void> {
    const seenSinceIso = new Date(this.now().getTime() - CARD_QUEUE_STALE_MS).toISOString();
    const [blitzQueue, asyncQueue] = await Promise.all([
      queue.countWaiting(this.k, 'blitz', seenSinceIso),
      queue.countWaiting(this.k, 'async', seenSinceIso),
    ]);
    await this.deps.events.publish(TOPICS.cardQueue, { type: 'card.queue', blitzQueue, asyncQueue });
  }
}
