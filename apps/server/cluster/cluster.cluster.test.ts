import { PVP_COUNTDOWN, type CardMatchStateResponse, type PvpMatch } from '@dd/contracts';
import { botAction } from '@dd/game';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { botView } from '../test/card-match.js';
import { registrationBody } from '../test/registration.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  openUpgrade,
  PushSocket,
  request,
  startCluster,
  type Answer,
  type Cluster,
  type RequestOptions,
  upgradeAndClose,
} from './cluster-harness.js';

/**
 * Two server processes as an operator runs them (main.ts), on one PostgreSQL database and one Redis, behind
 * Debian's nginx configured from deploy/nginx.conf: every request and socket goes through nginx, which names
 * the instance that served it (X-Upstream). Each person connects from an address of their own (127.0.0.x), as
 * people do; the write limit is 5 a minute per address and route.
 */
let c: Cluster;
const sockets: PushSocket[] = [];

beforeAll(async () => {
  c = await startCluster({
    instances: 2,
    nginx: true,
    upstreamHeader: true,
    env: { RATE_LIMIT_WRITES_PER_MINUTE: '5' },
    // deploy/nginx.conf allows 220 open push sockets per address; 6 shows the same limit without opening 220.
    nginxSocketsPerAddress: 6,
  });
}, 180_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => c?.close(), 60_000);

let nextAddress = 10;

/** A member with an address of their own; `call` goes through nginx. */
class Person {
  readonly address = `127.0.0.${nextAddress++}`;
  token = '';
  id = 0;
  /** The instances that served this person's requests. */
  readonly servedBy: string[] = [];

  async call(method: string, pathname: string, options: RequestOptions = {}): Promise<Answer> {
    const answer = await request(c.url, pathname, {
      method,
      token: this.token || undefined,
      localAddress: this.address,
      ...options,
    });
    const upstream = servedBy(answer);
    if (upstream) this.servedBy.push(upstream);
    return answer;
  }

  async ok<T>(method: string, pathname: string, body?: Record<string, unknown>): Promise<T> {
    const answer = await this.call(method, pathname, body === undefined ? {} : { body });
    expect(answer.status, `${method} ${pathname}: ${answer.body.toString()}`).toBe(200);
    return answer.json<T>();
  }

  async socket(): Promise<PushSocket> {
    const socket = await PushSocket.open(c.url, this.token, this.address);
    sockets.push(socket);
    return socket;
  }
}

async function newPerson(): Promise<Person> {
  const person = new Person();
  const username = `cluster_${person.address.split('.').at(-1)}_${Date.now().toString(36)}`;
  const password = `${username}-password`;
  await person.ok('POST', '/api/auth/register', registrationBody(username, password));
  const login = await person.ok<{ token: string; user: { id: number } }>('POST', '/api/auth/login', {
    username,
    password,
  });
  person.token = login.token;
  person.id = login.user.id;
  return person;
}

const addresses = () => c.instances.map((i) => i.address);

/** Two players' push sockets, each on another instance (round robin: reconnect until they differ). */
async function socketsApart(a: Person, b: Person): Promise<[PushSocket, PushSocket]> {
  const first = await a.socket();
  for (let attempt = 0; attempt < 6; attempt++) {
    const second = await b.socket();
    if (second.upstream !== first.upstream) {
      expect([first.upstream, second.upstream].sort()).toEqual(addresses().sort());
      return [first, second];
    }
    second.close();
  }
  throw new Error('the second socket never landed on the other instance');
}

/** The instance that served the last request, as nginx named it (the last try when it tried two). */
const servedBy = (answer: Answer) => answer.upstream?.split(', ').at(-1);

describe('two instances behind nginx', () => {
  it('a session from a login on one instance is valid on the other; both serve the pages', async () => {
    const member = await newPerson();
    const login = member.servedBy.at(-1);
    for (let i = 0; i < 4; i++) {
      const profile = await member.ok<{ user: { id: number } }>('GET', '/api/auth/profile');
      expect(profile.user.id).toBe(member.id);
    }
    expect(new Set(member.servedBy)).toEqual(new Set(addresses()));
    // At least one profile read was served by the instance the login did not run on.
    expect(member.servedBy.slice(-4).some((upstream) => upstream !== login)).toBe(true);

    const pages = await Promise.all([member.call('GET', '/'), member.call('GET', '/')]);
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('an image uploaded through one instance is served by the other', async () => {
    const member = await newPerson();
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('display_name', 'Cluster Pic');
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const encoded = new Response(form);
    const upload = await member.call('PUT', '/api/auth/profile', {
      body: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(upload.status, upload.body.toString()).toBe(200);
    const avatarUrl = upload.json<{ user: { avatar_url: string } }>().user.avatar_url;
    expect(avatarUrl).toMatch(/^\/media\/[a-f0-9]{24}$/);

    const images: Answer[] = [];
    for (let i = 0; i < 4 && new Set(images.map(servedBy)).size < 2; i++)
      images.push(await member.call('GET', avatarUrl));
    expect(new Set(images.map(servedBy))).toEqual(new Set(addresses()));
    for (const image of images) {
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.body.equals(images[0]?.body ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('a duel with the players on different instances: every move reaches both sockets', async () => {
    const [a, b] = [await newPerson(), await newPerson()];
    const [sa, sb] = await socketsApart(a, b);
    const match = await pairDuel(a, b, sa);
    const finished = await playDuel(match, { [a.id]: [a, sa], [b.id]: [b, sb] }, 10);
    expect(finished).toMatchObject({ status: 'completed' });
    expect(JSON.parse(finished.game_state)).toMatchObject({ total: 10 });
  });

  it('a card match with the players on different instances: every move reaches both sockets', async () => {
    const [a, b] = [await newPerson(), await newPerson()];
    const [sa, sb] = await socketsApart(a, b);
    const players: Players = { [a.id]: [a, sa], [b.id]: [b, sb] };
    const crossed = new Set<string>();
    let moves = 0;
    // A game may end after a few moves (10 buy power early): another one is played until at least 8 moves were
    // made and events crossed both ways (the write limit is 50 moves a minute per player and route).
    for (let games = 0; games < 4 && (moves < 8 || crossed.size < 2); games++) {
      moves += await playCards(await pairCards(a, b, sa), players, crossed);
    }
    expect(moves).toBeGreaterThanOrEqual(8);
    // A move's event reached the socket on the instance that did not make it, in both directions.
    expect(crossed).toEqual(new Set(addresses()));
  });

  it('the write limit of an address holds across both instances, whatever X-Forwarded-For it sends', async () => {
    const client = new Person();
    const subscribe = (i: number, forged: string) =>
      client.call('POST', '/api/newsletter', {
        body: { email: `limit${i}-${Date.now()}@example.com` },
        headers: { 'x-forwarded-for': forged },
      });
    const accepted: Answer[] = [];
    // A different forged address each time: were the first entry believed, each would be a new client.
    for (let i = 0; i < 5; i++) accepted.push(await subscribe(i, `198.51.100.${i + 1}`));
    expect(accepted.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(accepted.map(servedBy))).toEqual(new Set(addresses()));
    for (const forged of ['198.51.100.99', '203.0.113.5, 198.51.100.100']) {
      const sixth = await subscribe(6, forged);
      expect(sixth.status).toBe(429);
      expect(sixth.json()).toEqual({ error: expect.stringMatching(/Too many requests/), code: 'rate_limited' });
    }
    // Another address has its own count.
    const other = new Person();
    const answer = await other.call('POST', '/api/newsletter', { body: { email: `other-${Date.now()}@example.com` } });
    expect(answer.status).toBe(200);
  });

  it("nginx's request limit refuses a flood from one address, whatever X-Forwarded-For it sends", async () => {
    const flooder = new Person();
    const answers: Answer[] = [];
    // 160 requests in about a second: past the burst of 100 and the 20 a second refill.
    for (let batch = 0; batch < 16; batch++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            flooder.call('GET', '/healthz', { headers: { 'x-forwarded-for': `198.51.100.${batch * 10 + i + 1}` } }),
          ),
        )),
      );
    }
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(100);
    for (const answer of refused) {
      // nginx answered itself: no instance was asked.
      expect(answer.upstream).toBeUndefined();
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual({ error: expect.stringMatching(/Too many requests/), code: 'rate_limited' });
    }
    // Another address is served meanwhile.
    expect((await new Person().call('GET', '/healthz')).status).toBe(200);
  });

  it("nginx's socket limits: open sockets and opens per address, whatever X-Forwarded-For it sends", async () => {
    const address = new Person().address;
    const open = [];
    for (let i = 0; i < 6; i++) open.push(await openUpgrade(c.url, address, { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(open.map((o) => o.status)).toEqual([101, 101, 101, 101, 101, 101]);
    const seventh = await openUpgrade(c.url, address, { 'x-forwarded-for': '203.0.113.99' });
    expect([seventh.status, seventh.upstream, seventh.retryAfter]).toEqual([429, undefined, '1']);
    for (const o of open) o.ws.terminate();

    // Opening and closing one at a time: past the burst of 20 opens the rate of 2 a second refuses.
    const other = new Person().address;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(await upgradeAndClose(c.url, other, { 'x-forwarded-for': `203.0.113.${i}` }));
    }
    expect(statuses.filter((s) => s === 101).length).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const log = readFileSync(path.join(c.dir, 'error.log'), 'utf8');
    expect(log).toMatch(
      new RegExp(`limiting connections by zone "sockets_per_ip", client: ${address.replaceAll('.', '\\.')}`),
    );
    expect(log).toMatch(
      new RegExp(
        `limiting requests, excess: [0-9.]+ by zone "socket_opens_per_ip", client: ${other.replaceAll('.', '\\.')}`,
      ),
    );
  });

  it('a rolling restart of both instances during a duel and a card match: no move lost, no error, sockets back within 5 s', async () => {
    const [a, b, p, q] = [await newPerson(), await newPerson(), await newPerson(), await newPerson()];
    const [sa, sb] = await socketsApart(a, b);
    const [sp, sq] = await socketsApart(p, q);
    const live = new Map<Person, PushSocket>([
      [a, sa],
      [b, sb],
      [p, sp],
      [q, sq],
    ]);
    const duelPlayers: Players = { [a.id]: [a, sa], [b.id]: [b, sb] };
    let duel = await pairDuel(a, b, sa);
    duel = await playDuel(duel, duelPlayers, 2);
    const cardPlayers: Players = { [p.id]: [p, sp], [q.id]: [q, sq] };
    const cardMatch = await pairCards(p, q, sp);
    const cards = {
      state: await p.ok<CardMatchStateResponse>(
        'GET',
        `/api/card/get-match-state?matchId=${cardMatch}&playerId=${p.id}`,
      ),
      moves: 0,
    };
    const version = async () =>
      (await p.ok<{ version: number }>('GET', `/api/card/matches/${cardMatch}/version`)).version;
    const startVersion = await version();
    const backWithinMs: number[] = [];

    for (const instance of c.instances) {
      const affected = [...live].filter(([, socket]) => socket.upstream === instance.address);
      const stopping = instance.stop('SIGTERM');
      // Each affected page: told to reconnect, closed with 1012, back (through nginx, on the other instance) after
      // a random wait in the restart window, as the web client does.
      const reconnected = affected.map(async ([person, socket]) => {
        await socket.waitFor((m) => m.type === 'reconnect', 5_000);
        expect(await socket.closed).toBe(1012);
        const closedAt = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1_800));
        const again = await person.socket();
        backWithinMs.push(performance.now() - closedAt);
        expect(again.upstream).not.toBe(instance.address);
        live.set(person, again);
      });
      // Moves go on meanwhile, each through nginx: every one answered 200, whichever instance takes it.
      duel = await playDuelBlind(duel, duelPlayers, 2);
      if (cards.state.gameStatus === 'in_progress') await playCardsBlind(cardMatch, cardPlayers, cards, 2);
      // Every card move answered was applied, once: the version moved by exactly that many (read at once, before
      // a turn deadline could move it).
      expect(await version()).toBe(startVersion + cards.moves);
      await Promise.all(reconnected);
      await stopping;
      await instance.start();
      // As an operator does before stopping the next: until nginx sends requests to the restarted instance again
      // (it counted the refused connections as failures and leaves an instance out for its fail_timeout, 5 s),
      // the next instance's stop would leave nginx no upstream to retry on.
      const prober = new Person();
      for (let tries = 0; ; tries++) {
        if ((await prober.call('GET', '/readyz')).upstream === instance.address) break;
        if (tries > 100) throw new Error(`nginx never sent a request to ${instance.address} again`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(backWithinMs.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...backWithinMs)).toBeLessThan(5_000);
    process.stdout.write(
      `[cluster] rolling restart: ${backWithinMs.length} sockets back after ${backWithinMs.map((ms) => Math.round(ms)).join(', ')} ms (0.2-2 s of it the client's random wait)\n`,
    );

    // The new sockets carry the game on: the duel's last moves reach both players by push.
    duelPlayers[a.id] = [a, live.get(a) as PushSocket];
    duelPlayers[b.id] = [b, live.get(b) as PushSocket];
    duel = await playDuel(duel, duelPlayers, 4);
    expect(duel.status).toBe('completed');
    // Ten moves of 1 each, before, during and after both restarts: all of them counted.
    expect(JSON.parse(duel.game_state)).toMatchObject({ total: 10 });
    expect(cards.moves).toBeGreaterThanOrEqual(2);
  }, 90_000);
});

type Players = Record<number, readonly [Person, PushSocket]>;

/** a waits, b arrives: the active match; a learns of it by push. */
async function pairDuel(a: Person, b: Person, socketOfA: PushSocket): Promise<PvpMatch> {
  const pending = (await a.ok<{ match: PvpMatch }>('POST', '/api/pvp/joinQueue', {})).match;
  expect(pending.status).toBe('pending');
  const { match } = await b.ok<{ match: PvpMatch }>('POST', '/api/pvp/joinQueue', {});
  expect(match).toMatchObject({ id: pending.id, status: 'active' });
  await socketOfA.waitFor((m) => m.type === 'pvp.match' && m.matchId === match.id, 10_000);
  // Moves are taken once the 3-2-1 both players see is over (the servers run on this machine's clock).
  const countdownEnd = Date.parse(match.countdown_start_time ?? '') + PVP_COUNTDOWN.seconds * 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, countdownEnd - Date.now())));
  return match;
}

/** `moves` moves of 1, each by whoever is on turn; each one's event must reach both players' sockets. */
async function playDuel(initial: PvpMatch, players: Players, moves: number): Promise<PvpMatch> {
  let match = initial;
  for (let i = 0; i < moves; i++) {
    const t0 = performance.now();
    match = await duelMove(match, players);
    for (const [, socket] of Object.values(players)) {
      await socket.waitFor((m) => m.type === 'pvp.match' && m.matchId === match.id, 10_000, t0);
    }
  }
  return match;
}

/** `moves` duel moves, each answered 200, without waiting for push (sockets are moving meanwhile). */
async function playDuelBlind(initial: PvpMatch, players: Players, moves: number): Promise<PvpMatch> {
  let match = initial;
  for (let i = 0; i < moves; i++) match = await duelMove(match, players);
  return match;
}

/** One move of 1 by whoever is on turn, answered 200: the match after it. */
async function duelMove(match: PvpMatch, players: Players): Promise<PvpMatch> {
  const [mover] = players[match.current_turn ?? 0] ?? [];
  if (!mover) throw new Error(`nobody of the two is on turn in ${JSON.stringify(match)}`);
  const answer = await mover.call('POST', '/api/pvp/submitTurn', { body: { match_id: match.id, add: 1 } });
  expect(answer.status, answer.body.toString()).toBe(200);
  return answer.json<{ match: PvpMatch }>().match;
}

/** Up to `moves` card moves as the bot plays them, each answered 200, without waiting for push. */
async function playCardsBlind(
  matchId: number,
  players: Players,
  cards: { state: CardMatchStateResponse; moves: number },
  moves: number,
): Promise<void> {
  for (let i = 0; i < moves && cards.state.gameStatus === 'in_progress'; i++) {
    cards.state = (await cardMove(matchId, players, cards.state)).state;
    cards.moves += 1;
  }
}

/** a waits in the blitz queue, b arrives: their match; a learns of it by push. */
async function pairCards(a: Person, b: Person, socketOfA: PushSocket): Promise<number> {
  expect((await a.ok<{ status?: string }>('POST', '/api/card/join-blitz-queue', {})).status).toBe('waiting');
  const { matchId } = await b.ok<{ matchId: number }>('POST', '/api/card/join-blitz-queue', {});
  expect(matchId).toBeGreaterThan(0);
  // The waiting player hears of the match through the push channel, whichever instance paired it.
  await socketOfA.waitFor((m) => m.type === 'card.match' && m.matchId === matchId, 10_000);
  return matchId;
}

/**
 * Plays the match to its end (at most 24 moves) as the bot would, each move by whoever is on turn; each move's
 * event must reach both sockets. Adds to `crossed` the sockets that heard a move made on the other instance.
 */
async function playCards(matchId: number, players: Players, crossed: Set<string>): Promise<number> {
  const [first] = Object.values(players)[0] ?? [];
  if (!first) throw new Error('no players');
  let state = await first.ok<CardMatchStateResponse>(
    'GET',
    `/api/card/get-match-state?matchId=${matchId}&playerId=${first.id}`,
  );
  let moves = 0;
  while (state.gameStatus === 'in_progress' && moves < 24) {
    const t0 = performance.now();
    const move = await cardMove(matchId, players, state);
    moves += 1;
    for (const [, socket] of Object.values(players)) {
      await socket.waitFor((m) => m.type === 'card.match' && m.matchId === matchId, 10_000, t0);
      if (socket.upstream !== servedBy(move.answer)) crossed.add(socket.upstream ?? '?');
    }
    state = move.state;
  }
  return moves;
}

/** The bot's move for whoever is on turn (fetching their view of `state` first), answered 200. */
async function cardMove(
  matchId: number,
  players: Players,
  state: CardMatchStateResponse,
): Promise<{ answer: Answer; state: CardMatchStateResponse }> {
  const [mover] = players[state.turn] ?? [];
  if (!mover) throw new Error(`nobody of the two is on turn: ${state.turn}`);
  const view =
    state.playerId === mover.id
      ? state
      : await mover.ok<CardMatchStateResponse>(
          'GET',
          `/api/card/get-match-state?matchId=${matchId}&playerId=${mover.id}`,
        );
  const action = botAction(botView(view));
  const base = { matchId, playerId: mover.id };
  const answer =
    action.type === 'play_card'
      ? await mover.call('POST', '/api/card/play-card', { body: { ...base, cardId: action.cardId } })
      : await mover.call('POST', '/api/card/end-turn', { body: base });
  expect(answer.status, answer.body.toString()).toBe(200);
  return { answer, state: answer.json<CardMatchStateResponse>() };
}
