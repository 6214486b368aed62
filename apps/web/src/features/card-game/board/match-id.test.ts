import { describe, expect, it } from 'vitest';
import { matchIdFrom } from './match-id';

describe('board match id', () => {
  it('reads /card-game/{id} and /card-match?matchId=', () => {
    expect(matchIdFrom('12', '/card-game/12', '')).toBe(12);
    expect(matchIdFrom(undefined, '/card-game/12', '')).toBe(12);
    expect(matchIdFrom(undefined, '/card-match', '?matchId=7&userId=3')).toBe(7);
  });

  it('has none without a usable id (the page then goes to the lobby)', () => {
    expect(matchIdFrom(undefined, '/card-game', '')).toBeNull();
    expect(matchIdFrom(undefined, '/card-match', '')).toBeNull();
    expect(matchIdFrom('abc', '/card-game/abc', '')).toBeNull();
    expect(matchIdFrom('0', '/card-game/0', '')).toBeNull();
    expect(matchIdFrom('99999999999', '/card-game/99999999999', '')).toBeNull();
  });
});
