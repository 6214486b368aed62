import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig, type StorageConfig } from '../../src/config.js';
import { createDb } from '../../src/db/dialect.js';
import { holdForRestore } from '../../src/db/restore-lock.js';
import { restoreBackup } from '../../src/modules/backups/restore-backup.js';
import { sqliteFileOf, takeBackup, type BackupResult } from '../../src/modules/backups/take-backup.js';
import { freshPostgres } from '../fresh-postgres.js';
import { call, ok, registerMember, type HttpMember } from './http-client.js';
import { ENGINES, faultData, report, serverEnv, ServerProcess, type FaultData } from './server-process.js';

/**
 * Backups while the site is written to: 40 members post forum replies and add to wishlists against the real
 * server while three backups are taken (`npm run backup`'s code, in this process, as an operator's command runs
 * beside the server). Each backup is restored into an empty data directory and database, where the restore itself
 * checks SQLite's integrity and every table's row count and the ledger's sum against the manifest; then the copy
 * must be consistent (every reply with its points, no points without the reply: they commit together, so a copy
 * of one instant has both or neither) and be served by a real server.
 */

const MEMBERS = 40;
const BACKUPS = 3;

/** Rows per member that must agree in a consistent copy: replies and wishlist items against their points. */
async function ledgerAgreement(databaseUrl: string): Promise<{ replies: number; mismatches: string[] }> {
  const db = createDb(databaseUrl);
  try {
    const rows = await db.kysely
      .selectFrom('users')
      .select((eb) => {
        /** How many ledger entries paid the member for `reason`. */
        const paidFor = <A extends string>(reason: string, alias: A) =>
          eb
            .selectFrom('points_ledger')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('points_ledger.user_id', '=', 'users.id')
            .where('reason', '=', reason)
            .as(alias);
        return [
          'users.id',
          eb
            .selectFrom('forum_replies')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('forum_replies.user_id', '=', 'users.id')
            .as('replies'),
          paidFor('reply', 'replyPoints'),
          eb
            .selectFrom('wishlist_items')
            .innerJoin('wishlists', 'wishlists.id', 'wishlist_items.wishlist_id')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('wishlists.user_id', '=', 'users.id')
            .as('wished'),
          paidFor('wishlist_add', 'wishPoints'),
        ];
      })
      .execute();
    const mismatches = rows
      .filter((r) => Number(r.replies) !== Number(r.replyPoints) || Number(r.wished) !== Number(r.wishPoints))
      .map((r) => `user ${r.id}: ${r.replies}/${r.replyPoints} replies, ${r.wished}/${r.wishPoints} wishes`);
    return { replies: rows.reduce((n, r) => n + Number(r.replies), 0), mismatches };
  } finally {
    await db.kysely.destroy();
  }
}

describe.each(ENGINES)('backups while 40 members write, on %s', (engine) => {
  let data: FaultData;
  let server: ServerProcess | undefined;
  let members: HttpMember[];
  const backups: BackupResult[] = [];
  const targets: StorageConfig[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  let acked = 0;
  const failures: string[] = [];
  /** The slowest write acknowledged while no backup ran, and while one did (the box's noise vs the backup's cost). */
  const slowest = { quiet: 0, backingUp: 0 };
  let backingUp = false;

  beforeAll(async () => {
    data = await faultData(engine);
    server = await ServerProcess.start(serverEnv(data));
    const url = server.url;
    members = [];
    for (let i = 0; i < MEMBERS; i += 10) {
      members.push(...(await Promise.all(Array.from({ length: 10 }, () => registerMember(url, 'bk')))));
    }
    // Past the new-account period, so the forum's first-day reply cap does not stop the writers.
    const admin = createDb(data.databaseUrl);
    await sql`UPDATE users SET created_at = ${'2020-01-01T00:00:00.000Z'}`.execute(admin.kysely);
    await admin.kysely.destroy();
    const thread = await ok<{ thread: { id: number } }>(url, 'POST', '/api/forum/threads', {
      token: members[0]!.token,
      body: { title: 'Backed up while written', content: 'Replies land here during the backups' },
      expected: 201,
    });
    const products = (await ok<{ items: Array<{ _id: string }> }>(url, 'GET', '/api/products?limit=24')).items;
    let stop = false;
    const writers = members.map(async (member, i) => {
      for (let n = 0; !stop; n++) {
        const wish = n % 3 === 2 && n / 3 < products.length;
        const started = performance.now();
        const during = backingUp;
        const res = wish
          ? await call(url, 'POST', '/api/wishlist/add', {
              token: member.token,
              body: { product_id: products[Math.floor(n / 3) % products.length]!._id },
            })
          : await call(url, 'POST', '/api/forum/reply', {
              token: member.token,
              body: { thread_id: thread.thread.id, content: `reply ${i}-${n}` },
            });
        const ms = performance.now() - started;
        if (during || backingUp) slowest.backingUp = Math.max(slowest.backingUp, ms);
        else slowest.quiet = Math.max(slowest.quiet, ms);
        if (res.status >= 300) failures.push(`${res.status} ${JSON.stringify(res.body)}`);
        else acked += 1;
      }
    });
    const storage = loadStorageConfig({
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      BACKUP_DIR: path.join(data.dataDir, 'backups'),
    });
    for (let b = 0; b < BACKUPS; b++) {
      await new Promise((resolve) => setTimeout(resolve, 700));
      backingUp = true;
      backups.push(await takeBackup(storage));
      backingUp = false;
    }
    stop = true;
    await Promise.all(writers);
    for (const backup of backups) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'dd-faults-restore-'));
      let databaseUrl = `sqlite:${path.join(dataDir, 'app.db')}`;
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      if (engine === 'postgres') {
        const database = await freshPostgres(process.env.TEST_DATABASE_URL!, 'faults_restore');
        databaseUrl = database.url;
        cleanups.push(database.drop);
      }
      const target = loadStorageConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      await restoreBackup(target, backup.file);
      targets.push(target);
    }
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    for (const cleanup of cleanups) await cleanup();
    await data?.remove();
  });

  it('the backups were taken while members wrote, and no write failed', () => {
    report(
      `backups on ${engine}: ${backups.map((b) => `${(b.bytes / 1e3).toFixed(0)} kB in ${b.ms.toFixed(0)} ms`).join(', ')}; ` +
        `${acked} writes acknowledged meanwhile, slowest ${slowest.quiet.toFixed(0)} ms between backups, ${slowest.backingUp.toFixed(0)} ms during one`,
    );
    expect(failures).toEqual([]);
    expect(backups).toHaveLength(BACKUPS);
    expect(acked).toBeGreaterThan(MEMBERS * 3);
    // Each backup caught a different moment of the writing.
    const replies = backups.map((b) => b.manifest.tables.forum_replies);
    expect(new Set(replies).size).toBe(BACKUPS);
  });

  it('each restored copy is sound, holds what its manifest counted, and pays exactly what it stores', async () => {
    for (const [i, target] of targets.entries()) {
      if (engine === 'sqlite') {
        const sqlite = new Sqlite(sqliteFileOf(target.databaseUrl), { readonly: true });
        try {
          expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(sqlite.pragma('foreign_key_check')).toEqual([]);
        } finally {
          sqlite.close();
        }
      }
      const agreement = await ledgerAgreement(target.databaseUrl);
      expect(agreement.mismatches).toEqual([]);
      expect(agreement.replies).toBe(backups[i]!.manifest.tables.forum_replies);
    }
  });

  it.runIf(engine === 'postgres')(
    'a restore refuses while a server runs on the database from another machine, and a server will not start during a restore',
    async () => {
      // Another machine: its own (empty) data directory, without the running server's mark, on the same database.
      const elsewhere = mkdtempSync(path.join(tmpdir(), 'dd-faults-elsewhere-'));
      cleanups.push(async () => rmSync(elsewhere, { recursive: true, force: true }));
      const target = loadStorageConfig({ DATA_DIR: elsewhere, DATABASE_URL: data.databaseUrl });
      await expect(restoreBackup(target, backups[0]!.file, true)).rejects.toThrow(
        /A server .* is running on the database/,
      );

      const restoring = await holdForRestore(targets[0]!.databaseUrl);
      expect(restoring).not.toBeNull();
      try {
        await expect(
          ServerProcess.start(
            serverEnv({ ...data, dataDir: targets[0]!.dataDir, databaseUrl: targets[0]!.databaseUrl }),
          ),
        ).rejects.toThrow(/A restore \(npm run restore\) is running on this database/);
      } finally {
        await restoring?.release();
      }
    },
  );

  it('each restored copy serves the site', async () => {
    for (const [i, target] of targets.entries()) {
      const restored = await ServerProcess.start(
        serverEnv({ ...data, dataDir: target.dataDir, databaseUrl: target.databaseUrl }),
      );
      try {
        const member = members[i]!;
        const balance = await ok<{ total_points: number }>(restored.url, 'GET', '/api/points/balance', {
          token: member.token,
        });
        const db = createDb(target.databaseUrl);
        try {
          const sum = await db.kysely
            .selectFrom('points_ledger')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('s'))
            .where('user_id', '=', member.id)
            .executeTakeFirstOrThrow();
          expect(balance.total_points).toBe(Number(sum.s));
        } finally {
          await db.kysely.destroy();
        }
        const page = await call(restored.url, 'GET', '/api/products?limit=5');
        expect(page.status).toBe(200);
      } finally {
        await restored.kill('SIGTERM');
      }
    }
  });
});
