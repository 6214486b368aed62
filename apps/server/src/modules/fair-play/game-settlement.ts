import { decideGameReward, type FairPlayGame, type GameRewardDecision, type PointReason } from '@dd/contracts';

/** What one player's result pays without the fair-play rules, and the ledger reason it is paid under. */
export interface PlayerReward {
  userId: number;
  reason: PointReason;
  amount: number;
}

/** One finished duel or card match (not practice), as the game that ended it reports it. */
export interface GameEnd {
  game: FairPlayGame;
  matchId: number;
  /** Null: a tie. */
  winnerId: number | null;
  /**
   * Moves of their own the loser made (in a tie, the fewer of the two players'); null for a match started
   * before the rules (never aborted).
   */
  loserMoves: number | null;
  players: readonly [PlayerReward, PlayerReward];
}

export interface PlayerSettlement extends GameRewardDecision {
  userId: number;
  opponentId: number;
  result: 'win' | 'loss' | 'tie';
  reason: PointReason;
  /** What the result pays without the rules. */
  amount: number;
}

export interface GameSettlement {
  game: FairPlayGame;
  matchId: number;
  /** The match counts: it moves ratings and counts toward the pair's games today and the rankings' game counts. */
  counted: boolean;
  players: readonly [PlayerSettlement, PlayerSettlement];
}

/** What was already settled today (UTC), read under the members' locks. */
export interface SettledToday {
  /** Game points paid today, by member. */
  points: ReadonlyMap<number, number>;
  /** Counted games today, by pair and game (`pairKey`). */
  pairGames: ReadonlyMap<string, number>;
}

/** The key of two members in one game, whichever order they come in. */
export function pairKey(game: FairPlayGame, a: number, b: number): string {
  return `${game}:${Math.min(a, b)}:${Math.max(a, b)}`;
}

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Decides every end of a batch in order, each seeing what the ones before it paid and counted (a batch may hold
 * several matches of one pair or one member), starting from what was settled today before the batch.
 */
export function settleGames(ends: readonly GameEnd[], before: SettledToday): GameSettlement[] {
  const points = new Map(before.points);
  const pairGames = new Map(before.pairGames);
  return ends.map((end) => {
    const [one, two] = end.players;
    if (one.userId === two.userId) throw new Error(`Match ${end.matchId} has the same player twice`);
    const key = pairKey(end.game, one.userId, two.userId);
    const pairGamesBefore = pairGames.get(key) ?? 0;
    const settle = (me: PlayerReward, other: PlayerReward): PlayerSettlement => {
      const decision = decideGameReward({
        loserMoves: end.loserMoves,
        pairGamesBefore,
        pointsBefore: points.get(me.userId) ?? 0,
        amount: me.amount,
      });
      points.set(me.userId, (points.get(me.userId) ?? 0) + decision.points);
      const result = end.winnerId === null ? 'tie' : end.winnerId === me.userId ? 'win' : 'loss';
      return { ...decision, userId: me.userId, opponentId: other.userId, result, reason: me.reason, amount: me.amount };
    };
    const players = [settle(one, two), settle(two, one)] as const;
    // Whether a game counts depends on the pair only (its moves, its games today), never on one side's cap.
    const counted = players[0].counted;
    if (counted) pairGames.set(key, pairGamesBefore + 1);
    return { game: end.game, matchId: end.matchId, counted, players };
  });
}
