import { PRACTICE_BOT_NAME } from '@dd/contracts';
import { botAction, playerView, type CardLoggedAction, type CardMatchState } from '@dd/game';
import type { AccountsService } from '../accounts/accounts.service.js';

/**
 * The practice bot "thinks" this long before each of its moves: its turn is due this long after the last change,
 * and whoever applies due work (a read, a write, the sweeper, this instance's timer) makes the move.
 */
export const BOT_STEP_MS = 900;
/** A timer set for the step's due time fires a little after it, so the clock has surely passed it. */
const BOT_TIMER_SLACK_MS = 25;

/** In practice the bot is always player B. */
export const isBotTurn = (state: CardMatchState): boolean =>
  state.gameStatus === 'in_progress' && state.currentTurn === 'player_b';

/**
 * The practice bot's step, in order of preference: its move, chosen from its own view only; should the engine
 * refuse it (its turn time ran out while no instance was running), the end of its turn, or its timeout as
 * anyone's. The one applied is the one logged.
 */
export function botChoices(state: CardMatchState): CardLoggedAction[] {
  const botId = state.playerB.id;
  return [
    botAction(playerView(state, botId)),
    { type: 'end_turn', playerId: botId },
    { type: 'timeout', playerId: botId },
  ];
}

export interface PracticeBotDeps {
  accounts: Pick<AccountsService, 'systemMember'>;
  /** Applies the match's due work (the bot's step among it): the match service's settled read. */
  applyDue: (matchId: number) => Promise<unknown>;
  /** Where a failed background bot move is reported. */
  log?: { warn(obj: unknown, msg: string): void } | undefined;
}

/**
 * The practice bot's member account and this instance's timers for its next steps. The steps themselves are the
 * match's due work (see `dueStep`): a timer only makes sure someone applies them on time.
 */
export class PracticeBot {
  private readonly timers = new Set<NodeJS.Timeout>();
  private idPromise: Promise<number> | undefined;

  constructor(private readonly deps: PracticeBotDeps) {}

  /** The bot's member id (created on first use; asked again after a failure). */
  id(): Promise<number> {
    this.idPromise ??= this.deps.accounts.systemMember(PRACTICE_BOT_NAME).catch((err: unknown) => {
      this.idPromise = undefined;
      throw err;
    });
    return this.idPromise;
  }

  /** This instance makes the bot's next step when it is due (the sweeper does it should this instance stop). */
  schedule(matchId: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.deps
        .applyDue(matchId)
        .catch((err: unknown) => this.deps.log?.warn({ err, matchId }, 'practice bot move failed'));
    }, BOT_STEP_MS + BOT_TIMER_SLACK_MS);
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops the pending steps of this instance (the app is closing; another instance or a restart takes over). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
