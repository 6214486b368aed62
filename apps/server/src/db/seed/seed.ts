import type { Db } from '../dialect.js';
import type { CatalogService } from '../../modules/catalog/catalog.service.js';
import { seedGiftCategories } from './seed-gift-tags.js';
import { seedProductInputs } from './seed-products.js';

const SEEDED_KEY = 'catalog_seeded_at';
const GIFTS_SEEDED_KEY = 'gift_categories_seeded_at';

/**
 * Seeds the catalog on first start. Idempotent: a marker row records the run, and every seed
 * product is an upsert, so a crash half-way simply seeds again.
 */
export async function seedOnFirstStart(db: Db, catalog: CatalogService, now: Date): Promise<boolean> {
  const marker = await db.kysely
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst();
  if (marker) {
    await seedGiftsOnce(db, catalog, now);
    return false;
  }
  await seedCatalog(catalog, now, db);
  await db.kysely
    .insertInto('app_meta')
    .values([
      { key: SEEDED_KEY, value: now.toISOString() },
      { key: GIFTS_SEEDED_KEY, value: now.toISOString() },
    ])
    .execute();
  return true;
}

/**
 * Seeds the products; with `db`, also the gift categories and the seed products' gift tags (derived from
 * their collections), so a fresh site's gift finder has results.
 */
export async function seedCatalog(catalog: CatalogService, now: Date, db?: Db): Promise<void> {
  const inputs = seedProductInputs(now);
  for (const input of inputs) await catalog.save(input);
  if (db) {
    await seedGiftCategories(db, catalog, inputs, now);
    catalog.invalidate();
  }
}

/**
 * Installs seeded before gift categories existed get them once: the categories, and gift tags on the seed
 * products that are still there and carry none.
 */
async function seedGiftsOnce(db: Db, catalog: CatalogService, now: Date): Promise<void> {
  const k = db.kysely;
  if (await k.selectFrom('app_meta').select('value').where('key', '=', GIFTS_SEEDED_KEY).executeTakeFirst()) return;
  const inputs = seedProductInputs(now);
  const ids = inputs.map((p) => p.id);
  const present = new Set(
    (await k.selectFrom('products').select('id').where('id', 'in', ids).execute()).map((r) => r.id),
  );
  const tagged = new Set(
    (
      await k.selectFrom('product_gift_tags').select('product_id').distinct().where('product_id', 'in', ids).execute()
    ).map((r) => r.product_id),
  );
  await seedGiftCategories(
    db,
    catalog,
    inputs.filter((p) => present.has(p.id) && !tagged.has(p.id)),
    now,
  );
  await k.insertInto('app_meta').values({ key: GIFTS_SEEDED_KEY, value: now.toISOString() }).execute();
  catalog.invalidate();
}
