import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescription } from './meta-description.js';

describe('metaDescription', () => {
  it('keeps short text and flattens whitespace', () => {
    expect(metaDescription('  A  glowing\n cube. ')).toBe('A glowing cube.');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const words = 'glow '.repeat(60);
    const result = metaDescription(words);
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(result.endsWith('glow…')).toBe(true);
  });

  it('cuts one very long word hard when there is no space to cut at', () => {
    const result = metaDescription('x'.repeat(500));
    expect(result).toBe(`${'x'.repeat(META_DESCRIPTION_MAX - 1)}…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(metaDescription('one two, three four', 10)).toBe('one two…');
  });
});
