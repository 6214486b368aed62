import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  censusDifferences,
  parseManifest,
  restoreRefusal,
  type BackupManifest,
} from './backup-manifest.js';
import { backupFileName, backupsToDelete, backupTimeOf } from './backup-names.js';
import { extractTarGz, parseTarHeader, tarHeader, writeTarGz } from './tar-archive.js';

describe('backup file names', () => {
  it('carry their time to the millisecond and read back', () => {
    const at = new Date('2026-11-28T04:37:49.123Z');
    expect(backupFileName(at)).toBe('dd-backup-2026-11-28T04-37-49-123Z.tar.gz');
    expect(backupTimeOf(backupFileName(at))).toEqual(at);
    expect(backupTimeOf('notes.txt')).toBeNull();
    expect(backupTimeOf('dd-backup-2026-11-28T04-37-49-123Z.tar.gz.partial')).toBeNull();
  });

  it('retention deletes the oldest beyond BACKUP_KEEP and never a file that is not a backup', () => {
    const names = [0, 1, 2, 3, 4].map((d) => backupFileName(new Date(Date.UTC(2026, 10, 20 + d, 3))));
    const listed = [names[2]!, 'README', names[0]!, names[4]!, '.partial-abc', names[1]!, names[3]!];
    expect(backupsToDelete(listed, 3)).toEqual([names[1], names[0]]);
    expect(backupsToDelete(listed, 7)).toEqual([]);
    // At least the newest is always kept.
    expect(backupsToDelete(listed, 0)).toHaveLength(4);
  });
});

const manifest: BackupManifest = {
  format: BACKUP_FORMAT,
  version: 1,
  engine: 'sqlite',
  createdAt: '2026-11-28T04:37:49.123Z',
  migration: '023-catalog-indexes',
  tables: { users: 3, points_ledger: 5 },
  pointsTotal: 120,
  dataFiles: ['app-secret'],
};

describe('backup manifest', () => {
  it('parses its own JSON and refuses anything else', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
    expect(() => parseManifest('{')).toThrow(/not JSON/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: 'other' }))).toThrow(/Not a backup/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, version: 2 }))).toThrow(/newer format/);
  });

  it('refuses another engine and a schema newer than this code', () => {
    const known = ['001-catalog', '023-catalog-indexes'];
    expect(restoreRefusal(manifest, 'sqlite', known)).toBeNull();
    expect(restoreRefusal(manifest, 'postgres', known)).toMatch(/sqlite backup; DATABASE_URL names a postgres/);
    expect(restoreRefusal({ ...manifest, migration: '024-future' }, 'sqlite', known)).toMatch(/newer version/);
  });

  it('names every table whose rows differ, and a different ledger sum', () => {
    const recorded = { tables: manifest.tables, pointsTotal: 120 };
    expect(censusDifferences(recorded, { tables: { users: 3, points_ledger: 5 }, pointsTotal: 120 })).toEqual([]);
    expect(censusDifferences(recorded, { tables: { users: 3, points_ledger: 4, extra: 1 }, pointsTotal: 110 })).toEqual(
      [
        'extra: absent rows recorded, 1 restored',
        'points_ledger: 5 rows recorded, 4 restored',
        'points ledger sum: 120 recorded, 110 restored',
      ],
    );
  });
});

describe('tar archive', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dd-tar-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('headers carry name and size, checksummed; base-256 past 8 GiB', () => {
    const header = tarHeader('data/app-secret', 1234, 1_800_000_000);
    expect(parseTarHeader(header)).toEqual({ name: 'data/app-secret', size: 1234, type: '0' });
    expect(parseTarHeader(tarHeader('database.sqlite', 9 * 2 ** 30, 0)).size).toBe(9 * 2 ** 30);
    const damaged = Buffer.from(header);
    damaged[0] = 0x41;
    expect(() => parseTarHeader(damaged)).toThrow(/checksum/);
    expect(() => tarHeader('../etc/passwd', 1, 0)).toThrow(/Unsafe/);
  });

  it('round-trips files and buffers, readable by GNU tar too', async () => {
    const big = Buffer.alloc(700_001, 7);
    big.write('the end', 700_001 - 7);
    writeFileSync(path.join(dir, 'big.bin'), big);
    const archive = path.join(dir, 'a.tar.gz');
    await writeTarGz(
      archive,
      [
        { name: 'manifest.json', data: Buffer.from('{"a":1}') },
        { name: 'database.sqlite', file: path.join(dir, 'big.bin') },
        { name: 'data/app-secret', data: Buffer.from('s3cret') },
        { name: 'skipped', data: Buffer.from('x') },
      ],
      new Date('2026-11-28T00:00:00Z'),
    );
    expect(execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'manifest.json',
      'database.sqlite',
      'data/app-secret',
      'skipped',
    ]);
    const out = path.join(dir, 'out');
    const names = await extractTarGz(archive, out, (name) => name !== 'skipped');
    expect(names).toEqual(['manifest.json', 'database.sqlite', 'data/app-secret']);
    expect(readFileSync(path.join(out, 'database.sqlite')).equals(big)).toBe(true);
    expect(readFileSync(path.join(out, 'data/app-secret'), 'utf8')).toBe('s3cret');
  });

  it('refuses an archive cut short', async () => {
    const archive = path.join(dir, 'a.tar.gz');
    const whole = readFileSync(archive);
    const cut = path.join(dir, 'cut.tar.gz');
    // A gzip stream cut in the middle fails to inflate, or the tar inside ends before its closing blocks.
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(extractTarGz(cut, path.join(dir, 'cut'), () => true)).rejects.toThrow();
  });
});
