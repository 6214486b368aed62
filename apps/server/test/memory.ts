import type { MemoryFlipResponse } from '@dd/contracts';
import { dealMemoryBoard, flipMemoryCard, newMemoryPlay, type MemoryFace } from '@dd/game';
import { newGameSeed } from '../src/platform/game-seed.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/dialect.js';
import type { Member } from './members.js';

/** Tests only: memory plays through the API. */

export function startCall(app: FastifyInstance, member: Member | null): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/game/memory/start',
    ...(member ? { headers: member.headers } : {}),
  });
}

/** A new play of `member`'s; its id. */
export async function startPlay(app: FastifyInstance, member: Member): Promise<number> {
  const res = await startCall(app, member);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ playId: number; cards: number }>();
  expect(body).toEqual({ playId: expect.any(Number), cards: 16 });
  return body.playId;
}

export function flipCall(
  app: FastifyInstance,
  member: Member | null,
  playId: number | string,
  index: unknown,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/game/memory/${playId}/flip`,
    ...(member ? { headers: member.headers } : {}),
    payload: { index } as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * What to do before each flip. Tests on a clock they move step it by a tenth of a second (the steady flip rate, so
 * no flip is paced); on real time the default waits out a 429 instead.
 */
export type BeforeFlip = () => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One flip that must be accepted (a paced one is sent again after a tenth of a second, unless `before` paces). */
export async function flip(
  app: FastifyInstance,
  member: Member,
  playId: number,
  index: number,
  before?: BeforeFlip,
): Promise<MemoryFlipResponse> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (before) await before();
    const res = await flipCall(app, member, playId, index);
    if (res.statusCode === 429 && !before) {
      await sleep(110);
      continue;
    }
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MemoryFlipResponse>();
  }
  throw new Error('flip kept being paced');
}

export interface PlayedGame {
  playId: number;
  moves: number;
  score: number;
  /** Every answer, in order. */
  answers: MemoryFlipResponse[];
}

/**
 * A whole game as a player with a perfect memory plays it, knowing only the answers: flips unknown cards,
 * remembers every face, turns a pair over once both places are known.
 */
export async function playWholeGame(
  app: FastifyInstance,
  member: Member,
  before?: BeforeFlip,
  playId?: number,
): Promise<PlayedGame> {
  const id = playId ?? (await startPlay(app, member));
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const answers: MemoryFlipResponse[] = [];
  const turn = async (index: number) => {
    const answer = await flip(app, member, id, index, before);
    answers.push(answer);
    seen.set(index, answer.face);
    return answer;
  };
  const unknown = () => [...Array(16).keys()].find((i) => !seen.has(i) && !matched.has(i)) as number;
  const partnerOf = (index: number) =>
    [...seen].find(([j, face]) => j !== index && face === seen.get(index) && !matched.has(j))?.[0];
  for (;;) {
    const known = [...seen.keys()].find((i) => !matched.has(i) && partnerOf(i) !== undefined);
    const first = known ?? unknown();
    await turn(first);
    const second = partnerOf(first) ?? unknown();
    const answer = await turn(second);
    if (answer.matched) matched.add(first).add(second);
    if (answer.finished) return { playId: id, moves: answer.moves, score: answer.score as number, answers };
  }
}

/** The board of a play, dealt from its stored seed (tests that need a given number of moves). */
export async function boardOf(db: Db, playId: number): Promise<MemoryFace[]> {
  const row = await db.kysely
    .selectFrom('memory_plays')
    .select('seed')
    .where('id', '=', playId)
    .executeTakeFirstOrThrow();
  return dealMemoryBoard(row.seed);
}

/** The two places of each face. */
export function pairsOf(faces: readonly string[]): Array<[number, number]> {
  const places = new Map<string, number[]>();
  faces.forEach((face, i) => places.set(face, [...(places.get(face) ?? []), i]));
  return [...places.values()].map(([a, b]) => [a!, b!]);
}

/**
 * A finished play of `moves` moves (8 or more): `moves - 8` mismatches first, then every pair. Reads the board
 * from the database, so the score is chosen (100 - 5 a move, at least 10).
 */
export async function playWithMoves(
  app: FastifyInstance,
  member: Member,
  moves: number,
  before?: BeforeFlip,
): Promise<PlayedGame> {
  const playId = await startPlay(app, member);
  const pairs = pairsOf(await boardOf(app.deps.db, playId));
  const [[a], [b]] = pairs as [[number, number], [number, number]];
  const answers: MemoryFlipResponse[] = [];
  for (let i = 8; i < moves; i++) {
    answers.push(await flip(app, member, playId, a, before), await flip(app, member, playId, b, before));
  }
  for (const [x, y] of pairs) {
    answers.push(await flip(app, member, playId, x, before), await flip(app, member, playId, y, before));
  }
  const last = answers.at(-1)!;
  expect(last).toMatchObject({ finished: true, moves });
  return { playId, moves, score: last.score as number, answers };
}

/**
 * A finished play of `moves` moves written straight to the table, as the server would have left it (its state
 * played out by the rules on its own board): for tests about scores that need many plays, not about playing.
 */
export async function insertFinishedPlay(db: Db, userId: number, moves: number, at: Date): Promise<number> {
  const seed = newGameSeed();
  const faces = dealMemoryBoard(seed);
  const pairs = pairsOf(faces);
  const [[a], [b]] = pairs as [[number, number], [number, number]];
  const order = [...Array.from({ length: moves - 8 }, () => [a, b]).flat(), ...pairs.flat()];
  let state = newMemoryPlay();
  let score: number | null = null;
  for (const index of order) {
    const result = flipMemoryCard(faces, state, index);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
    score = result.score;
  }
  const iso = at.toISOString();
  const row = await db.kysely
    .insertInto('memory_plays')
    .values({
      user_id: userId,
      seed,
      status: 'finished',
      state: JSON.stringify(state),
      score,
      version: order.length + 1,
      flip_tat: iso,
      created_at: iso,
      updated_at: iso,
      finished_at: iso,
      scored_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
