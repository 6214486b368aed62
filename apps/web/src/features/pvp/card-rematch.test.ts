import type { UserCardGame } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { CARD_REMATCH_TEXT, rematchCreatedByOpponent, rematchPlayers } from './card-rematch';
import { testMatch } from './test-match';

const ENDED = '2026-11-26T12:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const duel = testMatch({ status: 'completed', player1_id: 1, player2_id: 2, updated_at: ENDED });

function game(overrides: Partial<UserCardGame> = {}): UserCardGame {
  return {
    id: 10,
    game_mode: 'async',
    player_a: 2,
    player_b: 1,
    player_a_username: 'bob',
    player_b_username: 'alice',
    current_turn: 'player_a',
    turn_deadline: new Date(Date.parse(ENDED) + 5_000 + DAY_MS).toISOString(),
    practice: false,
    ...overrides,
  };
}

describe('Card Battle rematch', () => {
  it('has the texts of the spec', () => {
    expect(CARD_REMATCH_TEXT.button).toBe('Card Battle rematch');
    expect(CARD_REMATCH_TEXT.failed('No duel')).toBe('Failed to create card match: No duel');
  });

  it('creates the match for the duel’s two players', () => {
    expect(rematchPlayers(duel)).toEqual({ playerAId: 1, playerBId: 2 });
    expect(rematchPlayers(testMatch({ player2_id: null }))).toBeNull();
  });

  it('finds a new async game of the two players that started after the duel, in either seat order', () => {
    expect(rematchCreatedByOpponent([game()], new Set(), duel)).toBe(10);
    expect(rematchCreatedByOpponent([game({ player_a: 1, player_b: 2 })], new Set(), duel)).toBe(10);
  });

  it('passes over games it already knew, other opponents, blitz, practice and games older than the duel', () => {
    expect(rematchCreatedByOpponent([game()], new Set([10]), duel)).toBeNull();
    expect(rematchCreatedByOpponent([game({ player_a: 3 })], new Set(), duel)).toBeNull();
    expect(rematchCreatedByOpponent([game({ game_mode: 'blitz' })], new Set(), duel)).toBeNull();
    expect(rematchCreatedByOpponent([game({ practice: true })], new Set(), duel)).toBeNull();
    const before = new Date(Date.parse(ENDED) - 60_000 + DAY_MS).toISOString();
    expect(rematchCreatedByOpponent([game({ turn_deadline: before })], new Set(), duel)).toBeNull();
  });
});
