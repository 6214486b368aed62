import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import { addIndex, memberKey, memberRef, withId, type AnyDb } from './schema-helpers.js';

/**
 * Notifications (issue 25). One row per item the member sees: unread ones of the same kind and subject are one
 * row whose `count` grows (a partial unique index on (user, kind, subject) over unread rows makes that an upsert
 * two writers cannot split), and its sentence is made when it is read, from `actor`, `title`, `count` and
 * `detail`. `in_app` is 0 for a kind the member only wants by e-mail (kept for the e-mail, never listed).
 * Preferences: one row per member who changed them (none means the defaults), the kinds' channels as JSON.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('notifications'), engine)
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(32)')
    .addColumn('link', 'varchar(300)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('in_app', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('read_at', 'varchar(32)')
    .addColumn('emailed_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('notifications_unread_group_idx')
    .on('notifications')
    .columns(['user_id', 'kind', 'subject_id'])
    .unique()
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await addIndex(db, 'notifications_list_idx', 'notifications', ['user_id', 'created_at', 'id']);
  // The bell's count reads only this (unread, shown in the app), however many read ones a member keeps.
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('read_at'), 'is', null)
    .where(sql.ref('in_app'), '=', 1)
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', memberKey)
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('digest', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
