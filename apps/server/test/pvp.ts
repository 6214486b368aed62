import { PVP_COUNTDOWN, PVP_TURN_IDLE_MS, type PvpMatch } from '@dd/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TestClock } from './test-clock.js';
import { injectAs, type Member, type PartCall } from './members.js';

/** A duel call through the API as `member` (no member: a visitor). */
export const pvpCall: PartCall = (app, member, method, path, payload) =>
  injectAs(app, member, method, `/api/pvp/${path}`, payload);

/** The match of a `{match}` answer that must be 200. */
export function matchOf(res: LightMyRequestResponse): PvpMatch {
  expect(res.statusCode, res.body).toBe(200);
  const { match } = res.json<{ match: PvpMatch | null }>();
  if (!match) throw new Error(`no match in ${res.body}`);
  return match;
}

export const joinQueue = async (app: FastifyInstance, member: Member) =>
  matchOf(await pvpCall(app, member, 'POST', 'joinQueue'));

export const myMatch = async (app: FastifyInstance, member: Member): Promise<PvpMatch | null> => {
  const res = await pvpCall(app, member, 'GET', 'myMatch');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ match: PvpMatch | null }>().match;
};

/**
 * Lets the 3-2-1 of a paired match run out (a move before its end is refused): a test clock is moved to its end,
 * otherwise the real time is waited for.
 */
export async function pastCountdown(app: FastifyInstance, match: PvpMatch): Promise<void> {
  if (match.countdown_start_time === null) throw new Error(`match ${match.id} has no countdown`);
  const clock = app.deps.clock;
  const wait = Date.parse(match.countdown_start_time) + PVP_COUNTDOWN.seconds * 1000 - clock.now().getTime();
  if (wait <= 0) return;
  if (clock instanceof TestClock) await clock.advance(wait);
  else await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * `a` waits, `b` arrives: the active match they share, its countdown over (ready for the first move) unless
 * `countdown: 'running'`.
 */
export async function pairUp(
  app: FastifyInstance,
  a: Member,
  b: Member,
  options: { countdown?: 'over' | 'running' } = {},
): Promise<PvpMatch> {
  expect((await joinQueue(app, a)).status).toBe('pending');
  const match = await joinQueue(app, b);
  expect(match).toMatchObject({ status: 'active', player1_id: a.user.id, player2_id: b.user.id });
  if (options.countdown !== 'running') await pastCountdown(app, match);
  return match;
}

/** The member whose turn it is, and the other one. */
export function seats(match: PvpMatch, a: Member, b: Member): { onTurn: Member; waiting: Member } {
  if (match.current_turn === a.user.id) return { onTurn: a, waiting: b };
  if (match.current_turn === b.user.id) return { onTurn: b, waiting: a };
  throw new Error(`nobody of the two is on turn in ${JSON.stringify(match)}`);
}

export const totalOf = (match: PvpMatch): number => (JSON.parse(match.game_state) as { total: number }).total;

export async function submitTurn(
  app: FastifyInstance,
  member: Member,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return pvpCall(app, member, 'POST', 'submitTurn', body);
}

/** Plays `adds` in turn order from the current state (each by whoever is on turn); answers the last match. */
export async function play(
  app: FastifyInstance,
  match: PvpMatch,
  a: Member,
  b: Member,
  adds: number[],
): Promise<PvpMatch> {
  let current = match;
  for (const add of adds) {
    const { onTurn } = seats(current, a, b);
    current = matchOf(await submitTurn(app, onTurn, { match_id: current.id, add }));
  }
  return current;
}

/**
 * A whole duel that `winner` wins and in which `loser` makes at least 2 moves (a counted duel): the loser always
 * adds 1, the winner leaves a total of 10 - 3k whenever it can (the duel's winning line). Answers the winner's
 * last answer.
 */
export async function winDuel(app: FastifyInstance, winner: Member, loser: Member): Promise<PvpMatch> {
  let match = await pairUp(app, winner, loser);
  while (match.status === 'active') {
    const mover = match.current_turn === winner.user.id ? winner : loser;
    const add = mover === loser ? 1 : (10 - totalOf(match)) % 3 || 1;
    match = matchOf(await submitTurn(app, mover, { match_id: match.id, add }));
  }
  expect(match).toMatchObject({ status: 'completed', winner_id: winner.user.id });
  return match;
}

/**
 * A duel the player on turn abandons at once (the idle rule ends it before they made a move: aborted); `clock`
 * is the app's test clock. Answers the match's id.
 */
export async function abandonedDuel(app: FastifyInstance, clock: TestClock, a: Member, b: Member): Promise<number> {
  const match = await pairUp(app, a, b);
  await clock.advance(PVP_TURN_IDLE_MS + 1_000);
  expect(await app.deps.pvp.sweep()).toMatchObject({ ended: 1 });
  return match.id;
}
