import { ADMIN_PRODUCT_TEXT, ADMIN_TEXT } from '@dd/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestContext } from '../../test/test-app.js';
import { newMember, newVeteran, type Member } from '../../test/members.js';
import { expectEachAnswers } from '../../test/each-answer.js';
import { postRaw } from '../../test/raw-post.js';
import { EMPTY_FORM, MALFORMED_FORM, NOT_TEXT_FIELD } from './multipart-form.js';
import { NUL_MESSAGE } from './reject-nul.js';

/** Hostile input (issue 15): every answer is a 4xx `{ error, code }` and changes nothing; on both engines. */

let ctx: TestContext;
let admin: Member;
let other: Member;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  admin = await newVeteran(ctx.app, { admin: true });
  other = await newMember(ctx.app);
});
afterAll(async () => ctx.close());

const inject = (options: InjectOptions) => ctx.app.inject(options);

type Table = 'forum_threads' | 'forum_replies' | 'categories' | 'products' | 'product_suggestions' | 'follows';
async function count(table: Table): Promise<number> {
  const row = await ctx.db.kysely
    .selectFrom(table)
    .select(({ fn }) => fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
async function counts(): Promise<Record<Table, number>> {
  const tables: Table[] = [
    'forum_threads',
    'forum_replies',
    'categories',
    'products',
    'product_suggestions',
    'follows',
  ];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)] as const))) as Record<
    Table,
    number
  >;
}

function expect400(res: { statusCode: number; json: () => unknown }, error?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: unknown; code: unknown };
  expect(body.code).toBe('validation');
  expect(typeof body.error).toBe('string');
  if (error !== undefined) expect(body.error).toBe(error);
}

describe('NUL characters', () => {
  it('are refused in paths and query strings with a 400, on every route (stored nowhere)', async () => {
    for (const url of [
      '/api/products/a%00b',
      '/go/a%00b',
      '/api/products?q=a%00b',
      '/api/products?collection=%00',
      '/api/blog/x%00',
      '/api/forum/thread/1%00',
      '/product/a%00b',
      '/api/nothing%00here',
    ]) {
      const res = await inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: NUL_MESSAGE, code: 'validation' });
    }
  });

  it('are refused in JSON bodies at any depth, in values and in keys, and nothing is stored', async () => {
    const before = await counts();
    const bodies: Array<[string, string, object]> = [
      ['POST', '/api/submit-product', { name: 'a\u0000b', url: 'https://example.com/x' }],
      [
        'POST',
        '/api/submit-product',
        { name: 'ok', url: 'https://example.com/x', extra: { deep: [[{ x: '\u0000' }]] } },
      ],
      ['POST', '/api/submit-product', { name: 'ok', url: 'https://example.com/x', ['k\u0000']: 1 }],
      ['POST', '/api/forum/threads', { title: 'Title\u0000', content: 'Some content here' }],
      ['POST', '/api/follow', { user_id: '1\u0000' }],
    ];
    for (const [method, url, payload] of bodies) {
      const res = await inject({ method: method as 'POST', url, headers: admin.headers, payload });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: NUL_MESSAGE, code: 'validation' });
    }
    expect(await counts()).toEqual(before);
  });

  it('are refused in form bodies and multipart fields', async () => {
    const before = await counts();
    const form = await postRaw(
      ctx.app,
      '/api/submit-product',
      'application/x-www-form-urlencoded',
      'name=a%00b&url=https%3A%2F%2Fexample.com%2F',
    );
    expect400(form, NUL_MESSAGE);
    const multipart = await inject({
      method: 'POST',
      url: '/api/forum/threads',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody([
        ['title', 'A fine title\u0000'],
        ['content', 'Some fine content'],
      ]),
    });
    expect400(multipart, NUL_MESSAGE);
    expect(await counts()).toEqual(before);
  });

  it('a deeply nested body is answered, not a stack overflow', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const res = await postRaw(ctx.app, '/api/submit-product', 'application/json', deep);
    expect400(res);
  });
});

const BOUNDARY = 'hostileBoundary42';
function multipartBody(fields: Array<[string, string]>, boundary = BOUNDARY): string {
  return `${fields
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('')}--${boundary}--\r\n`;
}

describe('malformed multipart bodies', () => {
  const uploadRoutes: Array<['POST' | 'PUT', string]> = [
    ['PUT', '/api/auth/profile'],
    ['POST', '/api/forum/threads'],
    ['POST', '/api/admin/categories'],
    ['POST', '/api/admin/products'],
  ];
  const part = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nhello\r\n`;
  const cases: Array<[string, string, string, string]> = [
    ['no boundary', 'multipart/form-data', `${part}--${BOUNDARY}--\r\n`, MALFORMED_FORM],
    ['a bad boundary parameter', 'multipart/form-data; boundary="', part, MALFORMED_FORM],
    [
      'a truncated body',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${part}--${BOUNDARY}\r\nContent-Dispo`,
      MALFORMED_FORM,
    ],
    ['a body cut inside a value', `multipart/form-data; boundary=${BOUNDARY}`, part.slice(0, -4), MALFORMED_FORM],
    ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, '', EMPTY_FORM],
    ['only the closing boundary', `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}--\r\n`, EMPTY_FORM],
    [
      'an image part without a filename',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\r\n--${BOUNDARY}--\r\n`,
      NOT_TEXT_FIELD,
    ],
  ];

  it.each(uploadRoutes)('%s %s answers each malformed body with a 400 and changes nothing', async (method, url) => {
    const before = await counts();
    const profileBefore = (await inject({ method: 'GET', url: '/api/auth/profile', headers: admin.headers })).body;
    for (const [label, contentType, payload, error] of cases) {
      const res = await inject({ method, url, headers: { ...admin.headers, 'content-type': contentType }, payload });
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toMatchObject({ error, code: 'validation' });
    }
    expect(await counts()).toEqual(before);
    expect((await inject({ method: 'GET', url: '/api/auth/profile', headers: admin.headers })).body).toBe(
      profileBefore,
    );
  });
});

describe('ids are read strictly', () => {
  it('a body id must be a positive whole number: no booleans, hex, exponents, spaces or fractions', async () => {
    const before = await counts();
    for (const user_id of [true, false, '0x10', '1e1', ' 2', '2 ', '+2', '02', 2.5, 0, -3, '']) {
      const res = await inject({ method: 'POST', url: '/api/follow', headers: admin.headers, payload: { user_id } });
      expect(res.statusCode, JSON.stringify(user_id)).toBe(400);
      expect(res.json(), JSON.stringify(user_id)).toEqual({
        error: 'user_id: user_id must be a positive whole number',
        code: 'validation',
      });
    }
    // Past the id columns' range (32-bit on PostgreSQL): refused before any query, alike on both engines.
    const huge = await inject({
      method: 'POST',
      url: '/api/follow',
      headers: admin.headers,
      payload: { user_id: 3_000_000_000 },
    });
    expect(huge.json()).toEqual({ error: 'user_id: user_id is too large to be an id', code: 'validation' });
    expect(await counts()).toEqual(before);
    // The plain decimal text of an id is still read as that id (the spec's clients send both).
    const ok = await inject({
      method: 'POST',
      url: '/api/follow',
      headers: admin.headers,
      payload: { user_id: String(other.user.id), follow: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(await count('follows')).toBe(before.follows + 1);
  });

  it('ids in other bodies and query strings are as strict', async () => {
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/api/forum/reply', payload: { thread_id: true, content: 'hello there' } },
      { method: 'POST', url: '/api/forum/reply', payload: { thread_id: '0x1', content: 'hello there' } },
      { method: 'POST', url: '/api/moderation/block', payload: { blocked_id: true } },
      { method: 'DELETE', url: '/api/moderation/block?blocked_id=0x10' },
      { method: 'GET', url: '/api/moderation/block-status/1e1' },
      { method: 'GET', url: '/api/card/get-match-state?matchId=0x1&playerId=1' },
      { method: 'POST', url: '/api/card/play-card', payload: { matchId: true, playerId: 1, cardId: 'x' } },
      { method: 'POST', url: '/api/card/play-card', payload: { matchId: 2 ** 40, playerId: 1, cardId: 'x' } },
      { method: 'GET', url: '/api/card/cards?userId=true' },
      { method: 'POST', url: '/api/pvp/submitTurn', payload: { match_id: '0x1', add: 1 } },
      { method: 'POST', url: '/api/wishlist/toggle-public', payload: { wishlist_id: true, is_public: true } },
    ];
    for (const call of calls) {
      const res = await inject({ ...call, headers: other.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(res.json(), `${call.method} ${call.url}`).toMatchObject({ code: 'validation' });
    }
  });

  it('pages and limits are whole numbers in range, read as strictly', async () => {
    for (const url of [
      '/api/forum/threads?page=0x2',
      '/api/forum/threads?page=1e1',
      '/api/forum/threads?page=0',
      '/api/products?limit=true',
      '/api/products?limit=1e1',
      '/api/products?limit=%2010',
      '/api/products/trending?limit=0x10',
    ]) {
      const res = await inject({ method: 'GET', url });
      expect400(res);
    }
    expect((await inject({ method: 'GET', url: '/api/forum/threads?page=2' })).statusCode).toBe(200);
    const limited = await inject({ method: 'GET', url: '/api/products?limit=3' });
    expect(limited.statusCode).toBe(200);
    expect(limited.json<{ items: unknown[] }>().items).toHaveLength(3);
  });
});

describe('prices', () => {
  /** `price` is JSON text, so a number past 2^53 reaches the server as typed. */
  const adminProduct = (price: string, id: string) =>
    inject({
      method: 'POST',
      url: '/admin/products',
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD, 'content-type': 'application/json' },
      payload: `{${JSON.stringify({
        id,
        name: 'Price probe',
        description: 'A product to probe prices.',
        imageUrl: 'https://example.com/p.png',
        affiliateUrl: 'https://shop.example.com/p',
        categories: 'tech',
        source: 'other',
      }).slice(1, -1)},"price":${price}}`,
    });

  it('an admin price past the maximum, or not money, is a 400 naming the field, on both engines', async () => {
    const before = await count('products');
    for (const price of [
      '9007199254740993',
      '"9007199254740993"',
      '1e21',
      '"1000000.01"',
      '1.005',
      '"1e3"',
      '"NaN"',
      '-1',
    ]) {
      const res = await adminProduct(price, 'price-probe');
      expect(res.statusCode, String(price)).toBe(400);
      expect(res.json(), String(price)).toMatchObject({
        code: 'validation',
        fields: { price: ADMIN_TEXT.priceInvalid },
      });
    }
    expect(await count('products')).toBe(before);
    const top = await adminProduct('1000000', 'price-probe-top');
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({ product: { id: 'price-probe-top', price: '$1,000,000.00' } });
  });

  it('the taxonomy product form refuses a price past the maximum before anything else', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartBody([
        ['name', 'Huge price'],
        ['category', 'tech'],
        ['price', '9007199254740993'],
      ]),
    });
    expect400(res, ADMIN_TEXT.priceInvalid);
  });

  it('product image URLs are https or site paths (what the CSP lets the pages show)', async () => {
    const http = await inject({
      method: 'POST',
      url: '/admin/products',
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
      payload: {
        id: 'http-image',
        name: 'Plain http image',
        price: 5,
        imageUrl: 'http://example.com/p.png',
        affiliateUrl: 'https://shop.example.com/p',
        source: 'other',
      },
    });
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ fields: { imageUrl: ADMIN_PRODUCT_TEXT.imageUrlInvalid } });
  });
});

describe('router errors', () => {
  it('unknown API routes answer a short fixed 404 that does not echo the URL', () =>
    expectEachAnswers(
      ctx.app,
      [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/nothing/here?x=<script>'],
        ['DELETE', '/about'],
        ['GET', `/api/${'a'.repeat(5000)}`],
      ],
      404,
      { error: 'Not found', code: 'not_found' },
    ));

  it('a badly encoded or too long URL answers a short fixed 4xx', async () => {
    for (const url of ['/api/products/%E0%A4%A', '/products/%E0%A4%A', '/go/%ZZ']) {
      const res = await inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: 'The URL is not valid', code: 'validation' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const long = await inject({ method: 'GET', url: `/api/products/${'x'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: 'The URL is too long', code: 'validation' });
  });
});

describe('hardening headers', () => {
  it('pages carry a CSP that connects only to the site and its socket, shows https images, and a Permissions-Policy', async () => {
    const res = await inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ');
    expect(connect).toEqual(["'self'", new URL(ctx.config.publicUrl).origin.replace(/^http/, 'ws')]);
    expect(csp).toMatch(/img-src 'self' data: blob: https:(;|$)/);
    const policy = String(res.headers['permissions-policy']);
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(policy).toContain(denied);
    }
    // What the share button and the games use stays allowed.
    for (const allowed of ['clipboard-write=(self)', 'fullscreen=(self)']) {
      expect(policy).toContain(allowed);
    }
    // Unknown to Chromium on Linux, so a console message on every page; its default (the site itself) is what
    // the share button needs.
    expect(policy).not.toContain('web-share');
  });
});

describe('cookies', () => {
  let proxied: TestContext;
  beforeAll(async () => {
    proxied = await createTestApp({ seed: true, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(async () => proxied.close());

  const visitorCookie = async (headers: Record<string, string>) => {
    const res = await proxied.app.inject({ method: 'GET', url: '/go/egg-glow-cube', headers });
    expect(res.statusCode).toBe(302);
    return String(res.headers['set-cookie']);
  };

  it('are Secure when the request came over HTTPS through the trusted proxy, not over plain HTTP', async () => {
    expect(await visitorCookie({ 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
    expect(await visitorCookie({})).not.toMatch(/Secure/);
  });
});
