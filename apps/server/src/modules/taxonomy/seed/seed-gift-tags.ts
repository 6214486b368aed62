import { GIFT_CATEGORY_VALUES } from '@dd/contracts';
import type { Db } from '../../../db/dialect.js';
import type { CatalogService } from '../../catalog/catalog.service.js';
import { insertMissingGiftCategories } from '../taxonomy.repository.js';
import { GIFT_CATEGORY_SEED } from '../taxonomy.service.js';

/** Who a collection's products suit: the seed's recipient gift tags follow from the collections. */
export const COLLECTION_RECIPIENTS: Readonly<Record<string, readonly string[]>> = {
  tech: ['for-him'],
  gaming: ['for-teens', 'for-him'],
  health: ['for-grandparents'],
  mom: ['for-mom', 'for-her'],
  'fathers-day': ['for-dad', 'for-him'],
  'meme-gifts': ['for-teens'],
  tiktok: ['for-teens'],
  beauty: ['for-her'],
  home: ['for-grandparents'],
  kitchen: ['for-mom'],
  outdoors: ['for-dad'],
  toys: ['for-kids'],
  partner: [],
  shirtvskins: ['for-him'],
  clothing: ['for-her'],
  alcohol: ['for-dad'],
};

const OCCASIONS = GIFT_CATEGORY_VALUES.occasion.map((o) => o.value);

/** FNV-1a: a small, stable hash, so the same product always gets the same occasions. */
function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * A seed product's gift tags: recipients from its collections, and one or two occasions spread by a
 * stable hash of its id (deterministic, so every fresh install gives the gift finder the same results).
 */
export function seedGiftTags(product: { id: string; categories: readonly string[] }): string[] {
  const tags = new Set<string>();
  for (const c of product.categories) for (const r of COLLECTION_RECIPIENTS[c] ?? []) tags.add(r);
  const h = stableHash(product.id);
  tags.add(OCCASIONS[h % OCCASIONS.length] as string);
  if ((h >>> 8) % 2 === 0) tags.add(OCCASIONS[(h >>> 12) % OCCASIONS.length] as string);
  return [...tags];
}

/** Creates the missing gift categories (the admin init call does the same) and tags the seed products. */
export async function seedGiftCategories(
  db: Db,
  catalog: CatalogService,
  products: ReadonlyArray<{ id: string; categories: readonly string[] }>,
  now: Date,
): Promise<void> {
  await db.transaction((tx) => insertMissingGiftCategories(tx.db, GIFT_CATEGORY_SEED, now.toISOString()));
  await catalog.addGiftTags(products.flatMap((p) => seedGiftTags(p).map((tagId) => ({ productId: p.id, tagId }))));
}
