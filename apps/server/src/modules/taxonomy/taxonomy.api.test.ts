import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_TEXT,
  CATEGORY_IDS,
  GIFT_CATEGORY_VALUES,
  type Category,
  type GiftCategory,
  type Product,
  type ProductPage,
} from '@dd/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOnFirstStart } from './seed/seed.js';
import { seedGiftTags } from './seed/seed-gift-tags.js';
import { SEED_PRODUCTS } from './seed/seed-data.js';
import type { ProductInput } from '../catalog/catalog.mapper.js';
import { multipartForm, type FormFile } from '../../../test/form-data.js';
import { newAdmin, newMember, type Member } from '../../../test/members.js';
import { refuseWrites } from '../../../test/refuse-writes.js';
import { countRows } from '../../../test/rows.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'dd-web-'));
let ctx: TestContext;
let admin: Member;
let member: Member;
let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
let gif: Buffer;

const ALL_GIFT_IDS = Object.values(GIFT_CATEGORY_VALUES).flatMap((vs) => vs.map((v) => v.value));

beforeAll(async () => {
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestApp({ env: { WEB_DIST: webDist } });
  admin = await newAdmin(ctx.app);
  member = await newMember(ctx.app);
  const base = sharp({ create: { width: 320, height: 200, channels: 3, background: '#33aaff' } });
  png = await base.clone().png().toBuffer();
  jpeg = await base.clone().jpeg().toBuffer();
  webp = await base.clone().webp().toBuffer();
  gif = await base.clone().gif().toBuffer();
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const form = (fields: Record<string, string>, image?: FormFile) => multipartForm(fields, 'image', image);
const pngFile = (): FormFile => ({ name: 'picture.png', bytes: png, type: 'image/png' });

const post = (url: string, payload: FormData | undefined, who: Member | null = admin) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: who ? who.headers : {},
    ...(payload ? { payload: payload as unknown as object } : {}),
  });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
/** The body of a 201 answer that says `success: true`: what the admin's call created. */
function createdBody<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<T & { success: boolean }>();
  expect(body.success).toBe(true);
  return body;
}
const list = async (query: string) => {
  const res = await get(`/api/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductPage>();
};
const ids = async (query: string) => (await list(query)).items.map((p) => p._id);

const count = (table: 'media' | 'categories' | 'products' | 'gift_categories') => countRows(ctx.db, table);
const snapshot = async () => ({
  media: await count('media'),
  categories: await count('categories'),
  products: await count('products'),
});

const categoryFields = (over: Record<string, string> = {}) => ({
  name: 'Cozy Socks',
  description: 'Warm feet, warm heart: socks for everyone.',
  ...over,
});
const productFields = (over: Record<string, string> = {}) => ({
  name: 'Rainbow Mug',
  description: 'A mug that changes colour.',
  price: '19.99',
  category: 'kitchen',
  giftCategory: '',
  ...over,
});

const initGiftCategories = () => post('/api/gift-categories/init', undefined);

describe('permissions', () => {
  const routes: Array<[string, () => FormData | undefined]> = [
    ['/api/admin/categories', () => form(categoryFields({ name: 'Perm Category' }), pngFile())],
    ['/api/admin/products', () => form(productFields({ name: 'Perm Product' }), pngFile())],
    ['/api/gift-categories/init', () => undefined],
  ];

  it.each(routes)('%s answers 401 to a visitor and 403 to a member, storing nothing', async (url, payload) => {
    const before = await snapshot();
    const gifts = await count('gift_categories');
    const visitor = await post(url, payload(), null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ error: expect.any(String), code: 'unauthenticated' });
    const asMember = await post(url, payload(), member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toEqual({ error: ADMIN_TEXT.adminRequired, code: 'forbidden' });
    expect(await snapshot()).toEqual(before);
    expect(await count('gift_categories')).toBe(gifts);
  });

  it('lets an admin create a category (201)', async () => {
    const res = await post('/api/admin/categories', form(categoryFields({ name: 'Perm Category' }), pngFile()));
    expect(res.statusCode).toBe(201);
  });
});

describe('gift categories', () => {
  it('are empty until an admin initialises them; init twice changes nothing', async () => {
    expect((await get('/api/gift-categories')).json()).toEqual([]);

    const first = await initGiftCategories();
    expect(first.statusCode).toBe(200);
    const body = first.json<{ success: boolean; created: number; categories: GiftCategory[] }>();
    expect(body.success).toBe(true);
    expect(body.created).toBe(ALL_GIFT_IDS.length);
    expect(body.categories.map((c) => c._id)).toEqual(ALL_GIFT_IDS);
    expect(body.categories[0]).toEqual({ _id: 'for-him', type: 'recipient', value: 'for-him', name: 'For Him' });
    expect(body.categories.find((c) => c._id === 'luxury')).toEqual({
      _id: 'luxury',
      type: 'price',
      value: 'luxury',
      name: 'Luxury ($100+)',
    });

    const second = await initGiftCategories();
    expect(second.json()).toEqual({ success: true, created: 0, categories: body.categories });
    expect(await count('gift_categories')).toBe(ALL_GIFT_IDS.length);
    expect((await get('/api/gift-categories')).json()).toEqual(body.categories);
  });

  it('init creates only the missing ones', async () => {
    await ctx.db.kysely.deleteFrom('gift_categories').where('id', 'in', ['wedding', 'for-teens']).execute();
    const res = await initGiftCategories();
    expect(res.json().created).toBe(2);
    expect((await get('/api/gift-categories')).json<GiftCategory[]>().map((c) => c._id)).toEqual(ALL_GIFT_IDS);
  });
});

describe('GET /api/categories', () => {
  it('lists the built-in collections and subcollection first, then the admin-created ones', async () => {
    const cats = (await get('/api/categories')).json<Category[]>();
    expect(cats.slice(0, CATEGORY_IDS.length).map((c) => c._id)).toEqual([...CATEGORY_IDS]);
    expect(cats[0]).toEqual({
      _id: 'tech',
      name: 'Tech That Slaps',
      description: 'Gadgets that make you say "wait, that exists?"',
      imageUrl: null,
      emoji: '💻',
      builtIn: true,
      parentId: null,
    });
    expect(cats.find((c) => c._id === 'shirtvskins')).toMatchObject({ builtIn: true, parentId: 'partner' });
    const custom = cats.slice(CATEGORY_IDS.length);
    expect(custom.map((c) => c._id)).toContain('perm-category');
    expect(custom.every((c) => !c.builtIn && c.emoji === null && /^\/media\/[a-f0-9]+$/.test(c.imageUrl ?? ''))).toBe(
      true,
    );
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a category: slug id, re-encoded image served from /media, listed after the built-ins', async () => {
    const res = await post(
      '/api/admin/categories',
      form(categoryFields({ name: '  Retro Gamer Café ', description: '  Pixels, joysticks and nostalgia.  ' }), {
        name: 'c.jpg',
        bytes: jpeg,
        type: 'image/jpeg',
      }),
    );
    const { category } = createdBody<{ category: Category }>(res);
    expect(category).toEqual({
      _id: 'retro-gamer-cafe',
      name: 'Retro Gamer Café',
      description: 'Pixels, joysticks and nostalgia.',
      imageUrl: expect.stringMatching(/^\/media\/[a-f0-9]{24}$/),
      emoji: null,
      builtIn: false,
      parentId: null,
    });
    const image = await get(category.imageUrl as string);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    const cats = (await get('/api/categories')).json<Category[]>();
    expect(cats.at(-1)).toEqual(category);
  });

  it('accepts a 30-character name and a WebP image', async () => {
    const name = 'A'.repeat(29) + 'b';
    const res = await post(
      '/api/admin/categories',
      form(categoryFields({ name }), { name: 'w.webp', bytes: webp, type: 'image/webp' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().category.name).toBe(name);
  });

  const invalid: Array<[string, Record<string, string>, FormFile | undefined, string]> = [
    ['no name', { name: '' }, undefined, ADMIN_TEXT.categoryNameRequired],
    ['a blank name', { name: '   ' }, undefined, ADMIN_TEXT.categoryNameRequired],
    ['a name of punctuation only', { name: '!!!' }, undefined, ADMIN_TEXT.categoryNameRequired],
    ['a 31-character name', { name: 'x'.repeat(31) }, undefined, ADMIN_TEXT.categoryNameTooLong],
    ['no description', { description: '' }, undefined, ADMIN_TEXT.categoryDescriptionTooShort],
    ['a 9-character description', { description: '123456789' }, undefined, ADMIN_TEXT.categoryDescriptionTooShort],
    ['no image', {}, undefined, ADMIN_TEXT.invalidImage],
  ];
  it.each(invalid)('rejects %s with its message and stores nothing', async (_label, over, _file, message) => {
    const before = await snapshot();
    const res = await post('/api/admin/categories', form(categoryFields({ name: 'Valid Name', ...over }), _file));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'validation' });
    expect(await snapshot()).toEqual(before);
  });

  const badImages: Array<[string, () => FormFile]> = [
    [
      'a text file renamed .png',
      () => ({ name: 'fake.png', bytes: Buffer.from('not an image at all'), type: 'image/png' }),
    ],
    ['a GIF', () => ({ name: 'anim.gif', bytes: gif, type: 'image/gif' })],
    ['a truncated PNG', () => ({ name: 'half.png', bytes: png.subarray(0, 60), type: 'image/png' })],
    [
      'an SVG',
      () => ({ name: 'x.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' }),
    ],
  ];
  it.each(badImages)('rejects %s as image and stores nothing', async (_label, file) => {
    const before = await snapshot();
    const res = await post('/api/admin/categories', form(categoryFields({ name: 'Image Check' }), file()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ADMIN_TEXT.invalidImage, code: 'validation' });
    expect(await snapshot()).toEqual(before);
  });

  it('creates Cozy Socks', async () => {
    expect((await post('/api/admin/categories', form(categoryFields(), pngFile()))).statusCode).toBe(201);
  });

  it.each([
    ['the same name', 'Cozy Socks'],
    ['the same name in other case', 'COZY socks'],
    ['a name with the same slug', 'Cozy-Socks!'],
    ['a built-in collection', 'Tech'],
    ['a built-in subcollection', 'ShirtVSkins'],
  ])('rejects %s with 409 and stores nothing', async (_label, name) => {
    expect((await get('/api/categories')).json<Category[]>().some((c) => c._id === 'cozy-socks')).toBe(true);
    const before = await snapshot();
    const res = await post('/api/admin/categories', form(categoryFields({ name }), pngFile()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: ADMIN_TEXT.categoryExists, code: 'conflict' });
    expect(await snapshot()).toEqual(before);
  });

  it('is not multipart: 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: admin.headers,
      payload: categoryFields(),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/admin/products', () => {
  it('creates a product with a re-encoded image, today as drop date, gift tags and an affiliate link', async () => {
    const res = await post(
      '/api/admin/products',
      form(
        productFields({
          name: 'Sunset Lamp',
          description: 'Golden hour, all day.',
          price: '45.5',
          category: 'home',
          giftCategory: 'for-her, birthday',
          url: 'https://shop.example.com/sunset',
        }),
        pngFile(),
      ),
    );
    const { product } = createdBody<{ product: Product }>(res);
    expect(product).toMatchObject({
      name: 'Sunset Lamp',
      title: 'Sunset Lamp',
      description: 'Golden hour, all day.',
      price: 45.5,
      categories: ['home'],
      source: 'other',
      affiliateUrl: 'https://shop.example.com/sunset',
      asin: null,
    });
    expect(product._id).toMatch(/^c-sunset-lamp-[a-f0-9]{8}$/);
    expect(product.imageUrl).toMatch(/^\/media\/[a-f0-9]{24}$/);
    expect(product.images).toEqual([product.imageUrl]);
    expect(product.dropDate).toBe(ctx.app.deps.clock.now().toISOString().slice(0, 10));
    const image = await get(product.imageUrl);
    expect(image.headers['content-type']).toBe('image/webp');

    expect((await get(`/api/products/${product._id}`)).json()).toEqual(product);
    expect(await ids('collection=home')).toContain(product._id);
    expect(await ids('recipient=for-her&occasion=birthday')).toEqual([product._id]);
    expect((await ctx.app.deps.taxonomy.giftTagsOf([product._id])).get(product._id)).toEqual(['for-her', 'birthday']);
  });

  it('accepts a custom category and the amazon source', async () => {
    const res = await post(
      '/api/admin/products',
      form(productFields({ name: 'Pixel Socks', category: 'cozy-socks', source: 'amazon' }), pngFile()),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product).toMatchObject({ categories: ['cozy-socks'], source: 'amazon', affiliateUrl: '#' });
  });

  const invalid: Array<[string, Record<string, string>, boolean, string]> = [
    ['no name', { name: ' ' }, true, ADMIN_TEXT.nameRequired],
    ['no category', { category: '' }, true, ADMIN_TEXT.categoryRequired],
    ['an unknown category', { category: 'nope' }, true, ADMIN_TEXT.unknownCategory],
    ['a price of 0', { price: '0' }, true, ADMIN_TEXT.priceAboveZero],
    ['a price of 0.00', { price: '0.00' }, true, ADMIN_TEXT.priceAboveZero],
    ['no price', { price: '' }, true, ADMIN_TEXT.priceInvalid],
    ['a negative price', { price: '-5' }, true, ADMIN_TEXT.priceInvalid],
    ['three decimals', { price: '1.999' }, true, ADMIN_TEXT.priceInvalid],
    ['a price that is not a number', { price: 'cheap' }, true, ADMIN_TEXT.priceInvalid],
    ['an unknown gift category', { giftCategory: 'for-aliens' }, true, ADMIN_TEXT.unknownGiftCategory],
    ['a price band as gift tag', { giftCategory: 'for-him,under-25' }, true, ADMIN_TEXT.unknownGiftCategory],
    ['a retailer URL that is not http(s)', { url: 'javascript:alert(1)' }, true, ADMIN_TEXT.productUrlInvalid],
    ['an unknown source', { source: 'ebay' }, true, 'Unknown source'],
    ['no image', {}, false, ADMIN_TEXT.invalidImage],
  ];
  it.each(invalid)('rejects %s with its message and stores nothing', async (_label, over, withImage, message) => {
    const before = await snapshot();
    const res = await post('/api/admin/products', form(productFields(over), withImage ? pngFile() : undefined));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, code: 'validation' });
    expect(await snapshot()).toEqual(before);
  });

  it('rejects a non-image renamed .png and stores nothing', async () => {
    const before = await snapshot();
    const res = await post(
      '/api/admin/products',
      form(productFields(), { name: 'photo.png', bytes: Buffer.from('%PDF-1.4 not really'), type: 'image/png' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ADMIN_TEXT.invalidImage, code: 'validation' });
    expect(await snapshot()).toEqual(before);
  });
});

describe('atomic writes', () => {
  it('a product whose gift tags cannot be written leaves no product and no image behind', async () => {
    const before = await snapshot();
    const lift = await refuseWrites(ctx.db, 'product_gift_tags', 'insert');
    try {
      const res = await post(
        '/api/admin/products',
        form(productFields({ name: 'Doomed Lamp', giftCategory: 'for-her' }), pngFile()),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Internal server error', code: 'internal' });
    } finally {
      await lift();
    }
    expect(await snapshot()).toEqual(before);
    expect((await list('q=doomed')).items).toEqual([]);
  });

  it('a category whose row cannot be written leaves no image behind', async () => {
    const before = await snapshot();
    const lift = await refuseWrites(ctx.db, 'categories', 'insert');
    try {
      const res = await post('/api/admin/categories', form(categoryFields({ name: 'Doomed Shelf' }), pngFile()));
      expect(res.statusCode).toBe(500);
    } finally {
      await lift();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('two admins adding the same category at once: one is created, the other answers 409, one image is kept', async () => {
    const before = await snapshot();
    const results = await Promise.all(
      ['Twin Shelf', 'TWIN shelf'].map((name) =>
        post('/api/admin/categories', form(categoryFields({ name }), pngFile())),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({
      error: ADMIN_TEXT.categoryExists,
      code: 'conflict',
    });
    expect(await snapshot()).toEqual({ ...before, categories: before.categories + 1, media: before.media + 1 });
  });
});

describe('gift tags for other modules', () => {
  it('setGiftTags replaces tags, refuses unknown and price ids, works inside a transaction', async () => {
    const { taxonomy } = ctx.app.deps;
    const id = (
      await post(
        '/api/admin/products',
        form(productFields({ name: 'Tag Target', giftCategory: 'for-kids' }), pngFile()),
      )
    ).json().product._id as string;
    await taxonomy.setGiftTags(id, ['for-teens', 'graduation', 'for-teens']);
    expect((await taxonomy.giftTagsOf([id])).get(id)).toEqual(['for-teens', 'graduation']);
    await expect(taxonomy.setGiftTags(id, ['luxury'])).rejects.toMatchObject({
      status: 400,
      message: ADMIN_TEXT.unknownGiftCategory,
    });
    await expect(
      ctx.db.transaction(async (tx) => {
        await taxonomy.setGiftTags(id, ['holiday'], tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await taxonomy.giftTagsOf([id])).get(id)).toEqual(['for-teens', 'graduation']);
    await taxonomy.setGiftTags(id, []);
    expect((await taxonomy.giftTagsOf([id])).has(id)).toBe(false);
    expect(await taxonomy.giftCategoryIds()).toEqual(
      [...GIFT_CATEGORY_VALUES.recipient, ...GIFT_CATEGORY_VALUES.occasion].map((v) => v.value),
    );
    const categoryIds = await taxonomy.categoryIds();
    expect(categoryIds.slice(0, CATEGORY_IDS.length)).toEqual([...CATEGORY_IDS]);
    expect(categoryIds).toContain('cozy-socks');
  });
});

/** A gift finder fixture: a product in one collection, dropped at `dropDate`. */
function giftProduct(
  id: string,
  price: number | null,
  category: string,
  source: 'amazon' | 'other',
  dropDate: string,
): ProductInput {
  return {
    id,
    name: `Gift ${id}`,
    description: 'Gift finder fixture.',
    price,
    imageUrl: '/catalog/placeholder.svg',
    images: [],
    affiliateUrl: '',
    categories: [category],
    source,
    dropDate,
  };
}

describe('gift finder filters on GET /api/products', () => {
  // price, collection, source, tags
  const fixtures: Array<[string, number | null, string, 'amazon' | 'other', string[]]> = [
    ['gf-a', 10, 'toys', 'amazon', ['for-kids', 'birthday']],
    ['gf-b', 24.99, 'toys', 'other', ['for-kids', 'holiday']],
    ['gf-c', 25, 'toys', 'amazon', ['for-kids', 'birthday']],
    ['gf-d', 49.99, 'gaming', 'amazon', ['for-teens', 'birthday']],
    ['gf-e', 99.99, 'gaming', 'other', ['for-kids', 'birthday']],
    ['gf-f', 100, 'tech', 'amazon', ['for-him', 'anniversary']],
    ['gf-g', 250, 'tech', 'amazon', ['for-him', 'birthday']],
    ['gf-h', null, 'toys', 'amazon', ['for-kids', 'birthday']],
  ];

  beforeAll(async () => {
    const { catalog, taxonomy } = ctx.app.deps;
    for (const [id, price, category, source, tags] of fixtures) {
      const day = fixtures.findIndex((f) => f[0] === id) + 1;
      await catalog.save(giftProduct(id, price, category, source, `2026-01-0${day}T12:00:00.000Z`));
      await taxonomy.setGiftTags(id, tags);
    }
  });

  const only = async (query: string) => (await ids(`${query}&limit=100`)).filter((id) => id.startsWith('gf-'));

  it('filters by recipient and by occasion, newest first', async () => {
    expect(await only('recipient=for-kids')).toEqual(['gf-h', 'gf-e', 'gf-c', 'gf-b', 'gf-a']);
    expect(await only('occasion=anniversary')).toEqual(['gf-f']);
    expect(await only('recipient=for-kids&occasion=birthday')).toEqual(['gf-h', 'gf-e', 'gf-c', 'gf-a']);
    expect(await only('recipient=for-him&occasion=holiday')).toEqual([]);
  });

  it('filters by price band: under bands exclusive of their limit, luxury from $100, no price excluded', async () => {
    expect(await only('priceBand=under-25')).toEqual(['gf-b', 'gf-a']);
    expect(await only('priceBand=under-50')).toEqual(['gf-d', 'gf-c', 'gf-b', 'gf-a']);
    expect(await only('priceBand=under-100')).toEqual(['gf-e', 'gf-d', 'gf-c', 'gf-b', 'gf-a']);
    expect(await only('priceBand=luxury')).toEqual(['gf-g', 'gf-f']);
    expect((await list('priceBand=luxury&limit=100')).items.every((p) => (p.price ?? 0) >= 100)).toBe(true);
  });

  it('combines with collection, source and sort', async () => {
    expect(await ids('collection=toys&recipient=for-kids&priceBand=under-25')).toEqual(['gf-b', 'gf-a']);
    expect(await ids('collection=gaming&recipient=for-kids')).toEqual(['gf-e']);
    expect(await ids('collection=toys&recipient=for-kids&source=amazon&sort=price-asc')).toEqual([
      'gf-a',
      'gf-c',
      'gf-h',
    ]);
    expect(await only('recipient=for-kids&occasion=birthday&priceBand=under-100&sort=price-desc')).toEqual([
      'gf-e',
      'gf-c',
      'gf-a',
    ]);
    expect(await ids('collection=tech&priceBand=under-25')).toEqual([]);
  });

  it('pages through a filtered list with the keyset cursor', async () => {
    for (const [query, expected] of [
      ['collection=toys&recipient=for-kids&occasion=birthday', ['gf-h', 'gf-c', 'gf-a']],
      ['recipient=for-kids&priceBand=under-100&sort=price-asc', ['gf-a', 'gf-b', 'gf-c', 'gf-e']],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: ProductPage = await list(`${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.items.map((p) => p._id));
        cursor = page.nextCursor;
      } while (cursor && seen.length < 20);
      expect(seen.filter((id) => id.startsWith('gf-'))).toEqual(expected);
    }
  });

  it('answers an empty page for an unknown recipient or occasion, or one of the other type', async () => {
    for (const query of [
      'recipient=for-aliens',
      'occasion=doomsday',
      'recipient=birthday',
      'occasion=for-kids',
      'recipient=under-25',
      'collection=toys&recipient=nope',
    ]) {
      expect(await list(query), query).toEqual({ items: [], nextCursor: null });
    }
  });

  it('rejects an unknown price band', async () => {
    const res = await get('/api/products?priceBand=cheap');
    expect(res.statusCode).toBe(400);
  });

  it("follows a product's new price, date and source (the gift tag rows repeat them)", async () => {
    const { catalog, taxonomy } = ctx.app.deps;
    const product = (id: string, price: number | null, day: number, source: 'amazon' | 'other') =>
      giftProduct(id, price, 'health', source, `2026-02-0${day}T12:00:00.000Z`);
    const mine = async (query: string) =>
      (await ids(`recipient=for-grandparents&occasion=thank-you&${query}&limit=100`)).filter((id) =>
        id.startsWith('gk-'),
      );
    await catalog.save(product('gk-a', 20, 1, 'amazon'));
    await catalog.save(product('gk-b', 30, 2, 'amazon'));
    for (const id of ['gk-a', 'gk-b']) await taxonomy.setGiftTags(id, ['for-grandparents', 'thank-you']);
    expect(await mine('sort=price-asc')).toEqual(['gk-a', 'gk-b']);

    await catalog.save(product('gk-a', 120, 3, 'other'));
    expect(await mine('sort=price-asc')).toEqual(['gk-b', 'gk-a']);
    expect(await mine('sort=newest')).toEqual(['gk-a', 'gk-b']);
    expect(await mine('priceBand=luxury')).toEqual(['gk-a']);
    expect(await mine('source=other')).toEqual(['gk-a']);

    await catalog.applyRetailerData([
      {
        productIds: ['gk-b'],
        update: {
          name: null,
          imageUrl: null,
          images: null,
          priceCents: null,
          availability: null,
          lastUpdated: '2026-02-05',
        },
      },
    ]);
    expect(await mine('sort=price-asc')).toEqual(['gk-a', 'gk-b']);
    expect(await mine('priceBand=under-50')).toEqual([]);
  });
});

describe('a custom category as a collection', () => {
  it('lists its products, and an unknown id is still 404', async () => {
    const items = (await list('collection=cozy-socks')).items;
    expect(items.map((p) => p.name)).toEqual(['Pixel Socks']);
    expect(await ids('collection=cozy-socks&priceBand=luxury')).toEqual([]);
    const unknown = await get('/api/products?collection=not-a-category');
    expect(unknown.statusCode).toBe(404);
  });

  it('a category created now is usable at once', async () => {
    await post('/api/admin/categories', form(categoryFields({ name: 'Brand New Shelf' }), pngFile()));
    expect((await list('collection=brand-new-shelf')).items).toEqual([]);
  });

  it('has a server-rendered page titled with its name; unknown ids stay 404', async () => {
    const res = await get('/collections/retro-gamer-cafe');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>Retro Gamer Café[^<]*<\/title>/);
    expect(res.body).toContain('Pixels, joysticks and nostalgia.');
    expect((await get('/collections/no-such-category')).statusCode).toBe(404);
  });
});

describe('the seeded catalog', () => {
  let seeded: TestContext;
  beforeAll(async () => {
    seeded = await createTestApp({ seed: true, env: { CATALOG_CACHE_TTL_MS: '60000' } });
  });
  afterAll(async () => seeded.close());

  const seededIds = async (query: string) => {
    const res = await seeded.app.inject({ method: 'GET', url: `/api/products?${query}&limit=100` });
    expect(res.statusCode).toBe(200);
    return res.json<ProductPage>().items.map((p) => p._id);
  };

  it('has every gift category, and every recipient and occasion finds products', async () => {
    const cats = (await seeded.app.inject({ method: 'GET', url: '/api/gift-categories' })).json<GiftCategory[]>();
    expect(cats.map((c) => c._id)).toEqual(ALL_GIFT_IDS);
    for (const r of GIFT_CATEGORY_VALUES.recipient) {
      expect((await seededIds(`recipient=${r.value}`)).length, r.value).toBeGreaterThan(0);
    }
    for (const o of GIFT_CATEGORY_VALUES.occasion) {
      expect((await seededIds(`occasion=${o.value}`)).length, o.value).toBeGreaterThanOrEqual(3);
    }
    const init = await seeded.app.inject({
      method: 'POST',
      url: '/api/gift-categories/init',
      headers: (await newAdmin(seeded.app)).headers,
    });
    expect(init.json().created).toBe(0);
  });

  it('tags seed products from their collections, deterministically', async () => {
    const expected = SEED_PRODUCTS.filter((p) => seedGiftTags(p).includes('for-kids'))
      .map((p) => p.id)
      .sort();
    expect(expected.length).toBeGreaterThan(3);
    expect((await seededIds('recipient=for-kids')).sort()).toEqual(expected);
    expect(
      SEED_PRODUCTS.filter((p) => p.categories.includes('toys')).every((p) => seedGiftTags(p).includes('for-kids')),
    ).toBe(true);
    const moms = await seededIds('collection=mom&recipient=for-mom');
    expect(moms.length).toBe(SEED_PRODUCTS.filter((p) => p.categories.includes('mom')).length);
  });

  it('the cached list keeps filters apart and forgets pages after a tag change', async () => {
    const all = await seededIds('collection=toys');
    const cheap = await seededIds('collection=toys&priceBand=under-25');
    const kids = await seededIds('collection=toys&recipient=for-kids');
    expect(cheap.length).toBeLessThan(all.length);
    expect(kids).toEqual(all);
    const birthday = await seededIds('collection=toys&occasion=birthday');
    const holiday = await seededIds('collection=toys&occasion=holiday');
    expect(birthday).not.toEqual(holiday);

    const target = all[0] as string;
    const before = await seededIds('collection=toys&occasion=wedding');
    await seeded.app.deps.taxonomy.setGiftTags(target, before.includes(target) ? ['for-kids'] : ['wedding']);
    const after = await seededIds('collection=toys&occasion=wedding');
    expect(after.includes(target)).toBe(!before.includes(target));
  });
});

describe('seeding on start', () => {
  let fresh: TestContext;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => fresh.close());

  const tagCount = () => countRows(fresh.db, 'product_gift_tags');

  it('first start seeds gift categories and tags; an older install gets them once, untagged products only', async () => {
    const { db } = fresh;
    const now = new Date('2026-05-01T12:00:00.000Z');
    expect(await seedOnFirstStart(db, fresh.app.deps.catalog, now)).toBe(true);
    expect((await fresh.app.deps.taxonomy.giftCategories()).length).toBe(ALL_GIFT_IDS.length);
    const seededTags = await tagCount();
    expect(seededTags).toBe(SEED_PRODUCTS.reduce((n, p) => n + seedGiftTags(p).length, 0));
    expect(await seedOnFirstStart(db, fresh.app.deps.catalog, now)).toBe(false);
    expect(await tagCount()).toBe(seededTags);

    // An install seeded before gift categories existed: no marker, no categories, one product tagged by hand.
    await db.kysely.deleteFrom('app_meta').where('key', '=', 'gift_categories_seeded_at').execute();
    await db.kysely.deleteFrom('product_gift_tags').execute();
    await db.kysely.deleteFrom('gift_categories').execute();
    const [first, second] = SEED_PRODUCTS;
    await fresh.app.deps.taxonomy.initGiftCategories();
    await fresh.app.deps.taxonomy.setGiftTags(first?.id ?? '', ['wedding']);
    await db.kysely
      .deleteFrom('products')
      .where('id', '=', second?.id ?? '')
      .execute();
    expect(await seedOnFirstStart(db, fresh.app.deps.catalog, now)).toBe(false);
    expect((await fresh.app.deps.taxonomy.giftTagsOf([first?.id ?? ''])).get(first?.id ?? '')).toEqual(['wedding']);
    expect(await tagCount()).toBe(1 + SEED_PRODUCTS.slice(2).reduce((n, p) => n + seedGiftTags(p).length, 0));
    // Once only.
    await db.kysely.deleteFrom('product_gift_tags').execute();
    expect(await seedOnFirstStart(db, fresh.app.deps.catalog, now)).toBe(false);
    expect(await tagCount()).toBe(0);
  });
});
