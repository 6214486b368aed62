import { describe, expect, it } from 'vitest';
import { gameChrome } from './game-chrome';

describe('the slim bar of the game pages', () => {
  it('is on the card board, the duel and the memory game, each leading back to its lobby', () => {
    expect(gameChrome('/card-game/12')?.backTo).toBe('/card-game-lobby');
    expect(gameChrome('/Card-Game/12/')?.backTo).toBe('/card-game-lobby');
    expect(gameChrome('/card-match')?.backTo).toBe('/card-game-lobby');
    expect(gameChrome('/pvp')?.backTo).toBe('/pvp-lobby');
    expect(gameChrome('/game')?.backTo).toBe('/');
  });

  it('leaves every other page its full header: lobbies, leaderboards, the replay, the shop', () => {
    for (const path of [
      '/',
      '/card-game-lobby',
      '/card-game/12/replay',
      '/pvp-lobby',
      '/pvp-leaderboard',
      '/leaderboard',
      '/games',
      '/deck-builder',
      '/product/abc',
    ]) {
      expect(gameChrome(path), path).toBeNull();
    }
  });
});
