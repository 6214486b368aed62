import { sql } from 'kysely';
import type { Engine } from '../dialect.js';
import { addIndex, memberRef, withId, type AnyDb } from './schema-helpers.js';

/**
 * Notification e-mails (issue 25).
 * - `notification_mails` (owner: notifications): one row per notification e-mail sent to a member, by UTC day, so
 *   the job can hold to 10 a day and one digest a day across instances; `sent` 0 marks a day's digest looked at
 *   with nothing to send (it is not looked at again that day). Rows older than a few days are pruned.
 * - A partial index over the notifications not yet read nor e-mailed: what the job scans every minute.
 * - `push_instances` and `push_presence` (owner: realtime): which instance holds a push socket of which member,
 *   and until when each instance is known to be alive (its heartbeat), so that any instance can tell whether a
 *   member has a tab open somewhere; rows of an instance whose heartbeat stopped are ignored.
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('notification_mails'), engine)
    .addColumn('user_id', 'integer', memberRef)
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('notification_id', 'integer')
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'notification_mails_user_day_idx', 'notification_mails', ['user_id', 'day']);

  await db.schema
    .createIndex('notifications_mail_pending_idx')
    .on('notifications')
    .columns(['created_at'])
    .where(sql.ref('read_at'), 'is', null)
    .where(sql.ref('emailed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('push_instances')
    .addColumn('instance', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('alive_until', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_presence')
    .addColumn('instance', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_presence_pk', ['instance', 'user_id'])
    .execute();
  await addIndex(db, 'push_presence_user_idx', 'push_presence', ['user_id']);
}
