import {
  DECK_TEXT,
  MAX_CUSTOM_DECKS,
  type AddStarterDecksResponse,
  type CardsResponse,
  type Deck,
  type DeckResponse,
} from '@dd/contracts';
import { CARDS, STARTER_DECK } from '@dd/game';
import { describe, expect, it } from 'vitest';
import { TEN_CARD_DECK } from '../../../test/card-match.js';
import { injectAs, newAdmin, newMember, twoMembers, type Member } from '../../../test/members.js';
import { refuseWrites } from '../../../test/refuse-writes.js';
import { rowIdsOf } from '../../../test/rows.js';
import { appPerFile } from '../../../test/test-app.js';

const ctx = appPerFile();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, member: Member | null, payload?: object) =>
  injectAs(ctx.app, member, method, url, payload);

const decksOf = async (member: Member): Promise<Deck[]> => {
  const res = await call('GET', `/api/card/decks?userId=${member.user.id}`, member);
  expect(res.statusCode).toBe(200);
  return res.json<{ decks: Deck[] }>().decks;
};
const activeIds = async (member: Member) => (await decksOf(member)).filter((d) => d.is_active).map((d) => d.id);

const createDeck = async (
  member: Member,
  name = 'My deck',
  cardIds: readonly string[] = TEN_CARD_DECK,
): Promise<Deck> => {
  const res = await call('POST', '/api/card/decks', member, { userId: member.user.id, name, cardIds });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeckResponse>().deck;
};
const activate = (member: Member, deckId: string) =>
  call('POST', `/api/card/decks/${deckId}/activate`, member, { userId: member.user.id });

const starterId = (member: Member) => `starter_${member.user.id}`;
const removeStarter = async (member: Member) =>
  ctx.db.kysely.deleteFrom('card_decks').where('user_id', '=', member.user.id).execute();

describe('GET /api/card/cards', () => {
  it('is public: a visitor gets every card with its cost, type and effect', async () => {
    const res = await call('GET', '/api/card/cards', null);
    expect(res.statusCode).toBe(200);
    const { cards } = res.json<CardsResponse>();
    expect(cards.map((c) => c.id)).toEqual(CARDS.map((c) => c.id));
    expect(cards.find((c) => c.id === 'flash_sale')).toMatchObject({
      name: 'Flash Sale',
      cost: 1,
      imageUrl: null,
      effect: { buyPower: 3, opponentBuyPower: 1 },
    });
    // The balanced set (issue 22): its numbers, not the ones matches dealt before it play with.
    expect(cards.find((c) => c.id === 'bulk_order')).toMatchObject({
      cost: 2,
      description: '+2 Buy Power. Your next card costs 0 energy.',
      effect: { buyPower: 2, nextCardFree: true },
    });
  });

  it("accepts a member's own userId and refuses someone else's (403)", async () => {
    const [a, b] = await twoMembers(ctx.app);
    expect((await call('GET', `/api/card/cards?userId=${a.user.id}`, a)).statusCode).toBe(200);
    const spoofed = await call('GET', `/api/card/cards?userId=${b.user.id}`, a);
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json()).toMatchObject({ code: 'forbidden' });
  });
});

describe('who may use the deck calls', () => {
  it('answers a visitor 401 on every deck call', async () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/api/card/decks?userId=1'],
      ['POST', '/api/card/decks', { userId: 1, name: 'x', cardIds: TEN_CARD_DECK }],
      ['PUT', '/api/card/decks/starter_1', { name: 'x', cardIds: TEN_CARD_DECK }],
      ['DELETE', '/api/card/decks/deck_x'],
      ['POST', '/api/card/decks/starter_1/activate', { userId: 1 }],
      ['POST', '/api/card/admin/add-starter-decks-for-all'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, null, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses a spoofed userId (403) and changes nothing of the other member's decks", async () => {
    const [a, b] = await twoMembers(ctx.app);
    const bDeck = await createDeck(b);
    expect((await call('GET', `/api/card/decks?userId=${b.user.id}`, a)).statusCode).toBe(403);
    const created = await call('POST', '/api/card/decks', a, {
      userId: b.user.id,
      name: 'Mine now',
      cardIds: TEN_CARD_DECK,
    });
    expect(created.statusCode).toBe(403);
    const activated = await call('POST', `/api/card/decks/${bDeck.id}/activate`, a, { userId: b.user.id });
    expect(activated.statusCode).toBe(403);
    expect((await decksOf(b)).map((d) => d.id)).toEqual([starterId(b), bDeck.id]);
    expect(await activeIds(b)).toEqual([starterId(b)]);
    expect(await decksOf(a)).toHaveLength(1);
  });

  it("answers 404 for someone else's deck and an unknown one, and leaves it as it was", async () => {
    const [a, b] = await twoMembers(ctx.app);
    const bDeck = await createDeck(b, 'Private');
    for (const id of [bDeck.id, 'deck_unknown', starterId(b)]) {
      expect(
        (await call('PUT', `/api/card/decks/${id}`, a, { name: 'Taken', cardIds: TEN_CARD_DECK })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/card/decks/${id}`, a)).statusCode).toBe(404);
      expect((await activate(a, id)).statusCode).toBe(404);
    }
    expect((await decksOf(b)).find((d) => d.id === bDeck.id)).toMatchObject({ name: 'Private', is_active: false });
    expect(await activeIds(b)).toEqual([starterId(b)]);
  });
});

describe('the starter deck', () => {
  it('every new member has it from registration on, active', async () => {
    const member = await newMember(ctx.app);
    const decks = await decksOf(member);
    expect(decks).toEqual([
      {
        id: starterId(member),
        name: DECK_TEXT.starterName,
        card_ids: [...STARTER_DECK],
        is_active: true,
        card_count: STARTER_DECK.length,
        is_starter: true,
        is_corrupted: false,
      },
    ]);
    expect(await ctx.app.deps.cardDecks.activeDeck(member.user.id)).toEqual([...STARTER_DECK]);
  });

  it('cannot be edited or deleted', async () => {
    const member = await newMember(ctx.app);
    const edit = await call('PUT', `/api/card/decks/${starterId(member)}`, member, {
      name: 'Mine',
      cardIds: TEN_CARD_DECK,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ error: DECK_TEXT.cannotEditStarter });
    const del = await call('DELETE', `/api/card/decks/${starterId(member)}`, member);
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ error: DECK_TEXT.cannotDeleteStarter });
    expect((await decksOf(member))[0]).toMatchObject({ name: DECK_TEXT.starterName, card_ids: [...STARTER_DECK] });
  });

  it('is written with the account: when it cannot be stored, no account is left behind', async () => {
    const username = `deckless_${Date.now().toString(36)}`;
    const lift = await refuseWrites(ctx.db, 'card_decks', 'insert');
    try {
      const res = await newMember(ctx.app, { username }).catch((err: unknown) => err);
      expect(res).toBeInstanceOf(Error);
    } finally {
      await lift();
    }
    const user = await ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    expect(user).toBeUndefined();
  });

  it('an older account without one gets it, active, on its first look', async () => {
    const member = await newMember(ctx.app);
    await removeStarter(member);
    expect(await activeIds(member)).toEqual([starterId(member)]);
  });
});

describe('saving a deck', () => {
  const save = (member: Member, name: unknown, cardIds: unknown) =>
    call('POST', '/api/card/decks', member, { userId: member.user.id, name, cardIds });

  it("answers each of the spec's messages and stores nothing", async () => {
    const member = await newMember(ctx.app);
    const cases: Array<[unknown, readonly string[], string]> = [
      ['   ', TEN_CARD_DECK, DECK_TEXT.nameRequired],
      ['', TEN_CARD_DECK, DECK_TEXT.nameRequired],
      ['Small', TEN_CARD_DECK.slice(0, 9), DECK_TEXT.tooSmall],
      [
        'Large',
        [...TEN_CARD_DECK, ...TEN_CARD_DECK.slice(0, 6), 'refund', 'refund', 'bulk_order', 'bulk_order', 'chargeback'],
        DECK_TEXT.tooLarge,
      ],
      [
        'Copies',
        [...TEN_CARD_DECK, 'impulse_buy', 'impulse_buy', 'impulse_buy'],
        'A deck can hold at most 4 copies of Impulse Buy',
      ],
      ['Unknown', [...TEN_CARD_DECK.slice(1), 'golden_ticket'], 'Unknown card: golden_ticket'],
      ['x'.repeat(51), TEN_CARD_DECK, DECK_TEXT.nameTooLong(50)],
    ];
    for (const [name, cardIds, message] of cases) {
      const res = await save(member, name, cardIds);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'validation' });
    }
    const noName = await call('POST', '/api/card/decks', member, { userId: member.user.id, cardIds: TEN_CARD_DECK });
    expect(noName.json()).toMatchObject({ error: DECK_TEXT.nameRequired });
    expect(await decksOf(member)).toHaveLength(1);
  });

  it('stores a valid deck inactive, with its trimmed name and its cards; 20 cards and 4 copies are allowed', async () => {
    const member = await newMember(ctx.app);
    const twenty = [...STARTER_DECK];
    const four = ['impulse_buy', 'impulse_buy', 'impulse_buy', 'impulse_buy', ...TEN_CARD_DECK.slice(2)];
    const a = await createDeck(member, '  Aggro  ', twenty);
    // Decks are listed oldest first; two saved in the same millisecond would fall back to their random ids' order.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = await createDeck(member, 'Four', four);
    expect(a).toMatchObject({ name: 'Aggro', card_ids: twenty, card_count: 20, is_active: false, is_starter: false });
    expect(b.card_count).toBe(12);
    expect(a.id).not.toMatch(/^starter_/);
    expect((await decksOf(member)).map((d) => d.id)).toEqual([starterId(member), a.id, b.id]);
  });

  it('edits a custom deck with the same rules', async () => {
    const member = await newMember(ctx.app);
    const deck = await createDeck(member);
    const bad = await call('PUT', `/api/card/decks/${deck.id}`, member, { name: ' ', cardIds: TEN_CARD_DECK });
    expect(bad.json()).toMatchObject({ error: DECK_TEXT.nameRequired });
    const small = await call('PUT', `/api/card/decks/${deck.id}`, member, {
      name: 'Ok',
      cardIds: TEN_CARD_DECK.slice(1),
    });
    expect(small.json()).toMatchObject({ error: DECK_TEXT.tooSmall });
    const ok = await call('PUT', `/api/card/decks/${deck.id}`, member, { name: 'Renamed', cardIds: [...STARTER_DECK] });
    expect(ok.statusCode).toBe(200);
    expect((await decksOf(member))[1]).toMatchObject({ id: deck.id, name: 'Renamed', card_count: 20 });
  });

  it(`keeps at most ${MAX_CUSTOM_DECKS} decks of a member's own`, async () => {
    const member = await newMember(ctx.app);
    for (let i = 0; i < MAX_CUSTOM_DECKS; i++) await createDeck(member, `Deck ${i}`);
    const res = await call('POST', '/api/card/decks', member, {
      userId: member.user.id,
      name: 'One more',
      cardIds: TEN_CARD_DECK,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'limit_reached', error: DECK_TEXT.tooManyDecks(MAX_CUSTOM_DECKS) });
    // Deleting a deck frees room, not waiting: "not soon".
    expect(res.headers['retry-after']).toBe('3600');
    expect(await decksOf(member)).toHaveLength(MAX_CUSTOM_DECKS + 1);
  });
});

describe('the active deck', () => {
  it('activating switches exactly one deck on, and the match gets its cards', async () => {
    const member = await newMember(ctx.app);
    const deck = await createDeck(member);
    const res = await activate(member, deck.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<DeckResponse>().deck).toMatchObject({ id: deck.id, is_active: true });
    expect(await activeIds(member)).toEqual([deck.id]);
    expect(await ctx.app.deps.cardDecks.activeDeck(member.user.id)).toEqual(TEN_CARD_DECK);
    // The body's userId is optional (the token decides) and may come as text.
    expect((await call('POST', `/api/card/decks/${starterId(member)}/activate`, member)).statusCode).toBe(200);
    expect(await activeIds(member)).toEqual([starterId(member)]);
    const asText = await call('POST', `/api/card/decks/${deck.id}/activate`, member, {
      userId: String(member.user.id),
    });
    expect(asText.statusCode).toBe(200);
    expect(await activeIds(member)).toEqual([deck.id]);
  });

  it('concurrent activations leave exactly one deck active', async () => {
    const member = await newMember(ctx.app);
    const decks = [await createDeck(member, 'A'), await createDeck(member, 'B'), await createDeck(member, 'C')];
    const ids = [...decks.map((d) => d.id), starterId(member)];
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => activate(member, ids[i % ids.length]!)));
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    const active = await activeIds(member);
    expect(active).toHaveLength(1);
    expect(ids).toContain(active[0]);
  });

  it('deleting the active deck makes the starter deck active again', async () => {
    const member = await newMember(ctx.app);
    const deck = await createDeck(member);
    await activate(member, deck.id);
    const res = await call('DELETE', `/api/card/decks/${deck.id}`, member);
    expect(res.statusCode).toBe(200);
    expect(await decksOf(member)).toHaveLength(1);
    expect(await activeIds(member)).toEqual([starterId(member)]);
  });

  it('a stored deck whose card list is broken reads as corrupted and cannot be activated or played', async () => {
    const member = await newMember(ctx.app);
    const now = new Date().toISOString();
    for (const [id, cardIds] of [
      ['deck_broken_json', '{not json'],
      ['deck_not_a_list', '{"cards":["impulse_buy"]}'],
    ] as const) {
      await ctx.db.kysely
        .insertInto('card_decks')
        .values({
          id,
          user_id: member.user.id,
          name: 'Old',
          card_ids: cardIds,
          is_starter: 0,
          is_active: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const listed = (await decksOf(member)).find((d) => d.id === id);
      expect(listed).toMatchObject({ is_corrupted: true, card_ids: [], card_count: 0 });
      const res = await activate(member, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: DECK_TEXT.corrupted });
    }
    expect(await activeIds(member)).toEqual([starterId(member)]);
    // Broken while active (written before this check existed): a match start hears the same message.
    await ctx.db.kysely.updateTable('card_decks').set({ is_active: 0 }).where('user_id', '=', member.user.id).execute();
    await ctx.db.kysely.updateTable('card_decks').set({ is_active: 1 }).where('id', '=', 'deck_broken_json').execute();
    await expect(ctx.app.deps.cardDecks.activeDeck(member.user.id)).rejects.toMatchObject({
      status: 400,
      message: DECK_TEXT.corrupted,
    });
    // Editing repairs it.
    const repaired = await call('PUT', '/api/card/decks/deck_broken_json', member, {
      name: 'Fixed',
      cardIds: TEN_CARD_DECK,
    });
    expect(repaired.json<DeckResponse>().deck).toMatchObject({ is_corrupted: false, card_count: 10 });
    expect(await ctx.app.deps.cardDecks.activeDeck(member.user.id)).toEqual(TEN_CARD_DECK);
  });
});

describe('POST /api/card/admin/add-starter-decks-for-all', () => {
  const addAll = (member: Member | null) => call('POST', '/api/card/admin/add-starter-decks-for-all', member);

  it('is for admins only', async () => {
    const member = await newMember(ctx.app);
    await removeStarter(member);
    const res = await addAll(member);
    expect(res.statusCode).toBe(403);
    expect(await rowIdsOf(ctx.db, 'card_decks', member.user.id)).toEqual([]);
    await ctx.app.deps.cardDecks.list(member.user.id);
  });

  it('creates the missing starter decks, active, reports the counts, and a second call finds none', async () => {
    const admin = await newAdmin(ctx.app);
    const older = [await newMember(ctx.app), await newMember(ctx.app), await newMember(ctx.app)];
    for (const member of older) await removeStarter(member);
    const first = await addAll(admin);
    expect(first.statusCode).toBe(200);
    expect(first.json<AddStarterDecksResponse>()).toEqual({ createdCount: 3, totalUsersWithoutDecks: 3, errors: [] });
    for (const member of older) expect(await activeIds(member)).toEqual([starterId(member)]);
    expect((await addAll(admin)).json()).toEqual({ createdCount: 0, totalUsersWithoutDecks: 0, errors: [] });
  });

  it("reports a member whose starter deck cannot be written in errors, and creates the others' decks", async () => {
    const admin = await newAdmin(ctx.app);
    const [failing, fine] = await twoMembers(ctx.app);
    await removeStarter(failing);
    await removeStarter(fine);
    const lift = await refuseWrites(ctx.db, 'card_decks', 'insert', `NEW.user_id = ${failing.user.id}`);
    let answer: AddStarterDecksResponse;
    try {
      const res = await addAll(admin);
      expect(res.statusCode).toBe(200);
      answer = res.json<AddStarterDecksResponse>();
    } finally {
      await lift();
    }
    expect(answer).toMatchObject({ createdCount: 1, totalUsersWithoutDecks: 2 });
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toContain(`User ${failing.user.id}`);
    expect(await activeIds(fine)).toEqual([starterId(fine)]);
    // Once the fault is gone, the next call creates what the first could not.
    expect((await addAll(admin)).json()).toEqual({ createdCount: 1, totalUsersWithoutDecks: 1, errors: [] });
    expect(await activeIds(failing)).toEqual([starterId(failing)]);
  });

  it('keeps a deck an older member already activated, and concurrent calls create each starter deck once', async () => {
    const admin = await newAdmin(ctx.app);
    const older = [
      await newMember(ctx.app),
      await newMember(ctx.app),
      await newMember(ctx.app),
      await newMember(ctx.app),
    ];
    const custom = await createDeck(older[0]!);
    await activate(older[0]!, custom.id);
    await ctx.db.kysely.deleteFrom('card_decks').where('id', '=', starterId(older[0]!)).execute();
    for (const member of older.slice(1)) await removeStarter(member);

    const answers = (await Promise.all([addAll(admin), addAll(admin), addAll(admin)])).map((r) => {
      expect(r.statusCode).toBe(200);
      return r.json<AddStarterDecksResponse>();
    });
    expect(answers.reduce((sum, a) => sum + a.createdCount, 0)).toBe(4);
    for (const a of answers) expect(a.errors).toEqual([]);

    const starters = await ctx.db.kysely
      .selectFrom('card_decks')
      .select('user_id')
      .where('is_starter', '=', 1)
      .where(
        'user_id',
        'in',
        older.map((m) => m.user.id),
      )
      .execute();
    expect(starters).toHaveLength(4);
    expect(await activeIds(older[0]!)).toEqual([custom.id]);
    for (const member of older.slice(1)) expect(await activeIds(member)).toEqual([starterId(member)]);
  });
});
