import { describe, expect, it } from 'vitest';
import { parseStoredUser, userLabel } from './session-user';

describe('parseStoredUser', () => {
  it('returns null for missing, broken or shapeless data', () => {
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('')).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('"just a string"')).toBeNull();
    expect(parseStoredUser('{"username":"no-id"}')).toBeNull();
  });

  it('keeps the fields the header needs', () => {
    const user = parseStoredUser(
      JSON.stringify({ id: 7, username: 'ada', display_name: 'Ada', avatar_url: '/media/1', is_admin: 1 }),
    );
    expect(user).toEqual({ id: 7, username: 'ada', display_name: 'Ada', avatar_url: '/media/1', is_admin: true });
  });

  it('treats only true and 1 as admin and blanks as missing', () => {
    const user = parseStoredUser(JSON.stringify({ id: '7', username: 'ada', avatar_url: '  ', is_admin: 'yes' }));
    expect(user?.is_admin).toBe(false);
    expect(user?.avatar_url).toBeNull();
    expect(user?.display_name).toBeNull();
  });
});

describe('userLabel', () => {
  it('prefers the display name, then the username', () => {
    expect(userLabel({ id: 1, username: 'ada', display_name: 'Ada L', avatar_url: null, is_admin: false })).toBe(
      'Ada L',
    );
    expect(userLabel({ id: 1, username: 'ada', display_name: null, avatar_url: null, is_admin: false })).toBe('ada');
    expect(userLabel(null)).toBe('Profile');
  });
});
