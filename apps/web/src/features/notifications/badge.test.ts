import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('the bell badge', () => {
  it('shows nothing when nothing is unread', () => {
    expect(badgeText(0)).toBeNull();
  });

  it('counts 1 to 9, then says 9+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
