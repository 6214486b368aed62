import type { Engine } from '../dialect.js';
import { withId, type AnyDb } from './schema-helpers.js';

/** Forum replies (threads came with the accounts migration) and blocks between members. */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('forum_replies'), engine)
    .addColumn('thread_id', 'integer', (c) => c.notNull().references('forum_threads.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('forum_replies_thread_idx').on('forum_replies').columns(['thread_id', 'id']).execute();
  await db.schema
    .createIndex('forum_replies_user_idx')
    .on('forum_replies')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema.createIndex('reports_reporter_idx').on('reports').columns(['reporter_id', 'status']).execute();
}
