import type { CardMode, JoinCardQueueResponse } from '@dd/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CardSearch,
  JOIN_REPEAT_MS,
  joinRepeatMs,
  MAX_FAILED_REPEATS,
  PUSH_SAFETY_REPEAT_MS,
  type SearchState,
} from './card-search';

/** A join the test answers by hand: each call waits until answered. */
interface PendingJoin {
  mode: CardMode;
  answer: (response: JoinCardQueueResponse) => Promise<void>;
  fail: (error: unknown) => Promise<void>;
}

let joins: PendingJoin[];
let leaves: number;
let found: number[];
let states: SearchState[];
let pushUp: boolean;
let search: CardSearch;

const flush = () => vi.advanceTimersByTimeAsync(0);

function newSearch(): CardSearch {
  return new CardSearch({
    join: (mode) =>
      new Promise<JoinCardQueueResponse>((resolve, reject) => {
        joins.push({
          mode,
          answer: async (response) => {
            resolve(response);
            await flush();
          },
          fail: async (error) => {
            reject(error);
            await flush();
          },
        });
      }),
    leave: () => {
      leaves += 1;
    },
    pushUp: () => pushUp,
    onChange: (state) => states.push(state),
    onFound: (matchId) => found.push(matchId),
  });
}

const last = () => joins[joins.length - 1] as PendingJoin;
const WAITING = { status: 'waiting' } as const;

beforeEach(() => {
  vi.useFakeTimers();
  joins = [];
  leaves = 0;
  found = [];
  states = [];
  pushUp = false;
  search = newSearch();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('joinRepeatMs', () => {
  it('repeats blitz every 1 s and async every 2 s without push', () => {
    expect(joinRepeatMs('blitz', false)).toBe(1_000);
    expect(joinRepeatMs('async', false)).toBe(2_000);
    expect(JOIN_REPEAT_MS).toEqual({ blitz: 1_000, async: 2_000 });
  });

  it('only as a safety net with push up', () => {
    expect(joinRepeatMs('blitz', true)).toBe(PUSH_SAFETY_REPEAT_MS);
    expect(joinRepeatMs('async', true)).toBe(PUSH_SAFETY_REPEAT_MS);
    // Well inside the window after which the server stops counting a silent waiting player.
    expect(PUSH_SAFETY_REPEAT_MS).toBeLessThan(30_000);
  });
});

describe('CardSearch', () => {
  it('joins at once, one request at a time', async () => {
    expect(search.start('blitz')).toBe(true);
    expect(joins).toHaveLength(1);
    expect(states.at(-1)).toEqual({ mode: 'blitz', failure: null });
    // No second join while the first is on its way, however long it takes.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(joins).toHaveLength(1);
  });

  it.each([
    ['blitz', 1_000],
    ['async', 2_000],
  ] as const)('repeats the %s join every %i ms while waiting', async (mode, everyMs) => {
    search.start(mode);
    await last().answer(WAITING);
    await vi.advanceTimersByTimeAsync(everyMs - 1);
    expect(joins).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(joins).toHaveLength(2);
    expect(last().mode).toBe(mode);
  });

  it('stops at the match id and opens it', async () => {
    search.start('blitz');
    await last().answer(WAITING);
    await vi.advanceTimersByTimeAsync(1_000);
    await last().answer({ matchId: 42 });
    expect(found).toEqual([42]);
    expect(search.mode).toBeNull();
    expect(states.at(-1)).toEqual({ mode: null, failure: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(joins).toHaveLength(2);
  });

  it('runs one search at a time', async () => {
    expect(search.start('blitz')).toBe(true);
    expect(search.start('async')).toBe(false);
    expect(search.start('blitz')).toBe(false);
    expect(joins.map((j) => j.mode)).toEqual(['blitz']);
    await last().answer(WAITING);
    expect(search.start('async')).toBe(false);
  });

  it('with push up repeats only as a safety net, and a push event joins at once', async () => {
    pushUp = true;
    search.start('blitz');
    await last().answer(WAITING);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(joins).toHaveLength(1);
    search.nudge();
    expect(joins).toHaveLength(2);
    await last().answer({ matchId: 7 });
    expect(found).toEqual([7]);
  });

  it('falls back to the safety repeat when no push comes', async () => {
    pushUp = true;
    search.start('async');
    await last().answer(WAITING);
    await vi.advanceTimersByTimeAsync(PUSH_SAFETY_REPEAT_MS);
    expect(joins).toHaveLength(2);
  });

  it('a push during a join on its way joins again right after its waiting answer', async () => {
    pushUp = true;
    search.start('blitz');
    search.nudge();
    expect(joins).toHaveLength(1);
    await last().answer(WAITING);
    expect(joins).toHaveLength(2);
    await last().answer(WAITING);
    // Only once: the next waits for the safety interval.
    await vi.advanceTimersByTimeAsync(PUSH_SAFETY_REPEAT_MS - 1);
    expect(joins).toHaveLength(2);
  });

  it('ignores a push when no search runs', () => {
    search.nudge();
    expect(joins).toHaveLength(0);
  });

  it('Cancel stops the repeats', async () => {
    search.start('blitz');
    await last().answer(WAITING);
    expect(search.cancel()).toBe(true);
    expect(states.at(-1)).toEqual({ mode: null, failure: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(joins).toHaveLength(1);
    expect(search.cancel()).toBe(false);
    // A new search may start after it.
    expect(search.start('async')).toBe(true);
  });

  it('gives the place up again when a join answers waiting after Cancel', async () => {
    search.start('blitz');
    search.cancel();
    await last().answer(WAITING);
    expect(leaves).toBe(1);
    expect(joins).toHaveLength(1);
  });

  it('opens the match when a join answers it after Cancel: the opponent is in it', async () => {
    search.start('blitz');
    search.cancel();
    await last().answer({ matchId: 9 });
    expect(found).toEqual([9]);
  });

  it('after dispose a late answer opens nothing but still gives a waiting place up', async () => {
    search.start('blitz');
    expect(search.dispose()).toBe(true);
    const statesBefore = states.length;
    await last().answer(WAITING);
    expect(leaves).toBe(1);
    expect(search.start('blitz')).toBe(false);
    expect(states).toHaveLength(statesBefore);

    const other = newSearch();
    other.start('async');
    other.dispose();
    await last().answer({ matchId: 5 });
    expect(found).toEqual([]);
  });

  it('a new search started while an old join is on its way joins once that answers, and keeps its place', async () => {
    search.start('blitz');
    search.cancel();
    search.start('async');
    expect(joins).toHaveLength(1);
    await joins[0]?.answer(WAITING);
    expect(leaves).toBe(0);
    expect(joins.map((j) => j.mode)).toEqual(['blitz', 'async']);
    await last().answer(WAITING);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(joins).toHaveLength(2);
  });

  it("stops with the error when the first join is refused ('Max 3 Async Games', not logged in)", async () => {
    search.start('async');
    const refusal = new Error('Max 3 Async Games');
    await last().fail(refusal);
    expect(states.at(-1)).toEqual({ mode: null, failure: { mode: 'async', error: refusal } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(joins).toHaveLength(1);
  });

  it('keeps repeating through a failed repeat, and gives up after several in a row', async () => {
    search.start('blitz');
    await last().answer(WAITING);
    for (let i = 1; i < MAX_FAILED_REPEATS; i += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      await last().fail(new Error('network'));
      expect(search.mode).toBe('blitz');
    }
    await vi.advanceTimersByTimeAsync(1_000);
    await last().fail(new Error('network'));
    expect(search.mode).toBeNull();
    expect(states.at(-1)?.failure?.mode).toBe('blitz');
  });
});
