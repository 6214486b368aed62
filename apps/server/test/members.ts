import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { NEW_ACCOUNT_PERIOD_MS, type AccountUser } from '@dd/contracts';
import { sql } from 'kysely';
import { isoOffset } from '../src/platform/clock.js';
import { registrationBody } from './registration.js';
import { TestClock } from './test-clock.js';

export interface Member {
  user: AccountUser;
  token: string;
  /** `Authorization: Bearer <token>`, for inject. */
  headers: { authorization: string };
  password: string;
}

/** A request through the API as `member` (null: a visitor), with no body when `payload` is undefined. */
export function injectAs(
  app: FastifyInstance,
  member: Member | null,
  method: HTTPMethods,
  url: string,
  payload?: InjectOptions['payload'],
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(member ? { headers: member.headers } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A call to one part of the API by its path below that part's prefix, as `member` (null: a visitor). */
export type PartCall = (
  app: FastifyInstance,
  member: Member | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) => Promise<LightMyRequestResponse>;

let counter = 0;

/** Registers an account through the API (which signs it in); names are unique per call. */
export async function newMember(
  app: FastifyInstance,
  options: { username?: string; subscribe?: boolean } = {},
): Promise<Member> {
  counter += 1;
  const username = options.username ?? `member${counter}_${Date.now().toString(36)}`;
  const password = `pw-${username}-secret`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registrationBody(username, password, { subscribe: options.subscribe ?? false }),
  });
  if (register.statusCode !== 200) throw new Error(`register ${username}: ${register.statusCode} ${register.body}`);
  // Registering signs the member in: its answer carries the session, as the web client uses it.
  const { token, user } = register.json<{ token: string; user: AccountUser }>();
  return { user, token, headers: { authorization: `Bearer ${token}` }, password };
}

/** Two new members, registered one after the other (their names in that order). */
export async function twoMembers(app: FastifyInstance): Promise<[Member, Member]> {
  return [await newMember(app), await newMember(app)];
}

/** A clock tests can move (`advance`), starting at a fixed time. */
export function movableClock(start = new Date('2026-11-20T12:00:00.000Z')): TestClock {
  return new TestClock(start);
}

/** A member with admin rights, granted as an existing admin would. */
export async function newAdmin(app: FastifyInstance): Promise<Member> {
  const member = await newMember(app);
  await app.deps.accounts.setAdmin(member.user.id, true);
  return member;
}

/** A member (or admin) past the new-account period: the forum's new-account limits do not apply. */
export async function newVeteran(app: FastifyInstance, options: { admin?: boolean } = {}): Promise<Member> {
  const member = options.admin ? await newAdmin(app) : await newMember(app);
  const created = isoOffset(app.deps.clock.now(), -2 * NEW_ACCOUNT_PERIOD_MS);
  await sql`UPDATE users SET created_at = ${created} WHERE id = ${member.user.id}`.execute(app.deps.db.kysely);
  return member;
}

/** `blocker` blocks `blocked` as a member does from a profile; the block must be accepted. */
export async function block(app: FastifyInstance, blocker: Member, blocked: Member): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/moderation/block',
    headers: blocker.headers,
    payload: { blocked_id: blocked.user.id },
  });
  if (res.statusCode !== 200) throw new Error(`block: ${res.statusCode} ${res.body}`);
}

/** The member's points balance, as the header's counter reads it. */
export async function pointsBalance(app: FastifyInstance, member: Member): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/points/balance', headers: member.headers });
  if (res.statusCode !== 200) throw new Error(`points balance: ${res.statusCode} ${res.body}`);
  return res.json<{ total_points: number }>().total_points;
}
