import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.js';
import { postReply, postThread } from '../../../test/forum.js';
import { newVeteran } from '../../../test/members.js';
import { up } from './012-reply-roots.js';

/** Migration 012 on a database that already has nested replies: each gets its top-level reply as root_id. */
const ctx = appPerFile();

describe('migration 012 (reply roots)', () => {
  it('fills root_id for replies written before it, at every depth', async () => {
    const member = await newVeteran(ctx.app);
    const thread = await postThread(ctx.app, member);
    const a = await postReply(ctx.app, member, thread.id, 'A');
    const a1 = await postReply(ctx.app, member, thread.id, 'A1', a.id);
    const a11 = await postReply(ctx.app, member, thread.id, 'A11', a1.id);
    const b = await postReply(ctx.app, member, thread.id, 'B');
    const b1 = await postReply(ctx.app, member, thread.id, 'B1', b.id);
    const db = ctx.db.kysely;
    // Back to the schema before 012, then 012 again on the rows as they are.
    await db.schema.dropIndex('forum_replies_root_idx').execute();
    await sql`ALTER TABLE forum_replies DROP COLUMN root_id`.execute(db);
    await up(db, ctx.db.engine);
    const rows = await db.selectFrom('forum_replies').select(['id', 'root_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: a.id, root_id: null },
      { id: a1.id, root_id: a.id },
      { id: a11.id, root_id: a.id },
      { id: b.id, root_id: null },
      { id: b1.id, root_id: b.id },
    ]);
  });
});
