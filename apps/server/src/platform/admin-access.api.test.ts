import { ADMIN_TEXT, AUTH_TEXT } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { newAdmin, newMember, type Member } from '../../test/members.js';
import { ACCESS } from '../../test/route-access.js';
import { registeredRoutes, routeKey } from '../../test/route-list.js';

/*
 * Walks every admin route (the routes test/route-access.ts marks `admin`; the authorization walk holds every
 * registered route to that table, so a new one cannot be forgotten) as a visitor, a member and an admin: the
 * server, not the client's guard, decides.
 */
let ctx: TestContext;
let member: Member;
let admin: Member;
let adminRoutes: Array<{ method: string; url: string }>;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  member = await newMember(ctx.app);
  admin = await newAdmin(ctx.app);
  adminRoutes = registeredRoutes(ctx.app)
    .filter((route) => ACCESS[routeKey(route)] === 'admin')
    // Any id will do: rights are checked before the id is looked up.
    .map((route) => ({ method: route.method, url: route.path.replace(/:\w+/g, '1') }));
});
afterAll(async () => ctx.close());

function call(route: { method: string; url: string }, headers: Record<string, string>) {
  return ctx.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('admin routes', () => {
  it('include every admin call of the spec and the admin screens', () => {
    const urls = adminRoutes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/products',
        'POST /api/admin/categories',
        'POST /api/gift-categories/init',
        'GET /api/admin/stats',
        'GET /api/admin/users',
        'PUT /api/admin/users/1/admin',
        'GET /api/admin/clicks',
        'GET /api/admin/subscribers',
        'GET /api/admin/suggestions',
        'GET /api/moderation/reports',
        'POST /api/moderation/reports/1/resolve',
        'POST /api/card/admin/add-starter-decks-for-all',
        'GET /api/admin/fair-play',
      ]),
    );
  });

  it('answer 401 with an error to a visitor', async () => {
    for (const route of adminRoutes) {
      const res = await call(route, {});
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 401,
        body: { error: AUTH_TEXT.authRequired, code: 'unauthenticated' },
      });
    }
  });

  it('answer 401 to a revoked token', async () => {
    const gone = await newMember(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: gone.headers });
    for (const route of adminRoutes) {
      const res = await call(route, gone.headers);
      expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('answer 403 with an error to a member', async () => {
    for (const route of adminRoutes) {
      const res = await call(route, member.headers);
      expect({ route, status: res.statusCode, body: res.json() }).toEqual({
        route,
        status: 403,
        body: { error: ADMIN_TEXT.adminRequired, code: 'forbidden' },
      });
    }
  });

  it('let an admin through (the call then succeeds or says what is wrong with it)', async () => {
    for (const route of adminRoutes) {
      const res = await call(route, admin.headers);
      expect({ route, allowed: ![401, 403].includes(res.statusCode), crashed: res.statusCode >= 500 }).toEqual({
        route,
        allowed: true,
        crashed: false,
      });
    }
  });
});
