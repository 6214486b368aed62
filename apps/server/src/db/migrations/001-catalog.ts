import type { Engine } from '../dialect.js';
import type { AnyDb } from './schema-helpers.js';
import { addIndex, belongsTo, createProductSearch, createSortIndexes, timestamps, withId } from './schema-helpers.js';

export async function up(db: AnyDb, engine: Engine): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('asin', 'varchar(20)')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer')
    .addColumn('price_asc', 'integer', (c) => c.notNull())
    .addColumn('price_desc', 'integer', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('affiliate_url', 'text', (c) => c.notNull())
    .addColumn('viral_factor', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('availability', 'text')
    .addColumn('drop_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('last_updated', 'varchar(32)')
    .$call(timestamps)
    .execute();
  await addIndex(db, 'products_asin_idx', 'products', ['asin']);
  for (const [name, cols] of [
    ['newest', ['drop_date', 'id']],
    ['price_asc', ['price_asc', 'id']],
    ['price_desc', ['price_desc', 'id']],
  ] as const) {
    await addIndex(db, `products_${name}_idx`, 'products', cols);
    await addIndex(db, `products_src_${name}_idx`, 'products', ['source', ...cols]);
  }
  await createProductSearch(db, engine);

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'varchar(64)', belongsTo('products.id'))
    .addColumn('category_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('drop_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('price_asc', 'integer', (c) => c.notNull())
    .addColumn('price_desc', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await createSortIndexes(db, 'product_categories', 'pc', ['category_id']);
  await createSortIndexes(db, 'product_categories', 'pc_src', ['category_id', 'source']);

  await withId(db.schema.createTable('outbound_clicks'), engine)
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'outbound_clicks_created_idx', 'outbound_clicks', ['created_at']);
  await addIndex(db, 'outbound_clicks_product_idx', 'outbound_clicks', ['product_id', 'created_at']);

  await withId(db.schema.createTable('newsletter_subscribers'), engine)
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .$call(timestamps)
    .addColumn('unsubscribed_at', 'varchar(32)')
    .execute();

  await withId(db.schema.createTable('product_suggestions'), engine)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'product_suggestions_status_idx', 'product_suggestions', ['status', 'created_at']);
}
