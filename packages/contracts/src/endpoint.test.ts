import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointPath, memberWire, publicWire } from './endpoint.js';

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

describe('wires in brief', () => {
  const ok = z.object({ id: z.number() });
  const body = z.object({ name: z.string() });

  it('spell out the usual 200 answer and the group tags', () => {
    expect(publicWire(['blog'], { summary: 'Posts', ok, errors: [400] })).toEqual({
      tags: ['blog'],
      summary: 'Posts',
      responses: { 200: ok },
      errors: [400],
    });
  });

  it('mark a member call as reading the bearer token, keeping its other fields', () => {
    expect(memberWire(['pvp'], { summary: 'Join', body, ok, errors: [401] })).toEqual({
      tags: ['pvp'],
      summary: 'Join',
      bearer: true,
      body,
      responses: { 200: ok },
      errors: [401],
    });
  });

  it('spell out a 201 answer, and both when the call may answer either', () => {
    expect(publicWire(['forum'], { summary: 'Post', created: ok, errors: [] }).responses).toEqual({ 201: ok });
    expect(memberWire(['forum'], { summary: 'Post', ok, created: ok, errors: [] }).responses).toEqual({
      200: ok,
      201: ok,
    });
  });
});
