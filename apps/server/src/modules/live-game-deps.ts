import type { TransactionRunner } from '../db/unit-of-work.js';
import type { Clock } from '../platform/clock.js';
import type { EventPublisher } from '../realtime/bus.js';
import type { AccountsService } from './accounts/accounts.service.js';

/** What every service of a game between members (duels, card matches, the queue, rematches) is built on. */
export interface LiveGameDeps {
  db: TransactionRunner;
  clock: Clock;
  /** Tells the players' tabs what changed, once the unit of work commits. */
  events: EventPublisher;
  /** The players' names and avatars. */
  accounts: Pick<AccountsService, 'getUsers'>;
}
