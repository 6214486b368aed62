import {
  ADMIN_PAGE_SIZE,
  ADMIN_TEXT,
  AUTH_TEXT,
  CLICK_REPORT_MAX_DAYS,
  type AdminStats,
  type AdminSubscribersResponse,
  type AdminSuggestionsResponse,
  type AdminUser,
  type AdminUsersResponse,
  type ClickReport,
  type ProductPage,
} from '@dd/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, newMember, type Member } from '../../../test/members.js';
import { countRows, idWhere } from '../../../test/rows.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today for every test here: 2026-11-20 12:00 UTC. */
const clock = movableClock();
const TODAY = '2026-11-20';

let ctx: TestContext;
let admin: Member;
let member: Member;
let amazonId: string;
let otherId: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true, clock, mailer: { send: async () => {} } });
  admin = await newMember(ctx.app, { username: 'boss_admin' });
  await ctx.db.kysely.updateTable('users').set({ is_admin: 1 }).where('id', '=', admin.user.id).execute();
  member = await newMember(ctx.app, { username: 'plain_member' });
  const page = (source: string) =>
    ctx.app
      .inject({ method: 'GET', url: `/api/products?source=${source}&limit=1&sort=newest` })
      .then((r) => r.json<ProductPage>().items[0]?._id as string);
  amazonId = await page('amazon');
  otherId = await page('other');
  expect(amazonId).toBeTruthy();
  expect(otherId).toBeTruthy();
});
afterAll(async () => ctx.close());

const as = (who: Member | null, options: InjectOptions) =>
  ctx.app.inject({ ...options, headers: { ...options.headers, ...(who?.headers ?? {}) } });
const get = <T>(url: string, who: Member | null = admin) =>
  as(who, { method: 'GET', url }).then((res) => {
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json<T>();
  });
const post = (url: string, who: Member | null = admin) => as(who, { method: 'POST', url });
const putAdmin = (userId: number, isAdmin: boolean, who: Member | null = admin) =>
  as(who, { method: 'PUT', url: `/api/admin/users/${userId}/admin`, payload: { is_admin: isAdmin } });

/** An outbound click through the real /go route, at the clock's time `daysAgo` days back. */
async function clickAt(productId: string, daysAgo: number, times = 1): Promise<void> {
  await clock.advance(-daysAgo * DAY_MS);
  try {
    for (let i = 0; i < times; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: `/go/${encodeURIComponent(productId)}` });
      expect(res.statusCode).toBe(302);
    }
  } finally {
    await clock.advance(daysAgo * DAY_MS);
  }
}
const subscribe = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
  });
const suggest = (name: string, url: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/submit-product', payload: { name, url } }).then((r) => {
    expect(r.statusCode, r.body).toBe(201);
  });
const count = (table: 'products' | 'users') => countRows(ctx.db, table);

describe('GET /api/admin/stats', () => {
  it('counts real rows: products, users, subscribed addresses, clicks of the last 30 days, open reports, pending suggestions', async () => {
    const empty = await get<AdminStats>('/api/admin/stats');
    expect(empty).toMatchObject({
      subscribers: 0,
      clicksLast30Days: 0,
      openReports: 0,
      pendingSuggestions: 0,
    });
    expect(empty.products).toBe(await count('products'));
    expect(empty.products).toBeGreaterThanOrEqual(80);
    expect(empty.users).toBe(2);

    await clickAt(amazonId, 0, 3);
    await clickAt(otherId, 0);
    await clickAt(otherId, 2, 2);
    await clickAt(amazonId, 29); // the first day of the 30
    await clickAt(amazonId, 30); // one day too old
    await clickAt(otherId, 40);
    await subscribe('one@example.com');
    await subscribe('two@example.com');
    await subscribe('three@example.com');
    await ctx.db.kysely
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: clock.now().toISOString() })
      .where('email', '=', 'three@example.com')
      .execute();
    await suggest('Glow Cube', 'https://example.com/glow');
    await suggest('Desk Cactus', 'https://example.com/cactus');
    await ctx.db.kysely
      .updateTable('product_suggestions')
      .set({ status: 'dismissed' })
      .where('name', '=', 'Desk Cactus')
      .execute();
    const now = clock.now().toISOString();
    await ctx.db.kysely
      .insertInto('reports')
      .values(
        (['pending', 'reviewed', 'resolved', 'dismissed'] as const).map((status) => ({
          reporter_id: member.user.id,
          reported_user_id: admin.user.id,
          content_type: null,
          content_id: null,
          reason: 'spam',
          description: null,
          status,
          admin_notes: null,
          resolved_by: null,
          created_at: now,
          resolved_at: null,
        })),
      )
      .execute();
    await newMember(ctx.app);

    const stats = await get<AdminStats>('/api/admin/stats');
    expect(stats).toMatchObject({
      products: empty.products,
      users: 3,
      subscribers: 2,
      clicksLast30Days: 7,
      openReports: 2,
      pendingSuggestions: 1,
    });
    expect(stats.clicksPerDay).toHaveLength(30);
    expect(stats.clicksPerDay[0]).toEqual({ date: '2026-10-22', clicks: 1 });
    expect(stats.clicksPerDay.at(-1)).toEqual({ date: TODAY, clicks: 4 });
    expect(stats.clicksPerDay.at(-3)).toEqual({ date: '2026-11-18', clicks: 2 });
    expect(stats.clicksPerDay.reduce((sum, d) => sum + d.clicks, 0)).toBe(7);
    expect(stats.clicksPerDay.filter((d) => d.clicks === 0)).toHaveLength(27);
  });
});

describe('authorization', () => {
  // Rows the admin's calls of the walk change; removed afterwards so the counts below stay exact.
  let walkSubscriber = 0;
  let walkSuggestion = 0;
  beforeAll(async () => {
    await subscribe('walk@example.com');
    await suggest('Walk Item', 'https://example.com/walk');
    walkSubscriber = await idWhere(ctx.db, 'newsletter_subscribers', 'email', 'walk@example.com');
    walkSuggestion = await idWhere(ctx.db, 'product_suggestions', 'name', 'Walk Item');
  });
  afterAll(async () => {
    await ctx.db.kysely.deleteFrom('newsletter_subscribers').where('id', '=', walkSubscriber).execute();
    await ctx.db.kysely.deleteFrom('product_suggestions').where('id', '=', walkSuggestion).execute();
  });

  const routes: Array<{ method: 'GET' | 'POST' | 'PUT'; url: () => string; payload?: unknown }> = [
    { method: 'GET', url: () => '/api/admin/stats' },
    { method: 'GET', url: () => '/api/admin/users?q=member&page=1' },
    { method: 'PUT', url: () => `/api/admin/users/${member.user.id}/admin`, payload: { is_admin: false } },
    { method: 'GET', url: () => '/api/admin/clicks?from=2026-11-01&to=2026-11-20' },
    { method: 'GET', url: () => '/api/admin/subscribers?status=subscribed' },
    { method: 'GET', url: () => '/api/admin/subscribers/export.csv' },
    { method: 'POST', url: () => `/api/admin/subscribers/${walkSubscriber}/unsubscribe` },
    { method: 'GET', url: () => '/api/admin/suggestions' },
    { method: 'POST', url: () => `/api/admin/suggestions/${walkSuggestion}/accept` },
    { method: 'POST', url: () => `/api/admin/suggestions/${walkSuggestion}/dismiss` },
  ];

  it('answers a visitor 401, a member 403 and an admin 200 on every admin route', async () => {
    for (const route of routes) {
      const options = {
        method: route.method,
        url: route.url(),
        ...(route.payload ? { payload: route.payload as Record<string, unknown> } : {}),
      };
      const visitor = await as(null, options);
      expect(visitor.statusCode, `visitor ${options.url}`).toBe(401);
      expect(visitor.json()).toEqual({ error: AUTH_TEXT.authRequired, code: 'unauthenticated' });
      const stale = await as(null, { ...options, headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
      expect(stale.statusCode, `stale token ${options.url}`).toBe(401);
      expect(stale.json()).toEqual({ error: AUTH_TEXT.sessionExpired, code: 'session_expired' });
      const asMember = await as(member, options);
      expect(asMember.statusCode, `member ${options.url}`).toBe(403);
      expect(asMember.json()).toEqual({ error: ADMIN_TEXT.adminRequired, code: 'forbidden' });
      const asAdmin = await as(admin, options);
      expect(asAdmin.statusCode, `admin ${options.url}: ${asAdmin.body}`).toBe(200);
    }
  });

  it('refuses a member before reading the body or query', async () => {
    const bad = await as(member, {
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}/admin`,
      payload: { is_admin: 'yes please' },
    });
    expect(bad.statusCode).toBe(403);
    const badQuery = await as(null, { method: 'GET', url: '/api/admin/clicks?from=nonsense' });
    expect(badQuery.statusCode).toBe(401);
    expect((await as(admin, { method: 'GET', url: '/api/admin/users' })).headers['cache-control']).toBe('no-store');
  });
});

describe('users', () => {
  let shopper: Member;

  beforeAll(async () => {
    shopper = await newMember(ctx.app, { username: 'Shopper_Zed', subscribe: true });
    const profile = await as(shopper, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { display_name: 'Gadget Queen', bio: null },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const wish = await as(shopper, { method: 'POST', url: '/api/wishlist/add', payload: { product_id: amazonId } });
    expect(wish.statusCode).toBe(200);
  });

  it('lists users newest first with their points balance', async () => {
    const res = await get<AdminUsersResponse>('/api/admin/users');
    expect(res.page).toBe(1);
    expect(res.pageSize).toBe(ADMIN_PAGE_SIZE);
    expect(res.total).toBe(await count('users'));
    expect(res.users[0]).toEqual<AdminUser>({
      id: shopper.user.id,
      username: 'Shopper_Zed',
      email: 'shopper_zed@example.com',
      display_name: 'Gadget Queen',
      is_admin: false,
      points: 102,
      created_at: shopper.user.created_at,
    });
    const ids = res.users.map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.users.find((u) => u.id === admin.user.id)).toMatchObject({ is_admin: true, points: 0 });
  });

  it('searches username, e-mail and display name without regard to case', async () => {
    const search = async (q: string) =>
      (await get<AdminUsersResponse>(`/api/admin/users?q=${encodeURIComponent(q)}`)).users.map((u) => u.username);
    expect(await search('shopper_z')).toEqual(['Shopper_Zed']);
    expect(await search('SHOPPER_ZED@EXAMPLE')).toEqual(['Shopper_Zed']);
    expect(await search('gadget QUEEN')).toEqual(['Shopper_Zed']);
    expect(await search('boss')).toEqual(['boss_admin']);
    expect(await search('nobody-like-this')).toEqual([]);
    // LIKE wildcards are matched as themselves.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toContain('Shopper_Zed');
    expect(await search('r_z')).toEqual(['Shopper_Zed']);
  });

  it('pages by ADMIN_PAGE_SIZE with the total of the search', async () => {
    const now = clock.now().toISOString();
    await ctx.db.kysely
      .insertInto('users')
      .values(
        Array.from({ length: ADMIN_PAGE_SIZE + 3 }, (_, i) => ({
          username: `pager_${i}`,
          username_key: `pager_${i}`,
          email: `pager_${i}@example.com`,
          password_hash: 'x',
          display_name: null,
          bio: null,
          avatar_media_id: null,
          is_admin: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const first = await get<AdminUsersResponse>('/api/admin/users?q=pager_');
    expect(first.total).toBe(ADMIN_PAGE_SIZE + 3);
    expect(first.users).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.users[0]?.username).toBe(`pager_${ADMIN_PAGE_SIZE + 2}`);
    const second = await get<AdminUsersResponse>('/api/admin/users?q=pager_&page=2');
    expect(second).toMatchObject({ total: ADMIN_PAGE_SIZE + 3, page: 2 });
    expect(second.users.map((u) => u.username)).toEqual(['pager_2', 'pager_1', 'pager_0']);
    expect((await get<AdminUsersResponse>('/api/admin/users?q=pager_&page=3')).users).toEqual([]);
    expect((await as(admin, { method: 'GET', url: '/api/admin/users?page=0' })).statusCode).toBe(400);
  });

  it('grants admin, which the new admin can use at once, and removes it, after which their next call is 403', async () => {
    expect((await as(shopper, { method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(403);
    const granted = await putAdmin(shopper.user.id, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json<{ user: AdminUser }>().user).toMatchObject({
      id: shopper.user.id,
      is_admin: true,
      points: 102,
    });
    expect((await as(shopper, { method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(200);

    const removed = await putAdmin(shopper.user.id, false);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ user: AdminUser }>().user.is_admin).toBe(false);
    const after = await as(shopper, { method: 'GET', url: '/api/admin/stats' });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ error: ADMIN_TEXT.adminRequired, code: 'forbidden' });
  });

  it('a demoted admin cannot demote anyone back', async () => {
    await putAdmin(shopper.user.id, true);
    await putAdmin(shopper.user.id, false);
    const res = await putAdmin(admin.user.id, false, shopper);
    expect(res.statusCode).toBe(403);
    const row = await ctx.db.kysely
      .selectFrom('users')
      .select('is_admin')
      .where('id', '=', admin.user.id)
      .executeTakeFirst();
    expect(row?.is_admin).toBe(1);
  });

  it('refuses to change your own rights, and an unknown user is 404', async () => {
    for (const value of [false, true]) {
      const own = await putAdmin(admin.user.id, value);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toEqual({ error: ADMIN_TEXT.cannotChangeOwnAdmin, code: 'validation' });
    }
    expect((await get<AdminUsersResponse>('/api/admin/users?q=boss_admin')).users[0]?.is_admin).toBe(true);
    const unknown = await putAdmin(999_999, true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: ADMIN_TEXT.userNotFound, code: 'not_found' });
    const bad = await as(admin, {
      method: 'PUT',
      url: `/api/admin/users/${member.user.id}/admin`,
      payload: { is_admin: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/clicks', () => {
  it('reports the last 30 days by default, per day, per source and per product with names', async () => {
    const report = await get<ClickReport>('/api/admin/clicks');
    expect(report.from).toBe('2026-10-22');
    expect(report.to).toBe(TODAY);
    expect(report.total).toBe(7);
    expect(report.perDay).toHaveLength(30);
    expect(report.perDay.at(-1)).toEqual({ date: TODAY, clicks: 4 });
    expect(report.perSource).toEqual([
      { source: 'amazon', clicks: 4 },
      { source: 'other', clicks: 3 },
    ]);
    const names = await ctx.db.kysely
      .selectFrom('products')
      .select(['id', 'name'])
      .where('id', 'in', [amazonId, otherId])
      .execute();
    const nameOf = (id: string) => names.find((n) => n.id === id)?.name;
    expect(report.perProduct).toEqual([
      { productId: amazonId, name: nameOf(amazonId), source: 'amazon', clicks: 4 },
      { productId: otherId, name: nameOf(otherId), source: 'other', clicks: 3 },
    ]);
  });

  it('takes an inclusive UTC date range', async () => {
    const oneDay = await get<ClickReport>('/api/admin/clicks?from=2026-10-21&to=2026-10-21');
    expect(oneDay).toMatchObject({
      from: '2026-10-21',
      to: '2026-10-21',
      total: 1,
      perDay: [{ date: '2026-10-21', clicks: 1 }],
      perSource: [
        { source: 'amazon', clicks: 1 },
        { source: 'other', clicks: 0 },
      ],
    });
    const wide = await get<ClickReport>(`/api/admin/clicks?from=2026-10-01&to=${TODAY}`);
    expect(wide.total).toBe(9);
    expect(wide.perDay).toHaveLength(51);
    expect(wide.perDay.find((d) => d.date === '2026-10-11')).toEqual({ date: '2026-10-11', clicks: 1 });
    const none = await get<ClickReport>('/api/admin/clicks?from=2025-01-01&to=2025-01-03');
    expect(none).toMatchObject({ total: 0, perProduct: [] });
    expect(none.perDay).toEqual([
      { date: '2025-01-01', clicks: 0 },
      { date: '2025-01-02', clicks: 0 },
      { date: '2025-01-03', clicks: 0 },
    ]);
  });

  it('lists the 50 most clicked products', async () => {
    const all = await ctx.app.inject({ method: 'GET', url: '/api/products?limit=60&sort=newest' });
    const ids = all.json<ProductPage>().items.map((p) => p._id);
    expect(ids.length).toBeGreaterThanOrEqual(52);
    await clock.advance(-400 * DAY_MS);
    const day = clock.now().toISOString().slice(0, 10);
    try {
      for (const id of ids.slice(0, 52)) await clickAt(id, 0);
      await clickAt(ids[40] as string, 0, 2);
    } finally {
      await clock.advance(400 * DAY_MS);
    }
    const report = await get<ClickReport>(`/api/admin/clicks?from=${day}&to=${day}`);
    expect(report.total).toBe(54);
    expect(report.perProduct).toHaveLength(50);
    expect(report.perProduct[0]).toMatchObject({ productId: ids[40], clicks: 3 });
    expect(report.perProduct.slice(1).every((p) => p.clicks === 1)).toBe(true);
  });

  it('refuses from after to, a range over the limit and malformed dates', async () => {
    const cases: Array<[string, string | RegExp]> = [
      ['from=2026-11-10&to=2026-11-09', ADMIN_TEXT.clickRangeInverted],
      ['from=2026-11-21', ADMIN_TEXT.clickRangeInverted],
      [`from=2025-01-01&to=${TODAY}`, ADMIN_TEXT.clickRangeTooLong],
      ['from=2026-13-01', /^from: /],
      ['to=yesterday', /^to: /],
    ];
    for (const [query, error] of cases) {
      const res = await as(admin, { method: 'GET', url: `/api/admin/clicks?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringMatching(error), code: 'validation' });
    }
    expect(ADMIN_TEXT.clickRangeTooLong).toContain(String(CLICK_REPORT_MAX_DAYS));
    const longest = await as(admin, {
      method: 'GET',
      url: `/api/admin/clicks?from=2025-11-20&to=${TODAY}`,
    });
    expect(longest.statusCode).toBe(200);
    expect(longest.json<ClickReport>().perDay).toHaveLength(CLICK_REPORT_MAX_DAYS);
  });
});

describe('subscribers', () => {
  beforeAll(async () => {
    // one@, two@ (subscribed) and three@ (unsubscribed) came from the stats test, shopper_zed@ from the users test.
    await clock.advance(60_000);
    await subscribe('+plus@example.com');
    await clock.advance(60_000);
    await subscribe('Alpha@Example.com');
    await clock.advance(60_000);
    // An address from before validation was this strict: a spreadsheet would run it.
    const at = clock.now().toISOString();
    await ctx.db.kysely
      .insertInto('newsletter_subscribers')
      .values({
        email: '=hyperlink("http://evil.example","x")@example.com',
        status: 'subscribed',
        created_at: at,
        updated_at: at,
        unsubscribed_at: null,
      })
      .execute();
  });

  const list = (query = '') => get<AdminSubscribersResponse>(`/api/admin/subscribers${query}`);

  it('lists newest first, filters by status and searches the address', async () => {
    const all = await list();
    expect(all).toMatchObject({ total: 7, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(all.subscribers.map((s) => s.email)).toEqual([
      '=hyperlink("http://evil.example","x")@example.com',
      'alpha@example.com',
      '+plus@example.com',
      'shopper_zed@example.com',
      'three@example.com',
      'two@example.com',
      'one@example.com',
    ]);
    expect(all.subscribers[1]).toMatchObject({ status: 'subscribed', unsubscribed_at: null });
    expect((await list('?status=unsubscribed')).subscribers.map((s) => s.email)).toEqual(['three@example.com']);
    expect((await list('?status=subscribed')).total).toBe(6);
    expect((await list('?q=ALPHA')).subscribers.map((s) => s.email)).toEqual(['alpha@example.com']);
    expect((await list('?status=unsubscribed&q=alpha')).subscribers).toEqual([]);
    expect((await list('?q=%25')).subscribers).toEqual([]);
    expect((await as(admin, { method: 'GET', url: '/api/admin/subscribers?status=gone' })).statusCode).toBe(400);
  });

  it('unsubscribes one address as its link would, once; an unknown id is 404', async () => {
    const target = (await list('?q=two@')).subscribers[0];
    expect(target?.status).toBe('subscribed');
    await clock.advance(1000);
    const res = await post(`/api/admin/subscribers/${target?.id}/unsubscribe`);
    expect(res.statusCode).toBe(200);
    const at = clock.now().toISOString();
    expect(res.json()).toEqual({ subscriber: { ...target, status: 'unsubscribed', unsubscribed_at: at } });
    await clock.advance(1000);
    const again = await post(`/api/admin/subscribers/${target?.id}/unsubscribe`);
    expect(again.json()).toMatchObject({ subscriber: { status: 'unsubscribed', unsubscribed_at: at } });
    expect((await list('?status=subscribed')).total).toBe(5);
    expect((await get<AdminStats>('/api/admin/stats')).subscribers).toBe(5);
    const unknown = await post('/api/admin/subscribers/999999/unsubscribe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: ADMIN_TEXT.subscriberNotFound, code: 'not_found' });
  });

  it('exports CSV with the same filters, quoted and safe from formulas', async () => {
    const res = await as(admin, { method: 'GET', url: '/api/admin/subscribers/export.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="subscribers-${TODAY}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,unsubscribed_at');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(/^"'=hyperlink\(""http:\/\/evil\.example"",""x""\)@example\.com",subscribed,2026-11-/);
    expect(lines[3]).toMatch(/^'\+plus@example\.com,subscribed,2026-11-20T12:0\d:00\.000Z,$/);
    const two = lines.find((l) => l.startsWith('two@'));
    expect(two).toMatch(/^two@example\.com,unsubscribed,2026-11-20T\S+Z,2026-11-20T\S+Z$/);

    const filtered = await as(admin, {
      method: 'GET',
      url: '/api/admin/subscribers/export.csv?status=unsubscribed&q=THREE',
    });
    expect(filtered.body.split('\r\n').filter(Boolean)).toEqual([
      'email,status,subscribed_at,unsubscribed_at',
      expect.stringMatching(/^three@example\.com,unsubscribed,/),
    ]);
  });
});

describe('suggestions', () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    await clock.advance(1000);
    await suggest('Tiny Umbrella', 'https://example.com/umbrella');
    await clock.advance(1000);
    await suggest('Cat Piano', 'https://example.com/piano?x=1');
    const rows = await ctx.db.kysely.selectFrom('product_suggestions').select(['id', 'name']).execute();
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });

  const list = (query = '') => get<AdminSuggestionsResponse>(`/api/admin/suggestions${query}`);

  it('lists pending suggestions newest first by default, other statuses on request', async () => {
    const pending = await list();
    expect(pending).toMatchObject({ total: 3, page: 1, pageSize: ADMIN_PAGE_SIZE });
    expect(pending.suggestions.map((s) => s.name)).toEqual(['Cat Piano', 'Tiny Umbrella', 'Glow Cube']);
    expect(pending.suggestions[0]).toEqual({
      id: ids['Cat Piano'],
      name: 'Cat Piano',
      url: 'https://example.com/piano?x=1',
      status: 'pending',
      created_at: expect.stringMatching(/^2026-11-20T/),
    });
    expect((await list('?status=dismissed')).suggestions.map((s) => s.name)).toEqual(['Desk Cactus']);
    expect((await list('?status=all')).total).toBe(4);
  });

  it('dismisses and accepts, which leave the pending list', async () => {
    const dismissed = await post(`/api/admin/suggestions/${ids['Tiny Umbrella']}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({ suggestion: { name: 'Tiny Umbrella', status: 'dismissed' } });
    const accepted = await post(`/api/admin/suggestions/${ids['Cat Piano']}/accept`);
    expect(accepted.json()).toMatchObject({
      suggestion: { name: 'Cat Piano', url: 'https://example.com/piano?x=1', status: 'accepted' },
    });
    expect((await list()).suggestions.map((s) => s.name)).toEqual(['Glow Cube']);
    expect((await list('?status=accepted')).suggestions.map((s) => s.name)).toEqual(['Cat Piano']);
    expect((await list('?status=dismissed')).suggestions.map((s) => s.name)).toEqual(['Tiny Umbrella', 'Desk Cactus']);
    expect((await get<AdminStats>('/api/admin/stats')).pendingSuggestions).toBe(1);
  });

  it('an unknown suggestion and an id no row can have are both 404', async () => {
    for (const action of ['accept', 'dismiss']) {
      for (const id of ['999999', 'abc', '0', '99999999999']) {
        const res = await post(`/api/admin/suggestions/${id}/${action}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ error: ADMIN_TEXT.suggestionNotFound, code: 'not_found' });
      }
    }
  });
});
