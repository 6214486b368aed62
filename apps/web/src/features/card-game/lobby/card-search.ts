import type { CardMode, JoinCardQueueResponse } from '@dd/contracts';

/** How often a waiting join is repeated without push (community spec sections 4 and 9). */
export const JOIN_REPEAT_MS: Readonly<Record<CardMode, number>> = { blitz: 1_000, async: 2_000 };
/**
 * With push up the pairing arrives as a card.match event (the search then joins at once), so the repeat is only
 * a safety net: slower, yet well inside the 30 s after which the server stops counting a silent waiting player.
 */
export const PUSH_SAFETY_REPEAT_MS = 5_000;
/** Repeats that may fail in a row (a network blip) before the search gives up and says so. */
export const MAX_FAILED_REPEATS = 3;

export function joinRepeatMs(mode: CardMode, pushUp: boolean): number {
  return pushUp ? Math.max(PUSH_SAFETY_REPEAT_MS, JOIN_REPEAT_MS[mode]) : JOIN_REPEAT_MS[mode];
}

export interface SearchState {
  /** The mode being searched, or null when no search runs. */
  mode: CardMode | null;
  /** Why the last search stopped on its own, for the screen to say. */
  failure: { mode: CardMode; error: unknown } | null;
}

export const IDLE_SEARCH: SearchState = { mode: null, failure: null };

export interface CardSearchDeps {
  join: (mode: CardMode) => Promise<JoinCardQueueResponse>;
  /** Gives up a place in the queue that a join answered after its search had ended. */
  leave: () => void;
  pushUp: () => boolean;
  onChange: (state: SearchState) => void;
  /** A join answered the match: the board opens. */
  onFound: (matchId: number) => void;
}

/**
 * One matchmaking search at a time (spec section 4): the join is sent, and while it answers `waiting` it is
 * sent again after the mode's interval, one request at a time, until a match id comes back. A push event
 * (`nudge`) joins at once; one arriving while a join is on its way makes the next join follow its answer
 * directly, as that answer may predate the pairing. Cancel and dispose end the search; a join still on its way
 * then either left the member waiting (the place is given up again) or paired them (after Cancel the board
 * opens all the same: the opponent is already in it; after dispose the game waits in the lobby's list).
 */
export class CardSearch {
  private state: SearchState = IDLE_SEARCH;
  /** Bumped whenever a search starts or ends: an answer of an older session is late. */
  private session = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private joinAgain = false;
  private answered = false;
  private failedInRow = 0;
  private disposed = false;

  constructor(private readonly deps: CardSearchDeps) {}

  get mode(): CardMode | null {
    return this.state.mode;
  }

  /** Starts a search unless one runs (or the search was disposed); false when it did not start. */
  start(mode: CardMode): boolean {
    if (this.disposed || this.state.mode !== null) return false;
    this.session += 1;
    this.answered = false;
    this.failedInRow = 0;
    this.joinAgain = false;
    this.set({ mode, failure: null });
    this.joinNow();
    return true;
  }

  /** Push says a match of this member changed: maybe this search's pairing, so join now. */
  nudge(): void {
    if (this.state.mode !== null) this.joinNow();
  }

  /** Ends the search (Cancel); false when none ran. Leaving the queue on the server is the caller's call. */
  cancel(): boolean {
    if (this.state.mode === null) return false;
    this.stop({ mode: null, failure: null });
    return true;
  }

  /** The screen goes away: no more joins or callbacks. True when a search was running. */
  dispose(): boolean {
    const wasSearching = this.cancel();
    this.disposed = true;
    return wasSearching;
  }

  private set(state: SearchState): void {
    this.state = state;
    if (!this.disposed) this.deps.onChange(state);
  }

  private stop(state: SearchState): void {
    this.session += 1;
    this.clearTimer();
    this.joinAgain = false;
    this.set(state);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private joinNow(): void {
    const mode = this.state.mode;
    if (mode === null) return;
    this.clearTimer();
    if (this.inFlight) {
      this.joinAgain = true;
      return;
    }
    this.inFlight = true;
    const session = this.session;
    this.deps.join(mode).then(
      (answer) => this.onAnswer(session, mode, answer),
      (error: unknown) => this.onFailure(session, mode, error),
    );
  }

  private onAnswer(session: number, mode: CardMode, answer: JoinCardQueueResponse): void {
    this.inFlight = false;
    if (session !== this.session) {
      this.onLateAnswer(answer);
      return;
    }
    this.answered = true;
    this.failedInRow = 0;
    if ('matchId' in answer) {
      this.stop({ mode: null, failure: null });
      if (!this.disposed) this.deps.onFound(answer.matchId);
      return;
    }
    this.repeat(mode);
  }

  private onLateAnswer(answer: JoinCardQueueResponse): void {
    if ('matchId' in answer) {
      if (!this.disposed && this.state.mode === null) this.deps.onFound(answer.matchId);
    } else if (this.state.mode === null) {
      // A new search's own join keeps the member queued; only an ended search's place is given up.
      this.deps.leave();
    }
    this.joinLateStartedSearch();
  }

  private onFailure(session: number, mode: CardMode, error: unknown): void {
    this.inFlight = false;
    if (session !== this.session) {
      this.joinLateStartedSearch();
      return;
    }
    this.failedInRow += 1;
    // The first join's refusal is final (not logged in, 'Max 3 Async Games'); a repeat may fail now and then.
    if (!this.answered || this.failedInRow >= MAX_FAILED_REPEATS) {
      this.stop({ mode: null, failure: { mode, error } });
      return;
    }
    this.repeat(mode);
  }

  /** A new search started while an older join was on its way: its first join goes now. */
  private joinLateStartedSearch(): void {
    if (this.state.mode === null) return;
    this.joinAgain = false;
    this.joinNow();
  }

  private repeat(mode: CardMode): void {
    if (this.joinAgain) {
      this.joinAgain = false;
      this.joinNow();
      return;
    }
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.joinNow();
      },
      joinRepeatMs(mode, this.deps.pushUp()),
    );
  }
}
