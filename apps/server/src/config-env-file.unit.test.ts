import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, withEnvFile } from './config.js';

describe('.env file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dd-env-'));
  const file = path.join(dir, '.env');
  writeFileSync(
    file,
    `# comment\nPORT=4100\nSITE_NAME="Drops From File"\nDATA_DIR=${dir}\nAPP_SECRET=${'s'.repeat(32)}\n`,
  );

  it('is read when present, and the real environment wins over it', () => {
    const config = loadConfig(withEnvFile({ PORT: '5200', ADMIN_PASSWORD: 'password1' }, file));
    expect(config.port).toBe(5200);
    expect(config.siteName).toBe('Drops From File');
    expect(config.dataDir).toBe(dir);
  });

  it('is optional', () => {
    const env = { PORT: '1234' };
    expect(withEnvFile(env, path.join(dir, 'missing.env'))).toBe(env);
  });
});
