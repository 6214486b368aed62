import { IMAGE_UPLOAD_MAX_BYTES, PROFILE_TEXT, UPLOAD_TEXT, type PublicProfileResponse } from '@dd/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countRows } from '../../../test/rows.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { postReply, postThread } from '../../../test/forum.js';
import { multipartForm, type FormFile } from '../../../test/form-data.js';
import { newMember, newVeteran, type Member } from '../../../test/members.js';

let ctx: TestContext;
let png: Buffer;

beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff3399' } })
    .png()
    .toBuffer();
});
afterAll(async () => ctx.close());

const form = (fields: Record<string, string>, avatar?: FormFile) => multipartForm(fields, 'avatar', avatar);
const putProfile = (member: Member, payload: FormData | Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: member.headers, payload: payload as object });
const postFollow = (member: Member, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/follow', headers: member.headers, payload });
const ownProfile = async (member: Member) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: member.headers })).json();
const mediaCount = () => countRows(ctx.db, 'media');

describe('GET /api/auth/profile', () => {
  it('answers the user, total points and follow counts', async () => {
    const member = await newMember(ctx.app, { subscribe: true });
    expect(await ownProfile(member)).toEqual({
      user: expect.objectContaining({ id: member.user.id, username: member.user.username, is_admin: false }),
      total_points: 100,
      followers: 0,
      following: 0,
    });
  });
});

describe('PUT /api/auth/profile', () => {
  it('saves display name and bio as JSON, trimming, and blank clears', async () => {
    const member = await newMember(ctx.app);
    const res = await putProfile(member, { display_name: '  Ada L.  ', bio: 'Line one\nLine two' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ display_name: 'Ada L.', bio: 'Line one\nLine two', avatar_url: null });
    const cleared = await putProfile(member, { display_name: '', bio: null });
    expect(cleared.json().user).toMatchObject({ display_name: null, bio: null });
  });

  it('rejects a too long display name or bio and changes nothing', async () => {
    const member = await newMember(ctx.app);
    await putProfile(member, { display_name: 'Kept' });
    const long = await putProfile(member, { display_name: 'x'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Display name must be at most 50 characters', code: 'validation' });
    const bio = await putProfile(member, { bio: 'b'.repeat(501) });
    expect(bio.json()).toEqual({ error: 'Bio must be at most 500 characters', code: 'validation' });
    expect((await ownProfile(member)).user.display_name).toBe('Kept');
  });

  it('uploads an avatar as multipart: re-encoded to a 256 px WebP square served from /media', async () => {
    const member = await newMember(ctx.app);
    const res = await putProfile(
      member,
      form({ display_name: 'Pic Person', bio: 'hi' }, { name: 'me.png', bytes: png, type: 'image/png' }),
    );
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user).toMatchObject({ display_name: 'Pic Person', bio: 'hi' });
    expect(user.avatar_url).toMatch(/^\/media\/[a-f0-9]{24}$/);

    const image = await ctx.app.inject({ method: 'GET', url: user.avatar_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
    expect((await ownProfile(member)).user.avatar_url).toBe(user.avatar_url);
  });

  it('accepts the spec client’s embedded image (data: URL) and keeps it when the same URL comes back', async () => {
    const member = await newMember(ctx.app);
    const jpeg = await sharp(png).jpeg().toBuffer();
    const res = await putProfile(member, { avatar_url: `data:image/jpeg;base64,${jpeg.toString('base64')}` });
    expect(res.statusCode).toBe(200);
    const url = res.json().user.avatar_url as string;
    expect(url).toMatch(/^\/media\//);
    const again = await putProfile(member, { avatar_url: url, bio: 'same avatar' });
    expect(again.json().user).toMatchObject({ avatar_url: url, bio: 'same avatar' });
  });

  it('replacing or removing an avatar deletes the old file', async () => {
    const member = await newMember(ctx.app);
    const first = (await putProfile(member, form({}, { name: 'a.png', bytes: png, type: 'image/png' }))).json().user
      .avatar_url as string;
    const before = await mediaCount();
    const webp = await sharp(png).webp().toBuffer();
    const second = (await putProfile(member, form({}, { name: 'b.webp', bytes: webp, type: 'image/webp' }))).json().user
      .avatar_url as string;
    expect(second).not.toBe(first);
    expect(await mediaCount()).toBe(before);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const removed = await putProfile(member, form({ remove_avatar: '1' }));
    expect(removed.json().user.avatar_url).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('rejects a non-image renamed to .png, an oversized file and a foreign URL with 400, changing nothing', async () => {
    const member = await newMember(ctx.app);
    await putProfile(member, { display_name: 'Unchanged' });
    const before = await mediaCount();
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: Array<[FormData | Record<string, unknown>, string]> = [
      [form({ display_name: 'Changed' }, { name: 'evil.png', bytes: fake, type: 'image/png' }), UPLOAD_TEXT.notAnImage],
      [
        form({}, { name: 'script.png', bytes: Buffer.from('#!/bin/sh\necho hi\n'), type: 'image/png' }),
        UPLOAD_TEXT.notAnImage,
      ],
      [
        form({}, { name: 'big.png', bytes: Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1, 1), type: 'image/png' }),
        UPLOAD_TEXT.tooLarge,
      ],
      [{ avatar_url: 'https://evil.example/track.png' }, UPLOAD_TEXT.notAnImage],
      [
        { display_name: 'Changed', avatar_url: `data:image/png;base64,${fake.toString('base64')}` },
        UPLOAD_TEXT.notAnImage,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await putProfile(member, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message, code: 'validation' });
    }
    const gif = await sharp(png).gif().toBuffer();
    const gifRes = await putProfile(member, form({}, { name: 'anim.png', bytes: gif, type: 'image/png' }));
    expect(gifRes.json()).toEqual({ error: UPLOAD_TEXT.notAnImage, code: 'validation' });
    expect(await mediaCount()).toBe(before);
    expect((await ownProfile(member)).user).toMatchObject({ display_name: 'Unchanged', avatar_url: null });
  });

  it('keeps the old avatar and stores no new image when saving the account fails', async () => {
    const member = await newMember(ctx.app);
    const first = (await putProfile(member, form({}, { name: 'a.png', bytes: png, type: 'image/png' }))).json().user
      .avatar_url as string;
    const before = await mediaCount();
    const save = vi.spyOn(ctx.app.deps.accounts, 'updateProfile').mockRejectedValueOnce(new Error('disk full'));
    const webp = await sharp(png).webp().toBuffer();
    const res = await putProfile(member, form({}, { name: 'b.webp', bytes: webp, type: 'image/webp' }));
    save.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await mediaCount()).toBe(before);
    expect((await ownProfile(member)).user.avatar_url).toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });

  it('answers 404 for unknown or malformed media ids', async () => {
    for (const url of ['/media/0123456789abcdef01234567', '/media/nope', '/media/../../etc/passwd']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('follow', () => {
  it('follows and unfollows, adjusting the counts on both profiles', async () => {
    const fan = await newMember(ctx.app);
    const star = await newMember(ctx.app);
    const follow = (payload: Record<string, unknown>) => postFollow(fan, payload);

    expect((await follow({ user_id: star.user.id })).json()).toEqual({ following: true, followers: 1 });
    // Setting the same state again changes nothing (a double click cannot undo itself).
    expect((await follow({ user_id: star.user.id, follow: true })).json()).toEqual({ following: true, followers: 1 });
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${star.user.id}/profile`,
      headers: fan.headers,
    });
    expect(seen.json()).toMatchObject({ followers: 1, following: 0, is_following: true });
    expect(await ownProfile(fan)).toMatchObject({ followers: 0, following: 1 });
    expect(await ownProfile(star)).toMatchObject({ followers: 1, following: 0 });

    expect((await follow({ user_id: star.user.id })).json()).toEqual({ following: false, followers: 0 });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${star.user.id}/profile`,
      headers: fan.headers,
    });
    expect(after.json()).toMatchObject({ followers: 0, is_following: false });
  });

  it('cannot follow yourself or a user who does not exist', async () => {
    const me = await newMember(ctx.app);
    for (const [payload, status, body] of [
      [{ user_id: me.user.id }, 400, { error: PROFILE_TEXT.cannotFollowSelf, code: 'validation' }],
      [{ user_id: 987654 }, 404, { error: PROFILE_TEXT.userNotFound, code: 'not_found' }],
      [{ user_id: 'x' }, 400, { error: 'user_id: user_id must be a positive whole number', code: 'validation' }],
    ] as const) {
      const res = await postFollow(me, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual(body);
    }
    expect(await ownProfile(me)).toMatchObject({ following: 0 });
  });
});

describe('GET /api/user/{id}/profile', () => {
  it('shows the public fields only, with no game figures before playing', async () => {
    const member = await newMember(ctx.app);
    await putProfile(member, { display_name: 'Public Name', bio: 'About me' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${member.user.id}/profile` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: member.user.id,
        username: member.user.username,
        display_name: 'Public Name',
        avatar_url: null,
        bio: 'About me',
      },
      followers: 0,
      following: 0,
      is_following: false,
      is_blocked: false,
      pvp_rating: null,
      pvp_provisional: false,
      pvp_rank: null,
      puzzle_score: null,
      puzzle_rank: null,
      wishlist: null,
      threads: [],
      replies: [],
    });
    expect(res.body).not.toContain(member.user.email);
  });

  it('answers "User not found." with 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', 'abc', '0', '-3']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${id}/profile` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: PROFILE_TEXT.userNotFound, code: 'not_found' });
    }
  });

  it('reads puzzle and PvP standings from the game tables: ties share a place, non-players are not ranked', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => newMember(ctx.app)));
    const now = new Date().toISOString();
    // Best scores 95, 95, 90, 85 ... 45: the first two tie for first place, the last is twelfth.
    await ctx.db.kysely
      .insertInto('game_best_scores')
      .values(
        players.map((p, i) => ({
          user_id: p.user.id,
          game_id: 'puzzle',
          best_score: i === 0 ? 95 : 100 - 5 * i,
          games_played: 1,
          achieved_at: now,
        })),
      )
      .execute();
    await ctx.db.kysely
      .insertInto('pvp_ratings')
      .values([
        { user_id: players[0]!.user.id, rating: 1612.4, rd: 80, volatility: 0.06, games_played: 3, updated_at: now },
        { user_id: players[1]!.user.id, rating: 1700, rd: 80, volatility: 0.06, games_played: 5, updated_at: now },
        // A row with no games played does not count.
        { user_id: players[2]!.user.id, rating: 1800, rd: 350, volatility: 0.06, games_played: 0, updated_at: now },
      ])
      .execute();
    const profileOf = async (m: Member) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/user/${m.user.id}/profile` })).json();

    expect(await profileOf(players[0]!)).toMatchObject({
      puzzle_score: 95,
      puzzle_rank: 1,
      pvp_rating: 1612,
      pvp_provisional: false,
      pvp_rank: 2,
    });
    expect(await profileOf(players[1]!)).toMatchObject({
      puzzle_score: 95,
      puzzle_rank: 1,
      pvp_rating: 1700,
      pvp_rank: 1,
    });
    expect(await profileOf(players[2]!)).toMatchObject({
      puzzle_score: 90,
      puzzle_rank: 3,
      pvp_rating: null,
      pvp_rank: null,
    });
    expect(await profileOf(players[11]!)).toMatchObject({ puzzle_score: 45, puzzle_rank: 12 });
  });

  it('lists recent threads, newest first, without deleted ones', async () => {
    const author = await newMember(ctx.app);
    const at = (min: number) => new Date(Date.UTC(2026, 10, 1, 12, min)).toISOString();
    await ctx.db.kysely
      .insertInto('forum_threads')
      .values([
        {
          user_id: author.user.id,
          title: 'Older',
          content: 'a',
          created_at: at(1),
          last_activity_at: at(1),
          reply_count: 2,
          deleted_at: null,
        },
        {
          user_id: author.user.id,
          title: 'Newer',
          content: 'b',
          created_at: at(2),
          last_activity_at: at(2),
          reply_count: 0,
          deleted_at: null,
        },
        {
          user_id: author.user.id,
          title: 'Gone',
          content: 'c',
          created_at: at(3),
          last_activity_at: at(3),
          reply_count: 0,
          deleted_at: at(4),
        },
      ])
      .execute();
    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${author.user.id}/profile` });
    expect(res.json().threads).toEqual([
      { id: expect.any(Number), title: 'Newer', created_at: at(2), reply_count: 0 },
      { id: expect.any(Number), title: 'Older', created_at: at(1), reply_count: 2 },
    ]);
  });

  it("lists the replies of a member who only replied, newest first, with their threads' titles", async () => {
    const starter = await newVeteran(ctx.app);
    const replier = await newVeteran(ctx.app);
    const kept = await postThread(ctx.app, starter, 'Best desk toys?');
    const gone = await postThread(ctx.app, starter, 'Soon deleted');
    const first = await postReply(ctx.app, replier, kept.id, 'The  newton\ncradle, obviously');
    const removed = await postReply(ctx.app, replier, kept.id, 'Never mind');
    await postReply(ctx.app, replier, gone.id, 'In a thread about to go');
    const second = await postReply(ctx.app, replier, kept.id, 'x'.repeat(300), first.id);
    for (const url of [`/api/forum/reply/${removed.id}`, `/api/forum/thread/${gone.id}`]) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url,
        headers: url.includes('reply') ? replier.headers : starter.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const res = await ctx.app.inject({ method: 'GET', url: `/api/user/${replier.user.id}/profile` });
    const profile = res.json<PublicProfileResponse>();
    expect(profile.threads).toEqual([]);
    expect(profile.replies.map(({ id, thread_id, thread_title }) => ({ id, thread_id, thread_title }))).toEqual([
      { id: second.id, thread_id: kept.id, thread_title: 'Best desk toys?' },
      { id: first.id, thread_id: kept.id, thread_title: 'Best desk toys?' },
    ]);
    expect(profile.replies[1]).toMatchObject({ excerpt: 'The newton cradle, obviously', created_at: first.created_at });
    // A long reply is cut to one line with an ellipsis.
    expect(profile.replies[0]?.excerpt).toMatch(/^x{100,140}…$/);
  });
});
