// Fills a database with a generated catalog of N products (default 100,000) for the benchmarks.
import { COLLECTION_IDS } from '@dd/contracts';
import type { Insertable } from 'kysely';
import type { NewProductRow, ProductCategoriesTable, ProductGiftTagsTable } from '../apps/server/src/db/database.js';
import { createDb } from '../apps/server/src/db/dialect.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { inputToRow, priceKeys } from '../apps/server/src/modules/catalog/catalog.mapper.js';
import { seedGiftTags } from '../apps/server/src/modules/taxonomy/seed/seed-gift-tags.js';
import { seededRandom } from '@dd/game';

const WORDS = [
  'glow',
  'cube',
  'desk',
  'cat',
  'llama',
  'mini',
  'turbo',
  'cloud',
  'pocket',
  'disco',
  'retro',
  'smart',
  'cozy',
  'tiny',
  'giant',
  'sushi',
  'taco',
  'rocket',
  'neon',
  'fluffy',
];
const THINGS = [
  'lamp',
  'mug',
  'speaker',
  'pillow',
  'fan',
  'charger',
  'plush',
  'kit',
  'set',
  'gadget',
  'socks',
  'timer',
];

export async function generateCatalog(databaseUrl: string, count: number): Promise<void> {
  const db = createDb(databaseUrl);
  await migrateToLatest(db);
  const rand = seededRandom(2026);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const now = Date.now();
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows: NewProductRow[] = [];
    const cats: Insertable<ProductCategoriesTable>[] = [];
    const tags: Insertable<ProductGiftTagsTable>[] = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const id = `gen-${i.toString().padStart(6, '0')}`;
      const source = rand() < 0.8 ? ('amazon' as const) : ('other' as const);
      const price = rand() < 0.03 ? null : Math.round(rand() * 20000) / 100 + 1;
      const row = inputToRow(
        {
          id,
          asin: source === 'amazon' ? `B0GEN${i.toString().padStart(5, '0')}` : null,
          name: `${pick(WORDS)} ${pick(WORDS)} ${pick(THINGS)} ${i}`,
          description: `A ${pick(WORDS)} ${pick(THINGS)} that is ${pick(WORDS)} and ${pick(WORDS)}. Generated for load tests.`,
          price,
          imageUrl: '/catalog/placeholder.svg',
          images: ['/catalog/placeholder.svg'],
          affiliateUrl: `https://www.amazon.com/s?k=item${i}`,
          viralFactor: rand() < 0.1 ? '🔥 viral' : '',
          categories: [],
          source,
          dropDate: new Date(now - Math.floor(rand() * 365 * 86400000)).toISOString(),
        },
        new Date(now).toISOString(),
      );
      rows.push(row);
      const collections = new Set([pick(COLLECTION_IDS), ...(rand() < 0.4 ? [pick(COLLECTION_IDS)] : [])]);
      // Gift tags as the seed derives them (the server creates the gift categories at start).
      for (const tag of seedGiftTags({ id, categories: [...collections] }))
        tags.push({
          product_id: id,
          gift_category_id: tag,
          source,
          drop_date: row.drop_date,
          ...priceKeys(row.price_cents ?? null),
        });
      for (const category_id of collections) {
        cats.push({
          product_id: id,
          category_id,
          source,
          drop_date: row.drop_date,
          ...priceKeys(row.price_cents ?? null),
        });
      }
    }
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('products').values(rows).execute();
      await trx.insertInto('product_categories').values(cats).execute();
      if (tags.length > 0) await trx.insertInto('product_gift_tags').values(tags).execute();
    });
  }
  // The generated catalog stands in for the seed: the server must not add the seed on top.
  await db.kysely
    .insertInto('app_meta')
    .values({ key: 'catalog_seeded_at', value: new Date(now).toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await db.kysely.destroy();
}
