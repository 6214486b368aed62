import { PVP_TEXT } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  newerMatch,
  duelPlayers,
  duelScreen,
  isPaired,
  lobbyScreen,
  opensWithOpponentFound,
  parseGameState,
  queueText,
  turnHint,
  type DuelInput,
} from './match-view';
import { pendingMatch, testMatch } from '../../../test/pvp-match';
import { expectNewerVersionWins } from '../../../test/newer-version';

describe('parseGameState', () => {
  it('reads the total and the countdown time', () => {
    expect(parseGameState('{"total":7,"countdown_start_time":"2026-03-01T12:00:10.000Z"}')).toEqual({
      total: 7,
      countdownStartTime: '2026-03-01T12:00:10.000Z',
    });
  });

  it('reads anything else as a fresh game', () => {
    for (const bad of ['', 'nope', 'null', '[1]', '{"total":"9"}']) {
      expect(parseGameState(bad)).toEqual({ total: 0, countdownStartTime: null });
    }
  });
});

describe('duelPlayers', () => {
  it('puts the member first whichever seat they have, named by display name else username', () => {
    const match = testMatch();
    expect(duelPlayers(match, 1)).toEqual({
      me: { id: 1, username: 'alice', name: 'Alice A.', avatarUrl: '/media/1' },
      opponent: { id: 2, username: 'bob', name: 'bob', avatarUrl: null },
    });
    expect(duelPlayers(match, 2).me.name).toBe('bob');
    expect(duelPlayers(match, 2).opponent?.name).toBe('Alice A.');
  });

  it('has no opponent while the match waits', () => {
    expect(duelPlayers(pendingMatch(), 1).opponent).toBeNull();
  });
});

describe('queueText', () => {
  it('counts the others: the server counts the member too while they wait', () => {
    expect(queueText(1)).toBe(PVP_TEXT.firstInLine);
    expect(queueText(0)).toBe(PVP_TEXT.firstInLine);
    expect(queueText(2)).toBe('1 other player(s) waiting');
    expect(queueText(5)).toBe('4 other player(s) waiting');
  });
});

describe('isPaired and lobbyScreen', () => {
  it('needs active, a second player and a countdown time', () => {
    expect(isPaired(testMatch())).toBe(true);
    expect(isPaired(pendingMatch())).toBe(false);
    expect(isPaired(testMatch({ countdown_start_time: null, game_state: '{"total":0}' }))).toBe(false);
    // The copy in game_state is enough.
    expect(isPaired(testMatch({ countdown_start_time: null }))).toBe(true);
  });

  it('goes login, idle, searching, found', () => {
    expect(lobbyScreen(false, true, testMatch())).toBe('login');
    expect(lobbyScreen(true, false, testMatch())).toBe('idle');
    expect(lobbyScreen(true, true, undefined)).toBe('searching');
    expect(lobbyScreen(true, true, pendingMatch())).toBe('searching');
    expect(lobbyScreen(true, true, testMatch())).toBe('found');
    expect(lobbyScreen(true, true, testMatch({ status: 'completed' }))).toBe('idle');
  });
});

describe('duelScreen', () => {
  const base: DuelInput = { loggedIn: true, join: 'success', match: testMatch(), meId: 1, banner: false };

  it('asks a visitor to log in', () => {
    expect(duelScreen({ ...base, loggedIn: false })).toEqual({ kind: 'login' });
  });

  it('joins first, and says so when the join failed', () => {
    expect(duelScreen({ ...base, join: 'pending', match: undefined })).toEqual({ kind: 'joining' });
    // A match in the cache from before does not show while this page's join runs.
    expect(duelScreen({ ...base, join: 'pending' })).toEqual({ kind: 'joining' });
    expect(duelScreen({ ...base, join: 'error', match: undefined })).toEqual({ kind: 'join-failed' });
  });

  it('waits, announces the opponent, then plays turn by turn', () => {
    expect(duelScreen({ ...base, match: pendingMatch() })).toEqual({ kind: 'waiting' });
    expect(duelScreen({ ...base, banner: true })).toEqual({ kind: 'opponent-found' });
    expect(duelScreen(base)).toEqual({ kind: 'playing', myTurn: true });
    expect(duelScreen({ ...base, meId: 2 })).toEqual({ kind: 'playing', myTurn: false });
  });

  it('ends with won or lost for each side', () => {
    const done = testMatch({ status: 'completed', winner_id: 2, current_turn: null });
    expect(duelScreen({ ...base, match: done })).toEqual({ kind: 'result', won: false });
    expect(duelScreen({ ...base, match: done, meId: 2 })).toEqual({ kind: 'result', won: true });
    // The end beats the banner.
    expect(duelScreen({ ...base, match: done, banner: true })).toEqual({ kind: 'result', won: false });
  });

  it('says when the match is gone', () => {
    expect(duelScreen({ ...base, match: null })).toEqual({ kind: 'gone' });
  });
});

describe('opensWithOpponentFound', () => {
  it('shows when the page saw the match wait and then start', () => {
    expect(opensWithOpponentFound('pending', testMatch(), null)).toBe(true);
  });

  it("shows when the page's own join paired the member", () => {
    expect(opensWithOpponentFound(null, testMatch(), null)).toBe(true);
  });

  it('does not show after the lobby counted this match down, mid-game, or again', () => {
    expect(opensWithOpponentFound(null, testMatch(), 7)).toBe(false);
    expect(
      opensWithOpponentFound(null, testMatch({ game_state: '{"total":3,"countdown_start_time":null}' }), null),
    ).toBe(false);
    expect(opensWithOpponentFound('active', testMatch(), null)).toBe(false);
    expect(opensWithOpponentFound('pending', pendingMatch(), null)).toBe(false);
  });
});

describe('turnHint', () => {
  it('points at the winning move on your own turn only', () => {
    expect(turnHint(9, true)).toBe('Any move wins it!');
    expect(turnHint(8, true)).toBe('+2 wins it!');
    expect(turnHint(7, true)).toBeNull();
    expect(turnHint(9, false)).toBeNull();
  });
});

describe('newerMatch', () => {
  it('keeps the match shown over an older read of it, and takes anything else', () => {
    const v3 = testMatch({ version: 3 });
    const v4 = testMatch({ version: 4 });
    expectNewerVersionWins(newerMatch, v3, v4);
    // Another match, or none (cleared), is news.
    const other = testMatch({ id: 8, version: 1 });
    expect(newerMatch(v4, other)).toBe(other);
    expect(newerMatch(v4, null)).toBeNull();
  });
});
