import { describe, expect, it } from 'vitest';
import { AVATAR_TONES, avatarInitial, avatarTone } from './avatar-fallback';

describe('fallback avatar', () => {
  it.each([
    ['quacky', 'Q'],
    ['  émile', 'É'],
    ['🦆 Duck', '🦆'],
    ['', '?'],
  ])('shows the first letter, upper-cased, also for emoji and empty names: %j as %s', (name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });

  it('gives a member the same colour every time', () => {
    expect(avatarTone('duck_fan')).toBe(avatarTone('duck_fan'));
    expect(AVATAR_TONES).toContain(avatarTone('duck_fan'));
    const tones = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(avatarTone));
    expect(tones.size).toBeGreaterThan(1);
  });
});
