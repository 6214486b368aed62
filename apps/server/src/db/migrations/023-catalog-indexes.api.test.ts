import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.js';
import { up } from './023-catalog-indexes.js';

/** Migration 023 on a catalog that already has gift tags: each tag row takes its product's source and sort keys. */
const ctx = appPerFile();

describe('migration 023 (catalog indexes)', () => {
  it("copies each product's source, drop date and price keys onto its gift tag rows", async () => {
    const { catalog } = ctx.app.deps;
    const base = { description: 'Migration fixture.', imageUrl: '/catalog/placeholder.svg', images: [] };
    await catalog.save({
      ...base,
      id: 'm23-a',
      name: 'A',
      price: 12.5,
      affiliateUrl: '',
      categories: ['toys'],
      source: 'other',
      dropDate: '2026-03-01T12:00:00.000Z',
    });
    await catalog.save({
      ...base,
      id: 'm23-b',
      name: 'B',
      price: null,
      affiliateUrl: '',
      categories: ['toys'],
      source: 'amazon',
      dropDate: '2026-03-02T12:00:00.000Z',
    });
    for (const id of ['m23-a', 'm23-b']) await catalog.setGiftTags(id, ['for-kids', 'birthday']);
    const db = ctx.db.kysely;
    // Back to the schema before 023, then 023 again on the rows as they are.
    for (const index of ['pgt_newest_idx', 'pgt_price_asc_idx', 'pgt_price_desc_idx']) {
      await db.schema.dropIndex(index).execute();
    }
    for (const column of ['source', 'drop_date', 'price_asc', 'price_desc']) {
      await sql`ALTER TABLE product_gift_tags DROP COLUMN ${sql.ref(column)}`.execute(db);
    }
    await up(db);

    const mismatched = await db
      .selectFrom('product_gift_tags as g')
      .innerJoin('products as p', 'p.id', 'g.product_id')
      .select(['g.product_id', 'g.gift_category_id'])
      .where((eb) =>
        eb.or([
          eb('g.source', '<>', eb.ref('p.source')),
          eb('g.drop_date', '<>', eb.ref('p.drop_date')),
          eb('g.price_asc', '<>', eb.ref('p.price_asc')),
          eb('g.price_desc', '<>', eb.ref('p.price_desc')),
        ]),
      )
      .execute();
    expect(mismatched).toEqual([]);
    expect(
      await db
        .selectFrom('product_gift_tags')
        .select(['gift_category_id', 'source', 'drop_date', 'price_asc', 'price_desc'])
        .where('product_id', '=', 'm23-a')
        .orderBy('gift_category_id')
        .execute(),
    ).toEqual(
      ['birthday', 'for-kids'].map((gift_category_id) => ({
        gift_category_id,
        source: 'other',
        drop_date: '2026-03-01T12:00:00.000Z',
        price_asc: 1250,
        price_desc: 1250,
      })),
    );
  });
});
