import { describe, expect, it } from 'vitest';
import { matchPollMs, queuePollMs } from './poll-intervals';
import { pendingMatch, testMatch } from '../../../test/pvp-match';

describe('matchPollMs', () => {
  it("uses the spec's intervals while push is down: lobby 500 ms, duel 3 s", () => {
    expect(matchPollMs('lobby', pendingMatch(), false)).toBe(500);
    expect(matchPollMs('duel', pendingMatch(), false)).toBe(3_000);
    expect(matchPollMs('duel', testMatch(), false)).toBe(3_000);
  });

  it('slows to the 15 s safety net while push is up', () => {
    expect(matchPollMs('lobby', pendingMatch(), true)).toBe(15_000);
    expect(matchPollMs('duel', testMatch(), true)).toBe(15_000);
    // On the member's own turn (player 1 is on turn).
    expect(matchPollMs('duel', testMatch(), true, 1)).toBe(15_000);
  });

  it("keeps the duel page's 3 s while the opponent is on turn, push or not", () => {
    expect(matchPollMs('duel', testMatch(), true, 2)).toBe(3_000);
    expect(matchPollMs('duel', testMatch(), false, 2)).toBe(3_000);
    expect(matchPollMs('duel', pendingMatch(), true, 2)).toBe(15_000);
    expect(matchPollMs('duel', testMatch({ status: 'completed' }), true, 2)).toBe(false);
  });

  it('stops the lobby once paired with a countdown, and both once the match is over', () => {
    expect(matchPollMs('lobby', testMatch(), false)).toBe(false);
    expect(matchPollMs('lobby', testMatch({ countdown_start_time: null, game_state: '{"total":0}' }), false)).toBe(500);
    expect(matchPollMs('duel', testMatch({ status: 'completed' }), false)).toBe(false);
    expect(matchPollMs('lobby', testMatch({ status: 'completed' }), false)).toBe(false);
    expect(matchPollMs('duel', null, false)).toBe(false);
  });
});

describe('queuePollMs', () => {
  it('reads the queue only while waiting: 5 s, or 15 s with push', () => {
    expect(queuePollMs(pendingMatch(), false)).toBe(5_000);
    expect(queuePollMs(pendingMatch(), true)).toBe(15_000);
    expect(queuePollMs(testMatch(), false)).toBe(false);
    expect(queuePollMs(null, false)).toBe(false);
  });
});
