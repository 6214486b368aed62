import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './config.js';

describe('TRUST_PROXY', () => {
  it('reads off, on, a hop count and a list of proxy addresses or CIDRs', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses what is neither', () => {
    for (const bad of ['yes', '-1', '1.5', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', 'nginx', '::1/129', '1/8/9']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
    expect(() => loadConfig({ TRUST_PROXY: 'nginx', DATA_DIR: '/tmp/dd-config-test' })).toThrow(/TRUST_PROXY/);
  });

  it('is off unless set', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/dd-config-test' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/dd-config-test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});
