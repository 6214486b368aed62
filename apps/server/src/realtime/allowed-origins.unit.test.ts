import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, listensOnLoopback, originPolicy } from './allowed-origins.js';

const withPublicUrl = (publicUrl: string, devWebOrigin: string | null = null) =>
  originPolicy({ publicUrl, devWebOrigin, host: '0.0.0.0' });

describe('allowed origins with PUBLIC_URL set', () => {
  it('accept the site’s own origin, however the URL was written', () => {
    const allowed = withPublicUrl('https://drops.example/');
    expect(isAllowedOrigin('https://drops.example', allowed, 3000)).toBe(true);
    expect(isAllowedOrigin('https://DROPS.example:443', allowed, 3000)).toBe(true);
  });

  it('refuse other origins, other schemes and ports, a missing or opaque origin and garbage', () => {
    const allowed = withPublicUrl('https://drops.example');
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
      // The loopback names are the first run's, not a configured site's.
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]) {
      expect(isAllowedOrigin(origin, allowed, 3000), String(origin)).toBe(false);
    }
  });

  it('accept the Vite dev origin only when it is configured', () => {
    const dev = withPublicUrl('http://localhost:3000', 'http://localhost:5173');
    expect(isAllowedOrigin('http://localhost:5173', dev, 3000)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3000', dev, 3000)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:5173', dev, 3000)).toBe(false);
  });
});

describe('allowed origins with PUBLIC_URL unset', () => {
  const firstRun = originPolicy({ publicUrl: null, devWebOrigin: null, host: '0.0.0.0' });

  it('accept the server’s own port under every loopback name', () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://LOCALHOST:3000',
      'http://[0:0:0:0:0:0:0:1]:3000',
    ]) {
      expect(isAllowedOrigin(origin, firstRun, 3000), origin).toBe(true);
    }
    expect(isAllowedOrigin('http://localhost', firstRun, 80)).toBe(true);
  });

  it('refuse another port, another host, another scheme, and a socket whose port is unknown', () => {
    for (const origin of [
      'http://localhost:3001',
      'http://127.0.0.1:8080',
      'http://localhost',
      'https://localhost:3000',
      'http://evil.example:3000',
      'http://localhost.evil.example:3000',
      'http://192.168.1.20:3000',
      'http://localhost.:3000',
      'null',
      undefined,
    ]) {
      expect(isAllowedOrigin(origin, firstRun, 3000), String(origin)).toBe(false);
    }
    expect(isAllowedOrigin('http://localhost:3000', firstRun, undefined)).toBe(false);
  });

  it('keep accepting the Vite dev origin, and no loopback name when the server does not listen on loopback', () => {
    const dev = originPolicy({ publicUrl: null, devWebOrigin: 'http://localhost:5173', host: '0.0.0.0' });
    expect(isAllowedOrigin('http://localhost:5173', dev, 3000)).toBe(true);
    const lanOnly = originPolicy({ publicUrl: null, devWebOrigin: null, host: '192.168.1.20' });
    expect(isAllowedOrigin('http://localhost:3000', lanOnly, 3000)).toBe(false);
  });

  it('know which HOST values include the loopback interface', () => {
    for (const host of ['0.0.0.0', '::', 'localhost', '127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      expect(listensOnLoopback(host), host).toBe(true);
    }
    for (const host of ['192.168.1.20', '10.0.0.1', 'example.com', '::ffff:10.0.0.1']) {
      expect(listensOnLoopback(host), host).toBe(false);
    }
  });
});
