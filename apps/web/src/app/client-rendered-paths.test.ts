import { describe, expect, it } from 'vitest';
import { isClientRendered } from './client-rendered-paths';

describe('isClientRendered', () => {
  it('leaves the member-only pages, the admin screens and the games to the browser', () => {
    for (const path of [
      '/profile',
      '/wishlist',
      '/rewards',
      '/admin',
      '/admin-products',
      '/pvp',
      '/card-game/12',
      '/card-game/12/replay',
      '/game',
    ]) {
      expect(isClientRendered(path), path).toBe(true);
    }
  });

  it('renders the public pages on the server, shared wishlists and public profiles included', () => {
    for (const path of [
      '/',
      '/product/abc',
      '/collections/tech',
      '/wishlist/share/x1',
      '/user/3',
      '/forum/thread/4',
      '/nope',
    ]) {
      expect(isClientRendered(path), path).toBe(false);
    }
  });
});
