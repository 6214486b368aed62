import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers the display name, then the username, then User', () => {
    expect(displayName({ display_name: 'Quacky', username: 'duck_fan' })).toBe('Quacky');
    expect(displayName({ display_name: null, username: 'duck_fan' })).toBe('duck_fan');
    expect(displayName({ display_name: '   ', username: 'duck_fan' })).toBe('duck_fan');
    expect(displayName({ display_name: null, username: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
