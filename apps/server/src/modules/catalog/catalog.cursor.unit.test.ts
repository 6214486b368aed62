import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, searchTokens } from './catalog.cursor.js';

describe('cursor', () => {
  it('round-trips a keyset position for its own sort only', () => {
    const newest = encodeCursor({ k: '2026-11-01T12:00:00.000Z', id: 'a' });
    expect(decodeCursor(newest, 'newest')).toEqual({ k: '2026-11-01T12:00:00.000Z', id: 'a' });
    expect(decodeCursor(newest, 'price-asc')).toBeNull();
    const price = encodeCursor({ k: 1999, id: 'b' });
    expect(decodeCursor(price, 'price-desc')).toEqual({ k: 1999, id: 'b' });
    expect(decodeCursor(encodeCursor({ o: 24 }), 'relevance')).toEqual({ o: 24 });
  });

  it('rejects garbage', () => {
    expect(decodeCursor('not-base64-json', 'newest')).toBeNull();
    expect(decodeCursor(encodeCursor({ o: -1 }), 'relevance')).toBeNull();
    expect(decodeCursor(Buffer.from('[1,2]').toString('base64url'), 'newest')).toBeNull();
  });
});

describe('searchTokens', () => {
  it('keeps only words, lower-cased, so no search syntax reaches the engine', () => {
    expect(searchTokens('Glow "cube" OR -lamp* NEAR(x)')).toEqual(['glow', 'cube', 'or', 'lamp', 'near', 'x']);
    expect(searchTokens('***')).toEqual([]);
    expect(searchTokens('café 2000')).toEqual(['café', '2000']);
  });
});
