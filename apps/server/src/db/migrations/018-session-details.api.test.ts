import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.js';
import { newMember } from '../../../test/members.js';
import { up } from './018-session-details.js';

/** Migration 018 on a database that already has sessions: each gets an id, its start as last use, no device. */
const ctx = appPerFile();

describe('migration 018 (session details)', () => {
  it('gives sessions written before it a unique id, a last use and an unknown device; their tokens still work', async () => {
    const members = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    const db = ctx.db.kysely;
    // Back to the schema before 018, then 018 again on the rows as they are.
    await db.schema.dropIndex('sessions_id_idx').execute();
    for (const column of ['id', 'last_used_at', 'device']) {
      await sql`ALTER TABLE sessions DROP COLUMN ${sql.ref(column)}`.execute(db);
    }
    await up(db, ctx.db.engine);
    const rows = await db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.last_used_at).toBe(row.created_at);
      expect(row.device).toBe('Unknown device');
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    for (const member of members) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: member.headers });
      expect(res.json()).toEqual({ sessions: [expect.objectContaining({ current: true, device: 'Unknown device' })] });
    }
    await expect(
      db
        .updateTable('sessions')
        .set({ id: rows[0]?.id as string })
        .where('token_hash', '=', rows[1]?.token_hash as string)
        .execute(),
    ).rejects.toThrow();
  });
});
