import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { adminLoginLine, ensureAdminAccount } from './admin-account.js';

const base = { dataDir: '/srv/dd/data', adminPassword: 'Zx9-generated', adminPasswordGenerated: true };

describe('the first start’s admin line', () => {
  it('shows a generated password and the file it is kept in, relative to the working directory', () => {
    expect(adminLoginLine(base, '/srv/dd')).toBe('Admin login: admin / Zx9-generated (kept in data/admin-password)');
    expect(adminLoginLine(base, '/elsewhere')).toBe(
      'Admin login: admin / Zx9-generated (kept in /srv/dd/data/admin-password)',
    );
  });

  it('never repeats a password the operator chose', () => {
    const line = adminLoginLine({ ...base, adminPassword: 'chosen-secret', adminPasswordGenerated: false });
    expect(line).toBe('Admin login: admin / the password in ADMIN_PASSWORD');
    expect(line).not.toContain('chosen-secret');
  });

  it('is announced once, when the account is created, and the log never carries the password', async () => {
    // No ADMIN_PASSWORD: one is generated into the data directory.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-admin-line-'));
    const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'x'.repeat(32) });
    expect(config.adminPasswordGenerated).toBe(true);
    const log = { info: vi.fn() };
    const lines: string[] = [];
    const created = { ensureAdmin: vi.fn().mockResolvedValue({ generatedPassword: null }) };
    await ensureAdminAccount(created, config, log, (line) => lines.push(line));
    expect(lines).toEqual([adminLoginLine(config)]);
    expect(lines[0]).toContain(config.adminPassword);
    expect(JSON.stringify(log.info.mock.calls)).not.toContain(config.adminPassword);

    const existing = { ensureAdmin: vi.fn().mockResolvedValue(null) };
    lines.length = 0;
    await ensureAdminAccount(existing, config, log, (line) => lines.push(line));
    expect(lines).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
