import { ADMIN_TEXT, TYPED_PRICE_TEXT, type AdminListProduct, type Product } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { refuseWrites } from '../../../test/refuse-writes.js';
import { appPerFile, TEST_ADMIN_PASSWORD } from '../../../test/test-app.js';
import { ADMIN_PASSWORD_MAX_FAILURES } from './admin-password.js';

const ctx = appPerFile({ seed: true });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const pw = { 'x-admin-password': TEST_ADMIN_PASSWORD };
let ipCounter = 0;
/** Each test call from its own address, so failed-password counting in one test never locks another. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function call(
  method: Method,
  url: string,
  options: { headers?: Record<string, string>; payload?: object; ip?: string } = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? freshIp(),
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

const product = async (id: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
  return res.statusCode === 200 ? res.json<Product>() : null;
};
const productCount = async () => (await ctx.app.inject({ method: 'GET', url: '/api/products/count' })).json().count;

const amazonBody = {
  id: 'admin-amazon-1',
  asin: 'B0TESTAS01',
  name: 'Desk Lava Lamp',
  description: 'Bubbles on your desk.',
  price: '34.50',
  imageUrl: '/catalog/placeholder.svg',
  images: '/catalog/placeholder.svg, https://example.com/a.png',
  categories: ['tech', 'home'],
  giftCategories: [],
  source: 'amazon',
};
const otherBody = {
  id: 'admin-other-1',
  name: 'Sock Subscription',
  description: 'Weird socks monthly.',
  price: 12.99,
  imageUrl: 'https://example.com/socks.png',
  affiliateUrl: 'https://shop.example.com/socks',
  categories: 'clothing, meme-gifts',
  source: 'other',
};

describe('the shared admin password', () => {
  const routes: Array<[Method, string, object?]> = [
    ['GET', '/admin/products'],
    ['POST', '/admin/products', amazonBody],
    ['PUT', '/admin/products/egg-glow-cube', { name: 'Hacked' }],
    ['DELETE', '/admin/products/egg-glow-cube', {}],
    ['POST', '/refresh-products', {}],
    ['POST', '/admin/refresh-product/B0DDGLOW01', {}],
  ];

  it.each(routes)(
    '%s %s answers 401 without it and with a wrong one, and changes nothing',
    async (method, url, payload) => {
      const before = await productCount();
      const missing = await call(method, url, payload ? { payload } : {});
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ success: false, error: ADMIN_TEXT.passwordRequired, code: 'unauthenticated' });
      const wrong = await call(method, url, {
        headers: { 'x-admin-password': 'not-the-password' },
        ...(payload ? { payload } : {}),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ success: false, error: ADMIN_TEXT.wrongPassword, code: 'invalid_credentials' });
      expect(await productCount()).toBe(before);
      expect((await product('egg-glow-cube'))?.name).toBe('Glow Cube Night Light');
    },
  );

  it('is accepted in the header, the body or the query', async () => {
    const listed = await call('GET', '/admin/products', { headers: pw });
    expect(listed.statusCode).toBe(200);
    // The list is for the password holder only: no browser or proxy keeps a copy.
    expect(listed.headers['cache-control']).toBe('no-store');
    expect((await call('GET', `/admin/products?password=${TEST_ADMIN_PASSWORD}`)).statusCode).toBe(200);
    const body = await call('DELETE', '/admin/products/no-such-product', {
      payload: { password: TEST_ADMIN_PASSWORD },
    });
    expect(body.statusCode).toBe(404);
  });

  it('locks an address out after too many wrong passwords, even for the right one', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < ADMIN_PASSWORD_MAX_FAILURES; i++) {
      expect(
        (await call('GET', '/admin/products', { headers: { 'x-admin-password': `wrong-${i}` }, ip })).statusCode,
      ).toBe(401);
    }
    const locked = await call('GET', '/admin/products', { headers: pw, ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      success: false,
      error: ADMIN_TEXT.tooManyPasswordFailures,
      code: 'rate_limited',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('GET', '/admin/products', { headers: pw })).statusCode).toBe(200);
  });
});

describe('GET /admin/products', () => {
  it('lists every product newest first with the admin fields and frontendData', async () => {
    const res = await call('GET', '/admin/products', { headers: pw });
    const { success, products } = res.json<{ success: boolean; products: AdminListProduct[] }>();
    expect(success).toBe(true);
    expect(products.length).toBe(await productCount());
    const glow = products.find((p) => p.id === 'egg-glow-cube');
    expect(glow).toMatchObject({
      asin: 'B0DDGLOW01',
      title: 'Glow Cube Night Light',
      price: '$24.99',
      source: 'amazon',
    });
    expect(JSON.parse(glow?.frontendData ?? '{}')).toMatchObject({
      _id: 'egg-glow-cube',
      categories: ['home', 'tech', 'tiktok'],
    });
    const dates = products.map((p) => (JSON.parse(p.frontendData) as Product).dropDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('adding products', () => {
  it('adds an Amazon product with an affiliate URL generated from the ASIN and tag', async () => {
    const res = await call('POST', '/admin/products', { headers: pw, payload: amazonBody });
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({ id: 'admin-amazon-1', asin: 'B0TESTAS01', price: '$34.50' });
    const saved = await product('admin-amazon-1');
    expect(saved).toMatchObject({
      name: 'Desk Lava Lamp',
      price: 34.5,
      source: 'amazon',
      categories: ['home', 'tech'],
      images: ['/catalog/placeholder.svg', 'https://example.com/a.png'],
      affiliateUrl: `https://www.amazon.com/dp/B0TESTAS01?tag=${ctx.config.affiliateTag}`,
    });
  });

  it('adds an other-retailer product with comma-separated categories', async () => {
    const res = await call('POST', '/admin/products', { headers: pw, payload: otherBody });
    expect(res.statusCode).toBe(201);
    expect(await product('admin-other-1')).toMatchObject({
      source: 'other',
      price: 12.99,
      categories: ['clothing', 'meme-gifts'],
      affiliateUrl: 'https://shop.example.com/socks',
    });
  });

  it.each([
    ['no custom id', { ...amazonBody, id: '' }, 'id', ADMIN_TEXT.customIdRequired],
    ['no name', { ...amazonBody, id: 'x1', name: ' ' }, 'name', ADMIN_TEXT.nameRequired],
    ['no ASIN for Amazon', { ...amazonBody, id: 'x2', asin: '' }, 'asin', ADMIN_TEXT.asinRequired],
    [
      'no URL for another retailer',
      { ...otherBody, id: 'x3', affiliateUrl: '' },
      'affiliateUrl',
      ADMIN_TEXT.productUrlRequired,
    ],
    ['price 0 for another retailer', { ...otherBody, id: 'x4', price: 0 }, 'price', ADMIN_TEXT.priceAboveZero],
    ['no price for another retailer', { ...otherBody, id: 'x5', price: null }, 'price', ADMIN_TEXT.priceAboveZero],
    [
      'no image URL for another retailer',
      { ...otherBody, id: 'x6', imageUrl: '' },
      'imageUrl',
      ADMIN_TEXT.imageUrlRequired,
    ],
    ['a price with four decimals', { ...otherBody, id: 'x7', price: '1.9999' }, 'price', ADMIN_TEXT.priceInvalid],
    [
      'an ambiguous price',
      { ...otherBody, id: 'x7b', price: '1,234' },
      'price',
      TYPED_PRICE_TEXT.ambiguous('1,234', '1234', '1.234'),
    ],
    ['a negative price', { ...amazonBody, id: 'x8', price: '-3' }, 'price', ADMIN_TEXT.priceInvalid],
    [
      'an unknown category',
      { ...amazonBody, id: 'x9', categories: ['nope'] },
      'categories',
      ADMIN_TEXT.unknownCategory,
    ],
    [
      'a javascript: product URL',
      { ...otherBody, id: 'x10', affiliateUrl: 'javascript:alert(1)' },
      'affiliateUrl',
      ADMIN_TEXT.productUrlInvalid,
    ],
  ])('refuses %s with the form message and stores nothing', async (_name, payload, field, message) => {
    const before = await productCount();
    const res = await call('POST', '/admin/products', { headers: pw, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: ADMIN_TEXT.formInvalid,
      code: 'validation',
      fields: { [field]: message },
    });
    expect(await productCount()).toBe(before);
  });

  it.each([
    ['5,00', '$5.00', 'typed-1'],
    ['5.00', '$5.00', 'typed-2'],
    ['$1.234,56', '$1,234.56', 'typed-3'],
    ['1,234.56', '$1,234.56', 'typed-4'],
  ])('reads the price %j as the admin typed it (%s), not with its commas dropped', async (price, shown, id) => {
    const res = await call('POST', '/admin/products', { headers: pw, payload: { ...otherBody, id, price } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ product: { id, price: shown } });
  });

  it('refuses a taken id or ASIN with 409', async () => {
    const sameId = await call('POST', '/admin/products', {
      headers: pw,
      payload: { ...otherBody, id: 'egg-glow-cube' },
    });
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json()).toEqual({ success: false, error: ADMIN_TEXT.productIdTaken, code: 'conflict' });
    const sameAsin = await call('POST', '/admin/products', {
      headers: pw,
      payload: { ...amazonBody, id: 'new-id', asin: 'B0DDGLOW01' },
    });
    expect(sameAsin.statusCode).toBe(409);
    expect(sameAsin.json()).toEqual({ success: false, error: ADMIN_TEXT.asinTaken, code: 'conflict' });
  });
});

describe('editing and deleting', () => {
  it('updates by id or by ASIN, keeping the drop date', async () => {
    const before = await product('egg-glow-cube');
    const byAsin = await call('PUT', '/admin/products/B0DDGLOW01', {
      headers: pw,
      payload: { name: 'Glow Cube 2', price: '19.99' },
    });
    expect(byAsin.statusCode).toBe(200);
    expect(byAsin.json()).toMatchObject({ success: true, replaced: false, product: { title: 'Glow Cube 2' } });
    const after = await product('egg-glow-cube');
    expect(after).toMatchObject({ name: 'Glow Cube 2', price: 19.99, dropDate: before?.dropDate, asin: 'B0DDGLOW01' });
  });

  it('refuses to edit an Amazon product into one without an ASIN', async () => {
    const res = await call('PUT', '/admin/products/egg-glow-cube', { headers: pw, payload: { asin: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ asin: ADMIN_TEXT.missingAsinOnEdit });
    expect((await product('egg-glow-cube'))?.asin).toBe('B0DDGLOW01');
  });

  it('replaces the record when an Amazon product gets a new ASIN', async () => {
    await ctx.db.kysely
      .updateTable('products')
      .set({ availability: 'In Stock', last_updated: '2026-11-01T00:00:00.000Z' })
      .where('id', '=', 'admin-amazon-1')
      .execute();
    const res = await call('PUT', '/admin/products/B0TESTAS01', {
      headers: pw,
      payload: { asin: 'B0TESTAS02', affiliateUrl: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().replaced).toBe(true);
    const saved = await product('admin-amazon-1');
    expect(saved).toMatchObject({
      asin: 'B0TESTAS02',
      availability: null,
      lastUpdated: null,
      affiliateUrl: `https://www.amazon.com/dp/B0TESTAS02?tag=${ctx.config.affiliateTag}`,
    });
    const old = await call('PUT', '/admin/products/B0TESTAS01', { headers: pw, payload: { name: 'x' } });
    expect(old.statusCode).toBe(404);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await call('PUT', '/admin/products/nope', { headers: pw, payload: { name: 'x' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: ADMIN_TEXT.productNotFound, code: 'not_found' });
  });

  it('deletes by ASIN or id; the storefront no longer has it', async () => {
    expect((await call('DELETE', '/admin/products/B0TESTAS02', { headers: pw })).statusCode).toBe(200);
    expect(await product('admin-amazon-1')).toBeNull();
    expect((await call('DELETE', '/admin/products/admin-other-1', { headers: pw })).statusCode).toBe(200);
    expect(await product('admin-other-1')).toBeNull();
    expect((await call('DELETE', '/admin/products/admin-other-1', { headers: pw })).statusCode).toBe(404);
  });
});

describe('a product and its gift tags are one write', () => {
  const tagsOf = async (id: string) => (await ctx.app.deps.taxonomy.giftTagsOf([id])).get(id) ?? [];
  const failure = { success: false, error: 'Internal server error', code: 'internal' };

  it('adding: when the gift tags cannot be written, the product is not added either', async () => {
    const before = await productCount();
    const lift = await refuseWrites(ctx.db, 'product_gift_tags', 'insert');
    try {
      const res = await call('POST', '/admin/products', {
        headers: pw,
        payload: { ...otherBody, id: 'atomic-add', giftCategories: ['for-kids'] },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(failure);
    } finally {
      await lift();
    }
    expect(await product('atomic-add')).toBeNull();
    expect(await productCount()).toBe(before);
  });

  it('editing: when the gift tags cannot be written, neither the product nor its tags change', async () => {
    const payload = { ...otherBody, id: 'atomic-edit', giftCategories: ['for-kids'] };
    expect((await call('POST', '/admin/products', { headers: pw, payload })).statusCode).toBe(201);
    const before = await product('atomic-edit');
    const lift = await refuseWrites(ctx.db, 'product_gift_tags', 'insert');
    try {
      const res = await call('PUT', '/admin/products/atomic-edit', {
        headers: pw,
        payload: { name: 'Renamed', price: '99', giftCategories: ['for-mom', 'birthday'] },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await lift();
    }
    expect(await product('atomic-edit')).toEqual(before);
    expect(await tagsOf('atomic-edit')).toEqual(['for-kids']);
  });

  it('two adds of one id at once: one is stored, the other answers 409 and overwrites nothing', async () => {
    const names = ['First Twin', 'Second Twin'];
    const results = await Promise.all(
      names.map((name) =>
        call('POST', '/admin/products', { headers: pw, payload: { ...otherBody, id: 'twin-add', name } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json()).toEqual({ success: false, error: ADMIN_TEXT.productIdTaken, code: 'conflict' });
    const winner = results.find((r) => r.statusCode === 201)?.json<{ product: AdminListProduct }>().product;
    expect((await product('twin-add'))?.name).toBe(winner?.title);
  });
});

describe('retailer refresh without a configured retailer API', () => {
  it.each([['/refresh-products'], ['/admin/refresh-product/B0DDGLOW01']])(
    '%s answers 503 and changes nothing',
    async (url) => {
      const before = await product('egg-glow-cube');
      const res = await call('POST', url, { headers: pw });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: ADMIN_TEXT.retailerNotConfigured, code: 'unavailable' });
      // A missing configuration does not pass by itself: past any client's automatic retry.
      expect(res.headers['retry-after']).toBe('3600');
      expect(await product('egg-glow-cube')).toEqual(before);
    },
  );
});
