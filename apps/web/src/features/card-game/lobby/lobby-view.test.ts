import type { UserCardGame } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import {
  asyncActive,
  asyncFull,
  gameCardView,
  joinFailureText,
  LOBBY_TEXT,
  modeButton,
  practiceProminent,
  searchStatus,
  sortGames,
} from './lobby-view';

const ME = 5;

function game(overrides: Partial<UserCardGame> = {}): UserCardGame {
  return {
    id: 1,
    game_mode: 'async',
    player_a: ME,
    player_b: 9,
    player_a_username: 'me',
    player_b_username: 'rival',
    current_turn: 'player_a',
    turn_deadline: '2026-11-27T12:00:00.000Z',
    practice: false,
    ...overrides,
  };
}

describe('gameCardView', () => {
  it('names the other seat and says whose turn it is, from either seat', () => {
    expect(gameCardView(game(), ME)).toMatchObject({ opponent: 'rival', myTurn: true, mode: 'async' });
    expect(gameCardView(game({ current_turn: 'player_b' }), ME).myTurn).toBe(false);
    const asB = game({ player_a: 9, player_b: ME, player_a_username: 'rival', player_b_username: 'me' });
    expect(gameCardView(asB, ME)).toMatchObject({ opponent: 'rival', myTurn: false });
    expect(gameCardView({ ...asB, current_turn: 'player_b' }, ME).myTurn).toBe(true);
    expect(gameCardView(game(), ME).deadlineMs).toBe(Date.parse('2026-11-27T12:00:00.000Z'));
  });

  it('names the practice bot as the contract does', () => {
    expect(gameCardView(game({ practice: true, player_b_username: 'practice_bot' }), ME).opponent).toBe('Practice Bot');
  });

  it('puts the games on this member first, then the nearest deadline', () => {
    const views = [
      gameCardView(game({ id: 1, current_turn: 'player_b', turn_deadline: '2026-11-26T12:00:00Z' }), ME),
      gameCardView(game({ id: 2, turn_deadline: '2026-11-27T12:00:00Z' }), ME),
      gameCardView(game({ id: 3, turn_deadline: '2026-11-26T13:00:00Z' }), ME),
    ];
    expect(sortGames(views).map((v) => v.id)).toEqual([3, 2, 1]);
  });
});

describe('the async limit', () => {
  it('counts running async games, not blitz or practice ones', () => {
    const games = [
      game({ id: 1 }),
      game({ id: 2, game_mode: 'blitz' }),
      game({ id: 3, practice: true }),
      game({ id: 4 }),
    ];
    expect(asyncActive(games)).toBe(2);
    expect(asyncFull(games)).toBe(false);
    expect(asyncFull([...games, game({ id: 5 })])).toBe(true);
  });
});

describe('modeButton', () => {
  const idle = { loggedIn: true, searching: null, asyncFull: false };

  it('reads Join for each mode', () => {
    expect(modeButton('blitz', idle)).toEqual({ text: 'Join Blitz Queue', disabled: false });
    expect(modeButton('async', idle)).toEqual({ text: 'Join Async Queue', disabled: false });
  });

  it("reads 'Please Log In' for a visitor", () => {
    for (const mode of ['blitz', 'async'] as const) {
      expect(modeButton(mode, { ...idle, loggedIn: false }).text).toBe('Please Log In');
    }
  });

  it('disables the other mode while one searches, naming that search', () => {
    expect(modeButton('async', { ...idle, searching: 'blitz' })).toEqual({
      text: 'Searching Blitz...',
      disabled: true,
    });
    expect(modeButton('blitz', { ...idle, searching: 'async' })).toEqual({
      text: 'Searching Async...',
      disabled: true,
    });
  });

  it("reads 'Max 3 Async Games' at the limit, and blitz stays open", () => {
    expect(modeButton('async', { ...idle, asyncFull: true })).toEqual({ text: 'Max 3 Async Games', disabled: true });
    expect(modeButton('blitz', { ...idle, asyncFull: true })).toEqual({ text: 'Join Blitz Queue', disabled: false });
  });
});

describe('practiceProminent', () => {
  it('only when both queues are known to be empty', () => {
    expect(practiceProminent({ blitzQueue: 0, asyncQueue: 0 })).toBe(true);
    expect(practiceProminent({ blitzQueue: 1, asyncQueue: 0 })).toBe(false);
    expect(practiceProminent({ blitzQueue: 0, asyncQueue: 2 })).toBe(false);
    expect(practiceProminent(undefined)).toBe(false);
  });
});

describe('searchStatus', () => {
  it('counts the others waiting in the searched queue (the member is one of its size)', () => {
    expect(searchStatus('blitz', undefined)).toBe('Looking for a Blitz opponent...');
    expect(searchStatus('blitz', { blitzQueue: 1, asyncQueue: 4 })).toBe(
      "Looking for a Blitz opponent... You're first in line!",
    );
    expect(searchStatus('async', { blitzQueue: 0, asyncQueue: 2 })).toBe(
      'Looking for an Async opponent... 1 other player waiting',
    );
    expect(searchStatus('async', { blitzQueue: 0, asyncQueue: 4 })).toContain('3 other players waiting');
  });
});

describe('joinFailureText', () => {
  it("says the lobby's error for the mode, or the async limit as the server says it", () => {
    expect(joinFailureText('blitz', new Error('boom'))).toBe('Error joining blitz queue. Please try again.');
    expect(joinFailureText('async', new Error('boom'))).toBe('Error joining async queue. Please try again.');
    expect(joinFailureText('async', new Error(LOBBY_TEXT.maxAsync))).toBe('Max 3 Async Games');
  });
});
