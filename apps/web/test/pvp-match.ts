import type { PvpMatch } from '@dd/contracts';

/** A match as the server sends it, for the pure modules' tests: active, total 0, player 1 (id 1) on turn. */
export function testMatch(overrides: Partial<PvpMatch> = {}): PvpMatch {
  return {
    id: 7,
    status: 'active',
    player1_id: 1,
    player2_id: 2,
    player1_username: 'alice',
    player2_username: 'bob',
    player1_display_name: 'Alice A.',
    player2_display_name: null,
    player1_avatar_url: '/media/1',
    player2_avatar_url: null,
    current_turn: 1,
    winner_id: null,
    game_state: JSON.stringify({ total: 0, countdown_start_time: '2026-03-01T12:00:10.000Z' }),
    countdown_start_time: '2026-03-01T12:00:10.000Z',
    version: 2,
    created_at: '2026-03-01T12:00:00.000Z',
    updated_at: '2026-03-01T12:00:09.000Z',
    ...overrides,
  };
}

/** A match still waiting for its second player. */
export function pendingMatch(overrides: Partial<PvpMatch> = {}): PvpMatch {
  return testMatch({
    status: 'pending',
    player2_id: null,
    player2_username: null,
    player2_display_name: null,
    player2_avatar_url: null,
    current_turn: null,
    game_state: JSON.stringify({ total: 0, countdown_start_time: null }),
    countdown_start_time: null,
    version: 1,
    ...overrides,
  });
}
