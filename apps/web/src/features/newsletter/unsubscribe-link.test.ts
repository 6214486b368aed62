import { describe, expect, it } from 'vitest';
import { readUnsubscribeLink } from './unsubscribe-link';

describe('readUnsubscribeLink', () => {
  it('reads email and token from the query', () => {
    expect(readUnsubscribeLink(new URLSearchParams('email=a%2Bb%40x.com&token=abc123'))).toEqual({
      email: 'a+b@x.com',
      token: 'abc123',
    });
  });

  it('rejects a link missing either part or holding only blanks', () => {
    expect(readUnsubscribeLink(new URLSearchParams(''))).toBeNull();
    expect(readUnsubscribeLink(new URLSearchParams('email=a@x.com'))).toBeNull();
    expect(readUnsubscribeLink(new URLSearchParams('token=abc'))).toBeNull();
    expect(readUnsubscribeLink(new URLSearchParams('email=%20&token=abc'))).toBeNull();
  });
});
