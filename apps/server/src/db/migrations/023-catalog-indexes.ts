import { sql } from 'kysely';
import { createSortIndexes, type AnyDb } from './schema-helpers.js';

/**
 * The gift finder's indexes (issue 26). A gift tag row repeats its product's `source`, `drop_date` and price
 * keys, as the category rows do, so a recipient or occasion page walks `(gift_category_id, sort key, product_id)`
 * in the page's order and stops after one page, instead of walking every product newest first and probing the
 * tags of each. The defaults are the "no price" keys; existing rows take their product's values here.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('product_gift_tags')
    .addColumn('source', 'varchar(10)', (c) => c.notNull().defaultTo('amazon'))
    .execute();
  await db.schema
    .alterTable('product_gift_tags')
    .addColumn('drop_date', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('product_gift_tags')
    .addColumn('price_asc', 'integer', (c) => c.notNull().defaultTo(2_147_483_647))
    .execute();
  await db.schema
    .alterTable('product_gift_tags')
    .addColumn('price_desc', 'integer', (c) => c.notNull().defaultTo(-1))
    .execute();
  await sql`UPDATE product_gift_tags SET
      source = (SELECT p.source FROM products p WHERE p.id = product_gift_tags.product_id),
      drop_date = (SELECT p.drop_date FROM products p WHERE p.id = product_gift_tags.product_id),
      price_asc = (SELECT p.price_asc FROM products p WHERE p.id = product_gift_tags.product_id),
      price_desc = (SELECT p.price_desc FROM products p WHERE p.id = product_gift_tags.product_id)`.execute(db);
  await createSortIndexes(db, 'product_gift_tags', 'pgt', ['gift_category_id']);
}
