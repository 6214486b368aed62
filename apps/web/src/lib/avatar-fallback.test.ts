import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarInitial, avatarTone } from './avatar-fallback';

describe('fallback avatar', () => {
  it('shows the first letter, upper-cased, also for emoji and empty names', () => {
    expect(avatarInitial('quacky')).toBe('Q');
    expect(avatarInitial('  émile')).toBe('É');
    expect(avatarInitial('🦆 Duck')).toBe('🦆');
    expect(avatarInitial('')).toBe('?');
  });

  it('gives a member the same colour every time', () => {
    expect(avatarTone('duck_fan')).toBe(avatarTone('duck_fan'));
    expect(AVATAR_TONES).toContain(avatarTone('duck_fan'));
    const tones = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(avatarTone));
    expect(tones.size).toBeGreaterThan(1);
  });
});
