import { AUTH_TEXT, POINTS, WISHLIST_MAX_ITEMS, WISHLIST_TEXT } from '@dd/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { newMember, type Member } from '../../../test/members.js';

let ctx: TestContext;
let owner: Member;
let stranger: Member;
let wishlistId: number;
let slug: string;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  owner = await newMember(ctx.app);
  stranger = await newMember(ctx.app);
  const add = await post(owner, '/api/wishlist/add', { product_id: 'egg-glow-cube' });
  wishlistId = add.json().wishlist.id;
  slug = add.json().wishlist.share_slug;
});
afterAll(async () => ctx.close());

function post(member: Member | null, url: string, payload: unknown) {
  return ctx.app.inject({ method: 'POST', url, headers: member?.headers ?? {}, payload: payload as object });
}
const get = (member: Member | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
const itemsOf = async (listId: number) =>
  (
    await ctx.db.kysely.selectFrom('wishlist_items').select('product_id').where('wishlist_id', '=', listId).execute()
  ).map((r) => r.product_id);
const itemIds = () => itemsOf(wishlistId);
const isPublic = async () =>
  (
    await ctx.db.kysely
      .selectFrom('wishlists')
      .select('is_public')
      .where('id', '=', wishlistId)
      .executeTakeFirstOrThrow()
  ).is_public;
const notPublic = { error: WISHLIST_TEXT.sharedMissing, code: 'not_found' };

describe('own wishlist', () => {
  it('is null with no items before the first add', async () => {
    const fresh = await newMember(ctx.app);
    const res = await get(fresh, `/api/wishlist/${fresh.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ wishlist: null, items: [] });
  });

  it('is created private on the first add with an unguessable share slug, and lists the products', async () => {
    const res = await get(owner, `/api/wishlist/${owner.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.wishlist).toMatchObject({ id: wishlistId, user_id: owner.user.id, is_public: false });
    expect(body.wishlist.share_slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.items).toEqual([
      {
        id: expect.any(Number),
        product_id: 'egg-glow-cube',
        added_at: expect.any(String),
        product: expect.objectContaining({ _id: 'egg-glow-cube', name: expect.any(String) }),
      },
    ]);
  });

  it('rejects an unknown product with 404 "Product not found" and a missing id with 400', async () => {
    const unknown = await post(owner, '/api/wishlist/add', { product_id: 'nope-nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: WISHLIST_TEXT.productNotFound, code: 'not_found' });
    for (const payload of [{}, { product_id: '' }, { product_id: 42 }, { product_id: 'x'.repeat(65) }]) {
      const res = await post(owner, '/api/wishlist/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: 'product_id: product_id is required', code: 'validation' });
    }
    expect(await itemIds()).toEqual(['egg-glow-cube']);
  });
});

describe('a private wishlist is never readable or changeable by anyone else', () => {
  it('by user id: a visitor and another member get the same 404 as for a user with none', async () => {
    for (const viewer of [null, stranger]) {
      const res = await get(viewer, `/api/wishlist/${owner.user.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notPublic);
    }
    for (const id of ['999999', '0', '-1', 'abc', '1.5']) {
      const res = await get(stranger, `/api/wishlist/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(notPublic);
    }
  });

  it('by share slug: 404 while private, for the owner too', async () => {
    for (const viewer of [null, stranger, owner]) {
      const res = await get(viewer, `/api/wishlist/share/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notPublic);
    }
  });

  it('on the public profile: no wishlist while private', async () => {
    const res = await get(stranger, `/api/user/${owner.user.id}/profile`);
    expect(res.json().wishlist).toBeNull();
  });

  it('another member cannot make it public, even guessing its id', async () => {
    for (const id of [wishlistId, wishlistId + 1, 1, 2, 3]) {
      const res = await post(stranger, '/api/wishlist/toggle-public', { wishlist_id: id, is_public: true });
      if (id === wishlistId) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Wishlist not found', code: 'not_found' });
      }
    }
    expect(await isPublic()).toBe(0);
  });

  it('another member cannot remove its items', async () => {
    const res = await post(stranger, '/api/wishlist/remove', { product_id: 'egg-glow-cube' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, removed: false });
    expect(await itemIds()).toEqual(['egg-glow-cube']);
  });

  it('a visitor can change nothing', async () => {
    for (const [url, payload] of [
      ['/api/wishlist/toggle-public', { wishlist_id: wishlistId, is_public: true }],
      ['/api/wishlist/remove', { product_id: 'egg-glow-cube' }],
      ['/api/wishlist/add', { product_id: 'egg-pocket-disco-ball' }],
    ] as const) {
      const res = await post(null, url, payload);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ error: AUTH_TEXT.authRequired, code: 'unauthenticated' });
    }
    expect(await isPublic()).toBe(0);
    expect(await itemIds()).toEqual(['egg-glow-cube']);
  });

  it('ids in the body never choose whose wishlist is written', async () => {
    const res = await post(stranger, '/api/wishlist/add', {
      product_id: 'egg-pocket-disco-ball',
      user_id: owner.user.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().wishlist.user_id).toBe(stranger.user.id);
    expect(await itemIds()).toEqual(['egg-glow-cube']);
  });
});

describe('making it public', () => {
  it('validates the body', async () => {
    for (const payload of [{}, { wishlist_id: 'x', is_public: true }, { wishlist_id: wishlistId, is_public: 'yes' }]) {
      const res = await post(owner, '/api/wishlist/toggle-public', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await isPublic()).toBe(0);
  });

  it('opens it by share link, by user id and on the profile; private again closes all three', async () => {
    const on = await post(owner, '/api/wishlist/toggle-public', { wishlist_id: wishlistId, is_public: 1 });
    expect(on.statusCode).toBe(200);
    expect(on.json().wishlist).toMatchObject({ id: wishlistId, is_public: true, share_slug: slug });

    const shared = await get(null, `/api/wishlist/share/${slug}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().owner).toEqual({
      id: owner.user.id,
      username: owner.user.username,
      display_name: null,
      avatar_url: null,
      bio: null,
    });
    expect(shared.body).not.toContain(owner.user.email);
    expect(shared.json().items.map((i: { product_id: string }) => i.product_id)).toEqual(['egg-glow-cube']);
    expect((await get(stranger, `/api/wishlist/${owner.user.id}`)).statusCode).toBe(200);
    const profile = await get(null, `/api/user/${owner.user.id}/profile`);
    expect(profile.json().wishlist).toMatchObject({ share_slug: slug, items: [{ product_id: 'egg-glow-cube' }] });

    // A guessed slug still finds nothing.
    const guess = `${slug.slice(0, -1)}${slug.endsWith('A') ? 'B' : 'A'}`;
    expect((await get(null, `/api/wishlist/share/${guess}`)).statusCode).toBe(404);

    const off = await post(owner, '/api/wishlist/toggle-public', { wishlist_id: wishlistId, is_public: false });
    expect(off.json().wishlist.is_public).toBe(false);
    expect((await get(null, `/api/wishlist/share/${slug}`)).json()).toEqual(notPublic);
    expect((await get(stranger, `/api/wishlist/${owner.user.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/user/${owner.user.id}/profile`)).json().wishlist).toBeNull();
  });
});

describe('removing', () => {
  it('removes the product from the own list', async () => {
    await post(owner, '/api/wishlist/add', { product_id: 'egg-mystery-snack-box' });
    const res = await post(owner, '/api/wishlist/remove', { product_id: 'egg-mystery-snack-box' });
    expect(res.json()).toEqual({ success: true, removed: true });
    expect(await itemIds()).toEqual(['egg-glow-cube']);
    expect((await post(owner, '/api/wishlist/remove', { product_id: 'egg-mystery-snack-box' })).json()).toEqual({
      success: true,
      removed: false,
    });
  });
});

describe('a full wishlist', () => {
  it(`takes ${WISHLIST_MAX_ITEMS} products: concurrent adds past it fail with limit_reached and pay nothing`, async () => {
    const member = await newMember(ctx.app);
    const first = await post(member, '/api/wishlist/add', { product_id: 'egg-glow-cube' });
    const listId = first.json().wishlist.id as number;
    // Filler products straight into the tables: the API would take 498 requests.
    const now = new Date().toISOString();
    const fillers = Array.from({ length: WISHLIST_MAX_ITEMS - 2 }, (_, i) => `filler-${i}`);
    await ctx.db.kysely
      .insertInto('products')
      .values(
        fillers.map((id) => ({
          id,
          name: id,
          description: id,
          price_asc: 0,
          price_desc: 0,
          image_url: '',
          images: '[]',
          affiliate_url: '',
          viral_factor: '',
          source: 'other' as const,
          drop_date: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await ctx.db.kysely
      .insertInto('wishlist_items')
      .values(fillers.map((id) => ({ wishlist_id: listId, product_id: id, created_at: now })))
      .execute();

    const candidates = ['egg-pocket-disco-ball', 'egg-cat-dj-turntable', 'egg-mystery-snack-box'];
    const results = await Promise.all(candidates.map((id) => post(member, '/api/wishlist/add', { product_id: id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const full = {
      error: `Your wishlist is full (${WISHLIST_MAX_ITEMS} products). Remove one to add another.`,
      code: 'limit_reached',
    };
    for (const refused of results.filter((r) => r.statusCode === 400)) expect(refused.json()).toEqual(full);
    expect(await itemsOf(listId)).toHaveLength(WISHLIST_MAX_ITEMS);
    const balance = await get(member, '/api/points/balance');
    expect(balance.json()).toEqual({ total_points: 2 * POINTS.wishlistAdd });
  });
});
