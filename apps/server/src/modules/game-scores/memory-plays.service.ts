import {
  MEMORY_CARD_COUNT,
  MEMORY_PLAY_LIMITS,
  MEMORY_TEXT,
  type MemoryFlipResponse,
  type MemoryStartResponse,
} from '@dd/contracts';
import {
  dealMemoryBoard,
  flipMemoryCard,
  isMemoryPlayState,
  MEMORY_CARDS,
  memoryFlipAnswer,
  newMemoryPlay,
  type MemoryFlipError,
  type MemoryPlayState,
} from '@dd/game';
import type { TransactionRunner } from '../../db/unit-of-work.js';
import { isoOffset, type Clock } from '../../platform/clock.js';
import { AppError, badRequest, conflict, notFound, rateLimited, staleVersion } from '../../platform/errors.js';
import { newGameSeed } from '../../platform/game-seed.js';
import type { GameMetrics } from '../../platform/metrics.js';
import { pace } from '../../platform/pacing.js';
import * as repo from './memory-plays.repository.js';

export interface MemoryPlaysDeps {
  db: TransactionRunner;
  clock: Clock;
  /** Games started and finished, and flips (the memory game's moves). */
  metrics?: Pick<GameMetrics, 'matchStarted' | 'matchEnded' | 'moved'> | undefined;
}

/** Plays nobody scored are deleted by the clean-up job this long after they were started. */
export const MEMORY_PLAY_KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * A member's starts take a lock on their name, so racing starts run one after the other (each abandoning the one
 * before). The partial unique index is the guarantee underneath: a start it refuses is tried again.
 */
const START_ATTEMPTS = 3;

const gameOver = (message: string) => new AppError(409, 'game_over', message);

function refusal(error: MemoryFlipError, message: string): AppError {
  if (error === 'out_of_range') return badRequest(message);
  if (error === 'finished') return gameOver(message);
  return conflict(message);
}

/**
 * The memory game as the server plays it (fair play, issue 21): it deals the board from a seed that never leaves
 * it, answers each flip with the one face turned, counts the moves and scores the play; the client sends intents
 * (`flip 7`), never faces or scores.
 */
export class MemoryPlaysService {
  constructor(private readonly deps: MemoryPlaysDeps) {
    if (MEMORY_CARDS !== MEMORY_CARD_COUNT) throw new Error('the rules and the contract disagree on the board size');
  }

  /** A new play for the member; their unfinished one, if any, is abandoned in the same transaction. */
  async start(userId: number): Promise<MemoryStartResponse> {
    const state = JSON.stringify(newMemoryPlay());
    for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
      const nowIso = this.deps.clock.now().toISOString();
      const playId = await this.deps.db.transaction(async (tx) => {
        await tx.lock(`memory-start:${userId}`);
        await repo.abandonPlaying(tx.db, userId, nowIso);
        return repo.insertPlay(tx.db, { userId, seed: newGameSeed(), state, nowIso });
      });
      if (playId !== undefined) {
        this.deps.metrics?.matchStarted('memory');
        return { playId, cards: MEMORY_CARD_COUNT };
      }
    }
    throw conflict(MEMORY_TEXT.startTaken);
  }

  /**
   * Turns card `index` of the member's play over: one read, the pure rules, and one write at the version read,
   * so of two racing flips one applies and the other answers 409 and changes nothing. Flips are paced per play
   * (MEMORY_PLAY_LIMITS: flipsPerSecond, bursts of flipBurst); a refused flip writes nothing and uses up nothing.
   */
  async flip(userId: number, playId: number | null, index: number): Promise<MemoryFlipResponse> {
    const row = playId === null ? undefined : await repo.playOf(this.deps.db.kysely, playId, userId);
    if (!row) throw notFound(MEMORY_TEXT.playNotFound);
    if (row.status === 'abandoned') throw gameOver(MEMORY_TEXT.playReplaced);
    const state = this.stateOf(row);
    const flip = flipMemoryCard(dealMemoryBoard(row.seed), state, index);
    if (!flip.ok) throw refusal(flip.error, flip.message);

    const now = this.deps.clock.now();
    const paced = pace(row.flip_tat === null ? null : Date.parse(row.flip_tat), now.getTime(), {
      perSecond: MEMORY_PLAY_LIMITS.flipsPerSecond,
      burst: MEMORY_PLAY_LIMITS.flipBurst,
    });
    if (!paced.ok) {
      const seconds = Math.max(1, Math.ceil(paced.retryAfterMs / 1000));
      throw rateLimited(MEMORY_TEXT.tooManyFlips(seconds), seconds);
    }
    const written = await repo.writeFlip(this.deps.db.kysely, row.id, row.version, {
      state: JSON.stringify(flip.state),
      status: flip.finished ? 'finished' : 'playing',
      score: flip.score,
      flipTat: new Date(paced.due).toISOString(),
      nowIso: now.toISOString(),
    });
    if (!written) throw staleVersion(MEMORY_TEXT.flipTaken);
    this.deps.metrics?.moved('memory');
    if (flip.finished) this.deps.metrics?.matchEnded('memory', 'finished');
    return memoryFlipAnswer(index, flip);
  }

  /** Deletes plays never scored and started more than a day ago (the clean-up job); how many. */
  async cleanUp(): Promise<number> {
    return repo.deleteOldUnscored(this.deps.db.kysely, isoOffset(this.deps.clock.now(), -MEMORY_PLAY_KEEP_MS));
  }

  private stateOf(row: repo.MemoryPlayRow): MemoryPlayState {
    const state: unknown = JSON.parse(row.state);
    if (!isMemoryPlayState(state)) throw new Error(`memory play ${row.id} has a damaged state`);
    return state;
  }
}
