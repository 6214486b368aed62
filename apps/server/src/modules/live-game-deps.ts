import type { GameSeed } from '@dd/game';
import type { TransactionRunner } from '../db/unit-of-work.js';
import type { Clock } from '../platform/clock.js';
import type { GameMetrics } from '../platform/metrics.js';
import type { EventPublisher } from '../realtime/bus.js';
import type { AccountsService } from './accounts/accounts.service.js';
import type { Platform } from './module.js';

/** What every service of a game between members (duels, card matches, the queue, rematches) is built on. */
export interface LiveGameDeps {
  db: TransactionRunner;
  clock: Clock;
  /** Tells the players' tabs what changed, once the unit of work commits. */
  events: EventPublisher;
  /** The players' names and avatars. */
  accounts: Pick<AccountsService, 'getUsers'>;
}

/** What the services that start and play matches (duels, card matches) take besides: seeds and metrics. */
export interface MatchPlayDeps extends LiveGameDeps {
  /** Draws a match's 256-bit seed (tests pass fixed ones); the OS CSPRNG (`newGameSeed`) otherwise. */
  seeds?: (() => GameSeed) | undefined;
  /** Matches started and ended (by reason) and moves, counted once committed. */
  metrics?: Pick<GameMetrics, 'matchStarted' | 'matchEnded' | 'moved'> | undefined;
}

/** What a match-playing service takes from the platform. */
export type MatchPlayPlatform = Omit<MatchPlayDeps, 'accounts'>;

/** The platform's part of a match-playing service's deps, as the duel and card game modules hand it over. */
export function matchPlayPlatform(platform: Platform): MatchPlayPlatform {
  return {
    db: platform.db,
    clock: platform.clock,
    events: platform.bus,
    seeds: platform.seeds,
    metrics: platform.metrics,
  };
}

/** The refusals both games word alike. */
export const MATCH_ERROR = {
  matchNotFound: 'Match not found',
  changed: 'The match changed meanwhile. Fetch it and try again.',
} as const;

/** Ending writes (a timeout, the idle rule) that lost to another change of the same match, before answering it as it is. */
export const SETTLE_ATTEMPTS = 3;
