import { describe, expect, it } from 'vitest';
import { toggleChoice } from './toggle-choice';

describe('toggleChoice', () => {
  it('adds once and removes', () => {
    expect(toggleChoice(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleChoice(['a'], 'a', true)).toEqual(['a']);
  });
});
