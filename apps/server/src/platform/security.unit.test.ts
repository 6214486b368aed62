import { describe, expect, it } from 'vitest';
import { helmetOptions, staticSecurityHeaders } from './security.js';

const connectSrc = (publicUrl: string, devWebOrigin: string | null) =>
  /connect-src ([^;]+)/
    .exec(staticSecurityHeaders(helmetOptions({ publicUrl, devWebOrigin }))['content-security-policy'] ?? '')?.[1]
    ?.split(' ');

describe('the CSP connect-src', () => {
  it('is the site and its own socket: wss: for an https site, never any ws:/wss: host', () => {
    expect(connectSrc('https://drops.example.com', null)).toEqual(["'self'", 'wss://drops.example.com']);
    expect(connectSrc('http://localhost:3000', null)).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it("adds the dev server's origin and socket under npm run dev", () => {
    expect(connectSrc('http://localhost:3000', 'http://localhost:5173')).toEqual([
      "'self'",
      'ws://localhost:3000',
      'http://localhost:5173',
      'ws://localhost:5173',
    ]);
  });
});
