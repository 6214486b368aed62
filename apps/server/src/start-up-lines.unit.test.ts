import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { runningLine, siteAddress } from './start-up-lines.js';

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/dd-start-up-lines', APP_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'y'.repeat(8), ...env });

describe('the start-up line', () => {
  it('names localhost and the port really listened on when PUBLIC_URL is unset', () => {
    expect(runningLine('Dopamine Drops', siteAddress(config({}), 3000))).toBe(
      'Dopamine Drops is running at http://localhost:3000',
    );
    expect(siteAddress(config({ PORT: '0' }), 41234)).toBe('http://localhost:41234');
    expect(siteAddress(config({ HOST: '127.0.0.1', PORT: '8080' }), 8080)).toBe('http://localhost:8080');
    expect(siteAddress(config({ HOST: '::' }), 3000)).toBe('http://localhost:3000');
  });

  it('names the one address HOST listens on when it is not this machine’s loopback or every interface', () => {
    expect(siteAddress(config({ HOST: '192.168.1.20' }), 3000)).toBe('http://192.168.1.20:3000');
    expect(siteAddress(config({ HOST: 'fd00::5' }), 3000)).toBe('http://[fd00::5]:3000');
  });

  it('names PUBLIC_URL when it is set, and an empty PUBLIC_URL counts as unset', () => {
    expect(siteAddress(config({ PUBLIC_URL: 'https://drops.example/' }), 3000)).toBe('https://drops.example');
    expect(siteAddress(config({ PUBLIC_URL: '' }), 3000)).toBe('http://localhost:3000');
  });
});
