import type { AppModule, Platform } from '../module.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { matchPlayPlatform, type MatchPlayPlatform } from '../live-game-deps.js';
import { cardMatchRoutes } from './card-match.routes.js';
import { CardMatchService, type CardMatchServiceDeps } from './card-match.service.js';
import { CardRematchService } from './card-rematch.service.js';
import { cardMoveLogRoutes } from './card-move-log.routes.js';
import { CardMoveLogService } from './card-move-log.service.js';
import { cardQueueRoutes } from './card-queue.routes.js';
import { CardQueueService } from './card-queue.service.js';
import { cardReplayRoutes } from './card-replay.routes.js';
import { CardReplayService } from './card-replay.service.js';

/** The sweeper's job name (its lease row) and how often it runs (blitz turns last 45 s). */
export const CARD_MATCH_SWEEP_JOB = 'card-match-sweeper';
export const CARD_MATCH_SWEEP_INTERVAL_MS = 5_000;
/** The async turn warning's job (`card.turn_ending`) and how often it looks for turns to warn. */
export const CARD_TURN_WARNING_JOB = 'card-turn-warnings';
export const CARD_TURN_WARNING_INTERVAL_MS = 60_000;

/**
 * Card game matches: the queues, rematch creation, moves, forfeits, the timeout sweeper, the players' move log,
 * finished matches and replays; tells the players of async matches what happened while they were away (their
 * turn, 2 hours left on it, an opponent found, the end). Owns card_matches, card_match_actions and card_queue.
 */
export function cardMatchModule(
  platform: Platform,
  // The replays read a member by id too.
  deps: Omit<CardMatchServiceDeps, keyof MatchPlayPlatform | 'log'> & { accounts: AccountsService },
): AppModule<CardMatchService> {
  const base = matchPlayPlatform(platform);
  const service = new CardMatchService({ ...base, log: platform.log, ...deps });
  const { db, clock, events } = base;
  const queue = new CardQueueService({
    db,
    clock,
    events,
    accounts: deps.accounts,
    moderation: deps.moderation,
    notifications: deps.notifications,
    matches: service,
  });
  const rematches = new CardRematchService({
    db,
    clock,
    events,
    accounts: deps.accounts,
    pvp: deps.pvp,
    moderation: deps.moderation,
    matches: service,
  });
  const replays = new CardReplayService({ db: platform.db, accounts: deps.accounts, matches: service });
  const moveLog = new CardMoveLogService({ db: platform.db, matches: service });
  // Any member may follow the queues' sizes.
  platform.topics.define('card-queue', (_user, id) => id === null);
  platform.scheduler.every(CARD_MATCH_SWEEP_JOB, CARD_MATCH_SWEEP_INTERVAL_MS, async ({ signal }) => {
    await service.sweep(signal);
  });
  platform.scheduler.every(CARD_TURN_WARNING_JOB, CARD_TURN_WARNING_INTERVAL_MS, async ({ signal }) => {
    await service.warnTurnsEnding(signal);
  });
  return {
    name: 'card-match',
    service,
    register: async (app) => {
      app.addHook('onClose', async () => service.close());
      await app.register(cardMatchRoutes, {
        matches: service,
        rematches,
        writesPerMinute: platform.config.rateLimitWritesPerMinute,
      });
      await app.register(cardQueueRoutes, { queue, writesPerMinute: platform.config.rateLimitWritesPerMinute });
      await app.register(cardReplayRoutes, { replays });
      await app.register(cardMoveLogRoutes, { moveLog });
    },
  };
}
