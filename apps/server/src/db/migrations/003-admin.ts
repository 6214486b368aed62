import type { Engine } from '../dialect.js';
import { addIndex, belongsTo, withId, type AnyDb } from './schema-helpers.js';

/**
 * The admin catalogue's taxonomies (categories added by admins, gift categories and the products' gift
 * tags) and the moderation reports the dashboard counts (the forum files them).
 */
export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_media_id', 'varchar(32)', (c) => c.references('media.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gift_categories')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_gift_tags')
    .addColumn('product_id', 'varchar(64)', belongsTo('products.id'))
    .addColumn('gift_category_id', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_gift_tags_pk', ['product_id', 'gift_category_id'])
    .execute();
  await addIndex(db, 'product_gift_tags_tag_idx', 'product_gift_tags', ['gift_category_id', 'product_id']);

  await withId(db.schema.createTable('reports'), engine)
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reported_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(16)')
    .addColumn('content_id', 'integer')
    .addColumn('reason', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('admin_notes', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(32)')
    .execute();
  await addIndex(db, 'reports_status_idx', 'reports', ['status', 'created_at']);

  await addIndex(db, 'users_created_idx', 'users', ['created_at', 'id']);
  await addIndex(db, 'newsletter_status_idx', 'newsletter_subscribers', ['status', 'created_at']);
}
