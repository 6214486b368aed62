import { describe, expect, it } from 'vitest';
import { VALUES } from './about-values';

describe('about page values', () => {
  it('are the four values of the spec, in order, each with an emoji and a text', () => {
    expect(VALUES.map((v) => v.name)).toEqual(['Authenticity', 'Transparency', 'Discovery', 'Community']);
    for (const v of VALUES) {
      expect(v.emoji).not.toBe('');
      expect(v.text.length).toBeGreaterThan(40);
    }
  });
});
