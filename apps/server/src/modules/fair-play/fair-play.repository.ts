import type { FairPlayGame } from '@dd/contracts';
import type { Insertable } from 'kysely';
import type { GameOutcomesTable } from '../../db/database.js';
import type { Executor } from '../../db/dialect.js';

/** game_outcomes; each query runs on the executor it is given. */

export type NewOutcome = Insertable<GameOutcomesTable>;

/** Every outcome of a batch in one statement; the (game, match, user) key refuses a match settled twice. */
export async function insertOutcomes(ex: Executor, rows: readonly NewOutcome[]): Promise<void> {
  if (rows.length === 0) return;
  await ex
    .insertInto('game_outcomes')
    .values([...rows])
    .execute();
}

/** Game points paid on `day`, by member (members without any are left out). */
export async function pointsOn(ex: Executor, day: string, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await ex
    .selectFrom('game_outcomes')
    .select((eb) => ['user_id', eb.fn.sum<number>('points').as('points')])
    .where('user_id', 'in', [...userIds])
    .where('day', '=', day)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.points)]));
}

/**
 * Counted games on `day` of the pairs these members are in, one row per pair and game (read from the lower id's
 * side, as each game has a row per player).
 */
export function countedPairGamesOn(ex: Executor, day: string, userIds: readonly number[]) {
  return ex
    .selectFrom('game_outcomes')
    .select((eb) => ['game', 'user_id', 'opponent_id', eb.fn.countAll<number>().as('games')])
    .where('user_id', 'in', [...userIds])
    .where('day', '=', day)
    .where('counted', '=', 1)
    .whereRef('user_id', '<', 'opponent_id')
    .groupBy(['game', 'user_id', 'opponent_id'])
    .execute();
}

export function findOutcome(ex: Executor, game: FairPlayGame, matchId: number, userId: number) {
  return ex
    .selectFrom('game_outcomes')
    .select(['points', 'unpaid_reason', 'rating_before', 'rating_after', 'provisional_before', 'provisional_after'])
    .where('game', '=', game)
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The days [from, to] of a report window, both YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** Pairs by games played together in the window, most first (ties: most counted, then ids). */
export function topPairs(ex: Executor, days: DayRange, limit: number) {
  return (
    ex
      .selectFrom('game_outcomes')
      .select((eb) => [
        'game',
        'user_id',
        'opponent_id',
        eb.fn.countAll<number>().as('games'),
        eb.fn.sum<number>('counted').as('counted'),
        eb.fn.sum<number>(eb.case().when('unpaid_reason', '=', 'aborted').then(1).else(0).end()).as('aborted'),
        eb.fn.sum<number>(eb.case().when('unpaid_reason', '=', 'casual').then(1).else(0).end()).as('casual'),
      ])
      .where('day', '>=', days.from)
      .where('day', '<=', days.to)
      // Each game has a row per player: the lower id's side stands for the pair.
      .whereRef('user_id', '<', 'opponent_id')
      .groupBy(['game', 'user_id', 'opponent_id'])
      .orderBy('games', 'desc')
      .orderBy('counted', 'desc')
      .orderBy('user_id')
      .orderBy('opponent_id')
      .orderBy('game')
      .limit(limit)
      .execute()
  );
}

/** Members by game points earned in the window, most first (ties: most games, then id). */
export function topEarners(ex: Executor, days: DayRange, limit: number) {
  return ex
    .selectFrom('game_outcomes')
    .select((eb) => [
      'user_id',
      eb.fn.sum<number>('points').as('points'),
      eb.fn.countAll<number>().as('games'),
      eb.fn.sum<number>(eb.case().when('unpaid_reason', '=', 'aborted').then(1).else(0).end()).as('aborted'),
      eb.fn.sum<number>(eb.case().when('unpaid_reason', '=', 'casual').then(1).else(0).end()).as('casual'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb('counted', '=', 1), eb('points', '<', eb.ref('base_points'))]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('capped'),
      eb.fn.count<number>('opponent_id').distinct().as('opponents'),
    ])
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .groupBy('user_id')
    .orderBy('points', 'desc')
    .orderBy('games', 'desc')
    .orderBy('user_id')
    .limit(limit)
    .execute();
}

/** The latest `perPair` card matches of each of these pairs (lower id first) in the window, newest first. */
export async function latestCardMatches(
  ex: Executor,
  days: DayRange,
  pairs: readonly { userId: number; opponentId: number }[],
  perPair: number,
) {
  if (pairs.length === 0) return [];
  const ranked = ex
    .selectFrom('game_outcomes')
    .select((eb) => [
      'user_id',
      'opponent_id',
      'match_id',
      'created_at',
      eb.fn
        .agg<number>('row_number')
        .over((over) =>
          over.partitionBy(['user_id', 'opponent_id']).orderBy('created_at', 'desc').orderBy('match_id', 'desc'),
        )
        .as('n'),
    ])
    .where('game', '=', 'card')
    .where('day', '>=', days.from)
    .where('day', '<=', days.to)
    .where((eb) =>
      eb.or(pairs.map((p) => eb.and([eb('user_id', '=', p.userId), eb('opponent_id', '=', p.opponentId)]))),
    );
  return ex
    .selectFrom(ranked.as('r'))
    .select(['user_id', 'opponent_id', 'match_id'])
    .where('n', '<=', perPair)
    .orderBy('user_id')
    .orderBy('opponent_id')
    .orderBy('n')
    .execute();
}

/** A member's rating before and after a rated duel, as shown: rounded, provisional or not. */
export interface RatingChangeRow {
  before: number;
  after: number;
  provisionalBefore: boolean;
  provisionalAfter: boolean;
}

/** Writes the rating change onto the member's outcome of the match (in the transaction that rated it). */
export async function saveRatingChange(
  ex: Executor,
  game: FairPlayGame,
  matchId: number,
  userId: number,
  change: RatingChangeRow,
): Promise<void> {
  await ex
    .updateTable('game_outcomes')
    .set({
      rating_before: change.before,
      rating_after: change.after,
      provisional_before: change.provisionalBefore ? 1 : 0,
      provisional_after: change.provisionalAfter ? 1 : 0,
    })
    .where('game', '=', game)
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .execute();
}
