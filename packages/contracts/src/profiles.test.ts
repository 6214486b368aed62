import { describe, expect, it } from 'vitest';
import { updateProfileRequestSchema } from './profiles.js';

const parse = (input: Record<string, unknown>) => updateProfileRequestSchema.parse(input);

describe('updateProfileRequestSchema', () => {
  it('keeps bio line breaks as \\n whatever the browser sent, and counts them once', () => {
    expect(parse({ bio: 'one\r\ntwo\rthree\nfour' }).bio).toBe('one\ntwo\nthree\nfour');
    const longLines = `${'a'.repeat(249)}\r\n${'b'.repeat(250)}`;
    expect(parse({ bio: longLines }).bio).toHaveLength(500);
  });

  it('makes the display name one line and drops control characters', () => {
    expect(parse({ display_name: '  Ada\r\n  Lovelace\u0007 ' }).display_name).toBe('Ada Lovelace');
    expect(parse({ bio: 'tab\tand bell\u0007' }).bio).toBe('tab\tand bell');
  });

  it('clears blank fields and leaves absent ones alone', () => {
    expect(parse({ display_name: '   ', bio: null })).toEqual({ display_name: null, bio: null });
    expect(parse({})).toEqual({});
  });

  it('enforces the limits after normalising', () => {
    expect(() => parse({ display_name: 'x'.repeat(51) })).toThrow('Display name must be at most 50 characters');
    expect(() => parse({ bio: 'b'.repeat(501) })).toThrow('Bio must be at most 500 characters');
  });
});
