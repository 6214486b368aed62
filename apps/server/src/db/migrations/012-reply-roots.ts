import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import { addIndex, type AnyDb } from './schema-helpers.js';

/**
 * Each nested reply records the top-level reply its sub-thread hangs from (null for a top-level reply), so
 * a page of top-level replies, the start of each sub-thread and the rest of one read one index range
 * (decisions: forum reply pages) instead of walking parent links.
 */
export async function up(db: AnyDb, _engine: Engine): Promise<void> {
  await db.schema.alterTable('forum_replies').addColumn('root_id', 'integer').execute();
  // Existing replies: walk down from the top-level ones (a parent index for the walk, dropped after).
  await addIndex(db, 'forum_replies_parent_tmp', 'forum_replies', ['parent_id']);
  await sql`
    WITH RECURSIVE tree(id, root) AS (
      SELECT id, id FROM forum_replies WHERE parent_id IS NULL
      UNION ALL
      SELECT r.id, tree.root FROM forum_replies r JOIN tree ON r.parent_id = tree.id
    )
    UPDATE forum_replies SET root_id = (SELECT root FROM tree WHERE tree.id = forum_replies.id)
    WHERE parent_id IS NOT NULL`.execute(db);
  await db.schema.dropIndex('forum_replies_parent_tmp').execute();
  await addIndex(db, 'forum_replies_root_idx', 'forum_replies', ['thread_id', 'root_id', 'id']);
}
