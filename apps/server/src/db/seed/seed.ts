import type { Db } from '../dialect.js';
import type { CatalogService } from '../../modules/catalog/catalog.service.js';
import { seedProductInputs } from './seed-products.js';

const SEEDED_KEY = 'catalog_seeded_at';

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
  if (marker) return false;
  await seedCatalog(catalog, now);
  await db.kysely.insertInto('app_meta').values({ key: SEEDED_KEY, value: now.toISOString() }).execute();
  return true;
}

export async function seedCatalog(catalog: CatalogService, now: Date): Promise<void> {
  for (const input of seedProductInputs(now)) await catalog.save(input);
}
