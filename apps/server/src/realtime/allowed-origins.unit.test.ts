import { describe, expect, it } from 'vitest';
import { allowedOrigins, isAllowedOrigin } from './allowed-origins.js';

describe('allowed origins', () => {
  it('accept the site’s own origin, however the URL was written', () => {
    const allowed = allowedOrigins('https://drops.example/', null);
    expect(isAllowedOrigin('https://drops.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://DROPS.example:443', allowed)).toBe(true);
  });

  it('refuse other origins, other schemes and ports, a missing or opaque origin and garbage', () => {
    const allowed = allowedOrigins('https://drops.example', null);
    for (const origin of [
      'https://evil.example',
      'http://drops.example',
      'https://drops.example:8443',
      'https://drops.example.evil.example',
      'null',
      '',
      undefined,
      'not a url',
      'http://localhost:5173',
    ]) {
      expect(isAllowedOrigin(origin, allowed), String(origin)).toBe(false);
    }
  });

  it('accept the Vite dev origin only when it is configured', () => {
    const dev = allowedOrigins('http://localhost:3000', 'http://localhost:5173');
    expect(isAllowedOrigin('http://localhost:5173', dev)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', dev)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:5173', dev)).toBe(false);
  });
});
