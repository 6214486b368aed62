// A farming attempt, as issue 21 found it: two colluding accounts on one address, with the production limits.
// Card blitz: both join, one forfeits at once, again and again. Duel: the alt account always lets the main one
// win (the main plays Reach 10 perfectly, the alt throws). Measures the points both accounts earn and extrapolates them to an hour,
// and where the main account ends in the PvP rankings. `BENCH_ONLY=farm`; `BENCH_FARM_DURATION` seconds a scheme.
import { performance } from 'node:perf_hooks';
import type { PvpGameState, PvpMatch } from '@dd/contracts';
import { memberTokens, type StartApp } from './realtime-bench.js';
import { memberFetch } from './member-fetch.js';
import { sleep } from './timing.js';

export interface FarmScheme {
  /** What the two accounts did. */
  scheme: string;
  seconds: number;
  games: number;
  /** Points both accounts earned together in the run, and that rate over an hour. */
  points: number;
  pointsPerHour: number;
  /** Requests the server refused (rate limits, fair-play refusals such as the countdown). */
  refused: number;
}

export interface FarmBench {
  schemes: FarmScheme[];
  /** The main account's duel rating and place in the rankings after the duel scheme (null: not ranked). */
  duelRating: number | null;
  duelRank: number | null;
}

class Client {
  refused = 0;
  constructor(
    private readonly url: string,
    readonly token: string,
  ) {}

  async call<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await memberFetch(this.url, path, this.token, body);
    const text = await res.text();
    if (!res.ok) this.refused += 1;
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async points(): Promise<number> {
    return (await this.call<{ total_points: number }>('/api/points/balance')).body.total_points;
  }

  async id(): Promise<number> {
    return (await this.call<{ user: { id: number } }>('/api/auth/profile')).body.user.id;
  }

  /** Waits out a refusal: its Retry-After, else a moment. */
  async backOff(status: number, retryAfterS = 1): Promise<void> {
    await sleep(status === 429 ? retryAfterS * 1000 : 200);
  }
}

/** Counts a scheme's run from now: the time, and both accounts' points and refusals. */
async function startTally(main: Client, alt: Client) {
  const pointsBefore = (await main.points()) + (await alt.points());
  const refusedBefore = main.refused + alt.refused;
  const started = performance.now();
  return {
    running: (seconds: number) => performance.now() - started < seconds * 1000,
    /** What the run earned and was refused since the start. */
    async result(scheme: string, games: number): Promise<FarmScheme> {
      const elapsed = (performance.now() - started) / 1000;
      const points = (await main.points()) + (await alt.points()) - pointsBefore;
      return {
        scheme,
        seconds: Math.round(elapsed),
        games,
        points,
        pointsPerHour: Math.round((points * 3600) / elapsed),
        refused: main.refused + alt.refused - refusedBefore,
      };
    },
  };
}

/** Card blitz: pair, the alt forfeits at once, again. */
async function farmCards(main: Client, alt: Client, seconds: number): Promise<FarmScheme> {
  const altId = await alt.id();
  const tally = await startTally(main, alt);
  let games = 0;
  while (tally.running(seconds)) {
    const first = await main.call<{ matchId?: number }>('/api/card/join-blitz-queue', {});
    const second = await alt.call<{ matchId?: number }>('/api/card/join-blitz-queue', {});
    const matchId = second.body?.matchId ?? first.body?.matchId;
    if (matchId === undefined) {
      await main.backOff(Math.max(first.status, second.status));
      continue;
    }
    // The main account's next join is told of the pairing once; it would otherwise answer it later.
    await main.call('/api/card/join-blitz-queue', {});
    const forfeit = await alt.call('/api/card/forfeit-match', { matchId, playerId: altId });
    if (forfeit.status === 200) games += 1;
    else await alt.backOff(forfeit.status);
  }
  await main.call('/api/card/leave-queue', {});
  await alt.call('/api/card/leave-queue', {});
  return tally.result('card blitz, instant forfeit', games);
}

/** Totals that lose for the player to move in Reach 10 (10 minus the total is a multiple of 3). */
const LOSING_TOTALS = new Set([1, 4, 7]);

/** The main account's add: win when it can, else leave the alt a losing total. */
function winningAdd(total: number): 1 | 2 {
  if (total + 2 >= 10) return 2;
  return LOSING_TOTALS.has(total + 2) ? 2 : 1;
}

/** The alt's add: never a total that loses for the main, never 10 while it can avoid it. */
function throwingAdd(total: number): 1 | 2 {
  const fine = (add: number) => total + add < 10 && !LOSING_TOTALS.has(total + add);
  return fine(1) ? 1 : fine(2) ? 2 : 1;
}

const totalOf = (match: PvpMatch): number => (JSON.parse(match.game_state) as PvpGameState).total;

/** Duel: the main plays perfectly and the alt throws, so the main wins every time, whoever starts. */
async function farmDuels(main: Client, alt: Client, seconds: number): Promise<FarmScheme> {
  const [mainId, altId] = [await main.id(), await alt.id()];
  const tally = await startTally(main, alt);
  let games = 0;
  while (tally.running(seconds)) {
    await main.call('/api/pvp/joinQueue', {});
    const joined = await alt.call<{ match: PvpMatch | null }>('/api/pvp/joinQueue', {});
    let match: PvpMatch | null = joined.body?.match ?? null;
    if (!match || match.status !== 'active') {
      await alt.backOff(joined.status);
      await main.call('/api/pvp/leaveQueue', {});
      continue;
    }
    while (match && match.status === 'active' && tally.running(seconds + 30)) {
      const mover: Client = match.current_turn === mainId ? main : alt;
      const res: { status: number; body: { match: PvpMatch } } = await mover.call('/api/pvp/submitTurn', {
        match_id: match.id,
        add: match.current_turn === mainId ? winningAdd(totalOf(match)) : throwingAdd(totalOf(match)),
      });
      if (res.status === 200) {
        match = res.body.match;
        continue;
      }
      // Too early (the countdown) or too fast (the write limit): wait, then read the match again.
      await mover.backOff(res.status);
      match = (await main.call<{ match: PvpMatch | null }>('/api/pvp/myMatch')).body.match;
    }
    if (match?.status === 'completed' && match.winner_id === mainId) games += 1;
    if (match?.status === 'completed' && match.winner_id === altId) games += 1;
  }
  return tally.result('duel, the alt lets the main win', games);
}

export async function farmBench(start: StartApp, seconds: number): Promise<FarmBench> {
  const app = await start({}, []);
  const [mainToken, altToken] = await memberTokens(app.url, 2, 'bench_farmer');
  const main = new Client(app.url, mainToken as string);
  const alt = new Client(app.url, altToken as string);
  const schemes = [await farmCards(main, alt, seconds), await farmDuels(main, alt, seconds)];
  const mainId = await main.id();
  const board = (await main.call<{ leaderboard: { user_id: number; rating: number }[] }>('/api/pvp/leaderboard')).body
    .leaderboard;
  const place = board.findIndex((entry) => entry.user_id === mainId);
  app.child.kill();
  return {
    schemes,
    duelRating: place < 0 ? null : (board[place]?.rating ?? null),
    duelRank: place < 0 ? null : place + 1,
  };
}

export function printFarmBench(result: FarmBench): void {
  console.log('\nfarming by two colluding accounts on one address (production limits):');
  console.table(result.schemes);
  console.log(`main account after the duels: rating ${result.duelRating ?? '-'}, rank ${result.duelRank ?? '-'}`);
}
