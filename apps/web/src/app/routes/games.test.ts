import { describe, expect, it } from 'vitest';
import { pageKey } from './games';

describe('game pages', () => {
  it('tells the board, its replay and the other game pages apart', () => {
    expect(pageKey('/card-game/12')).toBe('/card-game');
    expect(pageKey('/card-game/12/replay')).toBe('/card-game/replay');
    expect(pageKey('/Card-Game/12/Replay/')).toBe('/card-game/replay');
    expect(pageKey('/card-game-lobby')).toBe('/card-game-lobby');
    expect(pageKey('/pvp/')).toBe('/pvp');
  });
});
