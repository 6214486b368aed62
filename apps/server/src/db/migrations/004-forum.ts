import type { Engine } from '../dialect.js';
import { addIndex, addMemberRowsIndex, belongsTo, memberRef, withId, type AnyDb } from './schema-helpers.js';

/** Forum replies (threads came with the accounts migration) and blocks between members. */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('forum_replies'), engine)
    .addColumn('thread_id', 'integer', belongsTo('forum_threads.id'))
    .addColumn('parent_id', 'integer')
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await addIndex(db, 'forum_replies_thread_idx', 'forum_replies', ['thread_id', 'id']);
  await addMemberRowsIndex(db, 'forum_replies');

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', memberRef)
    .addColumn('blocked_id', 'integer', memberRef)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await addIndex(db, 'blocks_blocked_idx', 'blocks', ['blocked_id', 'blocker_id']);

  await addIndex(db, 'reports_reporter_idx', 'reports', ['reporter_id', 'status']);
}
