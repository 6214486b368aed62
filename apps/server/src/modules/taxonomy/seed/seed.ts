import type { Db } from '../../../db/dialect.js';
import type { CatalogService } from '../../catalog/catalog.service.js';
import { seedGiftCategories } from './seed-gift-tags.js';
import { seedProductInputs } from './seed-products.js';

/** app_meta markers of what the seed did (installation facts). */
const SEEDED_KEY = 'catalog_seeded_at';
const GIFTS_SEEDED_KEY = 'gift_categories_seeded_at';

const marker = (db: Db, key: string) =>
  db.kysely.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();

/**
 * Seeds the catalog on first start. Idempotent: a marker row records the run, and every seed
 * product is an upsert, so a crash half-way simply seeds again.
 */
export async function seedOnFirstStart(db: Db, catalog: CatalogService, now: Date): Promise<boolean> {
  if (await marker(db, SEEDED_KEY)) {
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
  if (db) await seedGiftCategories(db, catalog, inputs, now);
}

/**
 * Installs seeded before gift categories existed get them once: the categories, and gift tags on the seed
 * products that are still there and carry none.
 */
async function seedGiftsOnce(db: Db, catalog: CatalogService, now: Date): Promise<void> {
  if (await marker(db, GIFTS_SEEDED_KEY)) return;
  const inputs = seedProductInputs(now);
  const ids = inputs.map((p) => p.id);
  const [present, tagged] = await Promise.all([catalog.findMany(ids), catalog.giftTagsOf(ids)]);
  await seedGiftCategories(
    db,
    catalog,
    inputs.filter((p) => present.has(p.id) && !tagged.has(p.id)),
    now,
  );
  await db.kysely.insertInto('app_meta').values({ key: GIFTS_SEEDED_KEY, value: now.toISOString() }).execute();
}
