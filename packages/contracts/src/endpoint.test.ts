import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.js';

describe('endpointPath', () => {
  it('fills in each :name, URL-encoded', () => {
    expect(endpointPath('/api/forum/thread/:id/replies', { id: 7 })).toBe('/api/forum/thread/7/replies');
    expect(endpointPath('/api/wishlist/share/:share_slug', { share_slug: 'a b/c?' })).toBe(
      '/api/wishlist/share/a%20b%2Fc%3F',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => endpointPath('/api/card/matches/:id/log', {})).toThrow(/missing path parameter id of/);
  });
});
