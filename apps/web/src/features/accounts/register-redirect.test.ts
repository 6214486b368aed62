import { describe, expect, it } from 'vitest';
import { registerRedirect } from './register-redirect';

describe('registerRedirect', () => {
  it('takes a subscribed member to their rewards after 2 s', () => {
    expect(registerRedirect({ newsletterSubscribed: true, autoLoggedIn: true })).toEqual({
      to: '/rewards',
      delayMs: 2000,
    });
  });

  it('takes everyone else home after 1.2 s', () => {
    expect(registerRedirect({ newsletterSubscribed: false, autoLoggedIn: true })).toEqual({ to: '/', delayMs: 1200 });
  });

  it('sends a failed auto-login to /login after 2 s, whatever the newsletter said', () => {
    const subscribed = registerRedirect({ newsletterSubscribed: true, autoLoggedIn: false });
    const plain = registerRedirect({ newsletterSubscribed: false, autoLoggedIn: false });
    expect(subscribed.delayMs).toBe(2000);
    expect(plain.delayMs).toBe(2000);
    expect(new URL(subscribed.to, 'http://x').pathname).toBe('/login');
    expect(plain.to).toBe('/login');
  });

  it('lets a subscribed member continue to /rewards after logging in by hand', () => {
    expect(registerRedirect({ newsletterSubscribed: true, autoLoggedIn: false }).to).toBe('/login?next=%2Frewards');
  });
});
