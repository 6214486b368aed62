import { describe, expect, it } from 'vitest';
import { bearerToken } from './auth.js';

describe('bearerToken', () => {
  it('reads a well-formed bearer token, scheme in any case', () => {
    const token = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
  });

  it('ignores anything else', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer short',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(201)}`,
      'Bearer a b c d e f g h i j k l',
    ]) {
      expect(bearerToken(header)).toBeNull();
    }
  });
});
