import type { CardMatchStateResponse } from '@dd/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardKeys, cardMatchChanged } from '../query-keys';
import { boardView } from './board-view';
import { readMatch, sleep } from './match-sync';
import { newerState } from './optimistic-play';
import { PlayLock } from './play-lock';
import { testMatchState } from '../../../../test/card-match-state';

type State = CardMatchStateResponse;
const ME = 7;
const OPPONENT = 5;
const key = cardKeys.match(1);

/**
 * The board's sync as use-board.ts wires it, without React: the match query reading through readMatch, the
 * app's real push handler, and the server's answers offered as the board offers them. The server answers each
 * read with the state as it was when the read arrived, `latency` ms later.
 */
let queryClient: QueryClient;
let lock: PlayLock;
let server: State;
let reads: number[];
let latency: number;
let unsubscribe: () => void;

const at = (version: number, turn: number, over: Partial<State> = {}): State =>
  testMatchState({ version, turn, currentTurn: turn === ME ? 'player_b' : 'player_a', ...over });

/** The server changes the match and pushes `card.match` to the board (its reads run on the fake clock). */
function serverMoves(next: State): void {
  server = next;
  // What the app's event map calls for `card.match`.
  void cardMatchChanged(queryClient, 1);
}

/** An answer of the board's own call, offered as use-board's `offer` does. */
const offer = (next: State) => queryClient.setQueryData<State>(key, (shown) => newerState(shown, next));
const shown = () => queryClient.getQueryData<State>(key);
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(async () => {
  vi.useFakeTimers({ now: 0 });
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  lock = new PlayLock();
  reads = [];
  latency = 20;
  server = at(3, ME);
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: ({ signal }) =>
      readMatch(
        {
          now: Date.now,
          lock,
          shown,
          fetchState: async (s) => {
            reads.push(Date.now());
            const answer = server;
            await sleep(latency, s);
            return answer;
          },
        },
        signal,
      ),
  });
  unsubscribe = observer.subscribe(() => undefined);
  await advance(50);
  expect(shown()?.version).toBe(3);
  reads = [];
  vi.setSystemTime(0);
});

afterEach(() => {
  unsubscribe();
  queryClient.clear();
  vi.useRealTimers();
});

/** The board plays a card at the current time; the server takes it and answers `ms` later. */
async function ownPlay(next: State, ms = 100): Promise<void> {
  expect(lock.tryAcquire(Date.now())).toBe(true);
  server = next;
  await advance(ms);
  offer(next);
  lock.release();
}

describe("the board's sync", () => {
  it("reads the opponent's end of turn at once even within 2 s of the board's own last play (the lost hand-off)", async () => {
    // The board plays at 0 ms and ends its turn at 300 ms; the opponent plays at 600 ms and ends at 1200 ms:
    // both events come inside the 2 s after the board's play.
    await ownPlay(at(4, ME));
    await advance(200);
    offer(at(5, OPPONENT));
    await advance(300);
    serverMoves(at(6, OPPONENT));
    await advance(600);
    serverMoves(at(7, ME));
    await advance(latency + 10);
    expect(shown()?.version).toBe(7);
    expect(boardView(shown() as State).myTurn).toBe(true);
  });

  it("puts a read within 2 s of the board's own play on its turn off to the window's end, and makes it then", async () => {
    await ownPlay(at(4, ME));
    // At 500 ms the player's other tab plays a card: the event comes within the quiet window.
    await advance(400);
    serverMoves(at(5, ME));
    await advance(1_400);
    expect(reads).toEqual([]);
    expect(shown()?.version).toBe(4);
    await advance(100 + latency + 10);
    expect(reads).toEqual([2_000]);
    expect(shown()?.version).toBe(5);
  });

  it('an event during a play is read once the play has landed (and its window ended), never dropped', async () => {
    expect(lock.tryAcquire(Date.now())).toBe(true);
    await advance(100);
    serverMoves(at(4, ME));
    await advance(300);
    lock.release();
    await advance(1_500);
    expect(reads).toEqual([]);
    await advance(200 + latency);
    expect(reads).toEqual([2_000]);
    expect(shown()?.version).toBe(4);
  });

  it("a slow read never takes the board back behind its own action's answer", async () => {
    server = at(3, OPPONENT);
    offer(server);
    latency = 500;
    void queryClient.invalidateQueries({ queryKey: key });
    // The read was served at version 3; meanwhile the board's call answers version 4.
    await advance(100);
    offer(at(4, OPPONENT));
    await advance(600);
    expect(reads).toHaveLength(1);
    expect(shown()?.version).toBe(4);
  });

  it('an event that comes while a read is on its way is read again after it', async () => {
    offer(at(4, OPPONENT));
    server = at(4, OPPONENT);
    latency = 300;
    void queryClient.invalidateQueries({ queryKey: key });
    await advance(100);
    serverMoves(at(5, ME));
    await advance(400);
    expect(reads).toEqual([0, 100]);
    expect(shown()?.version).toBe(5);
  });
});
