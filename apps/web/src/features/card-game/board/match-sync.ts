import type { CardMatchStateResponse } from '@dd/contracts';
import { boardView } from './board-view';
import { newerState } from './optimistic-play';
import type { PlayLock } from './play-lock';
import { syncGate } from './sync-schedule';

type State = CardMatchStateResponse;

/** What a read of the match needs: the clock, the play lock, the state shown, the call and a timer. */
export interface MatchReadDeps {
  now(): number;
  lock: Pick<PlayLock, 'playing' | 'lastPlayAt' | 'released'>;
  /** The server state the board holds now (undefined before the first read). */
  shown(): State | undefined;
  fetchState(signal: AbortSignal): Promise<State>;
}

/** Waits `ms`, or rejects when `signal` aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      globalThis.clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const timer = globalThis.setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * One read of the match, for every reason the board reads it (a `card.match` push event, a version that moved,
 * the focus coming back): put off while the board's own play could be raced (sync-schedule's gate), never
 * dropped, and answering the newer of what it read and what is shown by then, so a slow read never takes the
 * board back. A push event during a read restarts it (the query's refetch cancels the one in flight), so a
 * change made after the read was served is read too.
 */
export async function readMatch(deps: MatchReadDeps, signal: AbortSignal): Promise<State> {
  for (;;) {
    const current = deps.shown();
    const gate = syncGate({
      playing: deps.lock.playing,
      lastPlayAt: deps.lock.lastPlayAt,
      now: deps.now(),
      myTurn: current ? boardView(current).myTurn : false,
    });
    if (gate.kind === 'now') break;
    if (gate.kind === 'after-play') await deps.lock.released(signal);
    else await sleep(gate.at - deps.now(), signal);
  }
  const next = await deps.fetchState(signal);
  return newerState(deps.shown(), next);
}
