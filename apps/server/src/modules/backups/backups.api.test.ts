import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig, loadStorageConfig, type StorageConfig } from '../../config.js';
import { createDb } from '../../db/dialect.js';
import { holdForRestore, holdForServer } from '../../db/restore-lock.js';
import { markRunning } from '../../platform/server-presence.js';
import { freshPostgres } from '../../../test/fresh-postgres.js';
import { postThread } from '../../../test/forum.js';
import { newMember, pointsBalance, type Member } from '../../../test/members.js';
import { createTestApp, TEST_ENGINE, type TestContext } from '../../../test/test-app.js';
import { RestoreRefused, restoreBackup } from './restore-backup.js';
import { takeBackup } from './take-backup.js';

/**
 * A backup taken through the module and restored into an empty data directory and database, then served: what
 * members wrote before the backup is there (login, thread, points, wishlist, an uploaded image), what they wrote
 * after it is not; and the refusals (a non-empty target without --force, a running server even with it).
 */

const dirs: string[] = [];
const drops: Array<() => Promise<void>> = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `dd-${label}-`));
  dirs.push(dir);
  return dir;
};

/** An empty target: a new data directory and, on PostgreSQL, a new empty database. */
async function emptyTarget(): Promise<StorageConfig> {
  const dataDir = tempDir('restore');
  if (TEST_ENGINE === 'sqlite') return loadStorageConfig({ DATA_DIR: dataDir });
  const database = await freshPostgres(process.env.TEST_DATABASE_URL!, 'restore');
  drops.push(database.drop);
  return loadStorageConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url });
}

/** Serves the restored target and runs `check` against it. */
async function served(target: StorageConfig, check: (ctx: Pick<TestContext, 'app'>) => Promise<void>): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl,
    LOG_LEVEL: 'silent',
    PASSWORD_SCRYPT_LOG_N: '12',
  });
  const db = createDb(config.databaseUrl);
  const app = await buildApp(config, { logger: false, db });
  await app.ready();
  try {
    await check({ app });
  } finally {
    await app.close();
    await db.kysely.destroy();
  }
}

const sourceDir = tempDir('source');
let ctx: TestContext;
let source: StorageConfig;
let member: Member;
let threadId: number;
let imageUrl: string;
let backupFile: string;
let lateMember: Member;

beforeAll(async () => {
  // SQLite in a file (the tests' default is in memory, which has nothing to copy).
  ctx = await createTestApp({
    seed: true,
    env: {
      DATA_DIR: sourceDir,
      BACKUP_KEEP: '2',
      ...(TEST_ENGINE === 'sqlite' ? { DATABASE_URL: `sqlite:${path.join(sourceDir, 'app.db')}` } : {}),
    },
  });
  source = ctx.config;
  writeFileSync(path.join(sourceDir, 'app-secret'), 'the-secret-the-site-signs-links-with-0123');
  member = await newMember(ctx.app);
  threadId = (await postThread(ctx.app, member, 'Before the backup', 'Written before the backup')).id;
  const wish = await ctx.app.inject({
    method: 'POST',
    url: '/api/wishlist/add',
    headers: member.headers,
    payload: { product_id: 'egg-glow-cube' },
  });
  expect(wish.statusCode, wish.body).toBe(200);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0af' } })
    .png()
    .toBuffer();
  const media = ctx.app.deps.media;
  imageUrl = (await media.save(await media.prepare(png, { maxWidth: 64 }), 'product', null)).url;

  const result = await takeBackup(source);
  backupFile = result.file;
  // Written after the backup: not in it.
  lateMember = await newMember(ctx.app);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  for (const drop of drops) await drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore on ${TEST_ENGINE}`, () => {
  it('writes one timestamped file into BACKUP_DIR (default $DATA_DIR/backups)', () => {
    expect(path.dirname(backupFile)).toBe(path.join(sourceDir, 'backups'));
    expect(path.basename(backupFile)).toMatch(/^dd-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/);
    // Nothing half-written is left beside it.
    expect(readdirSync(path.join(sourceDir, 'backups'))).toEqual([path.basename(backupFile)]);
  });

  it('restores into an empty target, which then serves what was written before the backup', async () => {
    const target = await emptyTarget();
    const { manifest } = await restoreBackup(target, backupFile);
    expect(manifest.engine).toBe(TEST_ENGINE);
    expect(manifest.tables.users).toBeGreaterThan(0);
    await served(target, async ({ app }) => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: member.user.username, password: member.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      // Sessions are data too: the token from before the backup still works.
      expect(await pointsBalance(app, member)).toBe(await pointsBalance(ctx.app, member));
      expect(await pointsBalance(app, member)).toBeGreaterThan(0);
      const thread = await app.inject({ method: 'GET', url: `/api/forum/thread/${threadId}` });
      expect(thread.statusCode).toBe(200);
      expect(thread.json<{ thread: { title: string } }>().thread.title).toBe('Before the backup');
      const wishlist = await app.inject({
        method: 'GET',
        url: `/api/wishlist/${member.user.id}`,
        headers: member.headers,
      });
      expect(wishlist.body).toContain('egg-glow-cube');
      const image = await app.inject({ method: 'GET', url: imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\//);
      const late = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: lateMember.user.username, password: lateMember.password },
      });
      expect(late.statusCode).toBe(401);
    });
    // The data directory's secret came along (signed links keep working).
    expect(readdirSync(target.dataDir)).toContain('app-secret');
  });

  it('refuses a non-empty target without --force, and replaces it with --force', async () => {
    const target = await emptyTarget();
    await restoreBackup(target, backupFile);
    await expect(restoreBackup(target, backupFile)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(target, backupFile)).rejects.toThrow(/not empty.*--force/);
    // Something written into the restored site is gone after a forced restore.
    let written: Member | undefined;
    await served(target, async ({ app }) => {
      written = await newMember(app);
    });
    await restoreBackup(target, backupFile, true);
    await served(target, async ({ app }) => {
      const res = await app.inject({ method: 'GET', url: '/api/auth/profile', headers: written!.headers });
      expect(res.statusCode).toBe(401);
      expect(await pointsBalance(app, member)).toBeGreaterThan(0);
    });
  });

  it('refuses, even with --force, while a server is running on the target', async () => {
    const target = await emptyTarget();
    const unmark = markRunning(target.dataDir);
    try {
      await expect(restoreBackup(target, backupFile, true)).rejects.toThrow(/A server is running/);
    } finally {
      unmark();
    }
    // The mark of a server that was killed (a pid that no longer runs) does not count.
    writeFileSync(
      path.join(target.dataDir, '.running', 'gone.json'),
      JSON.stringify({ host: (await import('node:os')).hostname(), pid: 2 ** 22 + 1, start: null, since: '' }),
    );
    await restoreBackup(target, backupFile);
    expect(existsSync(path.join(target.dataDir, '.running', 'gone.json'))).toBe(false);
  });

  it.runIf(TEST_ENGINE === 'postgres')('refuses while another session is connected to the database', async () => {
    const target = await emptyTarget();
    const client = new pg.Client({ connectionString: target.databaseUrl, application_name: 'other-server' });
    await client.connect();
    try {
      await expect(restoreBackup(target, backupFile, true)).rejects.toThrow(/other-server/);
    } finally {
      await client.end();
    }
  });

  it.runIf(TEST_ENGINE === 'postgres')(
    "a server's hold on the database refuses a restore, and a restore's refuses a server, whatever machine",
    async () => {
      const target = await emptyTarget();
      // A server elsewhere: no mark in this data directory, and its only session is the lock's.
      const server = await holdForServer(target.databaseUrl);
      expect(server).not.toBeNull();
      try {
        await expect(restoreBackup(target, backupFile, true)).rejects.toThrow(/A server .* is running on the database/);
        // Servers share it: a second instance starts beside the first.
        const second = await holdForServer(target.databaseUrl);
        expect(second).not.toBeNull();
        await second?.release();
      } finally {
        await server?.release();
      }
      const restore = await holdForRestore(target.databaseUrl);
      expect(restore).not.toBeNull();
      try {
        expect(await holdForServer(target.databaseUrl)).toBeNull();
        await expect(restoreBackup(target, backupFile)).rejects.toThrow(/another restore/);
      } finally {
        await restore?.release();
      }
      // Once both let go, the restore runs; its own hold is not another session, and it ends with it.
      await restoreBackup(target, backupFile);
      const after = await holdForServer(target.databaseUrl);
      expect(after).not.toBeNull();
      await after?.release();
    },
  );

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const second = await takeBackup(source);
    const third = await takeBackup(source);
    expect(third.deleted).toEqual([path.basename(backupFile)]);
    expect(readdirSync(source.backups.dir).sort()).toEqual([path.basename(second.file), path.basename(third.file)]);
  });
});
