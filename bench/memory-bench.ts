// 200 members on one server process, each playing whole memory games through the API as a quick player does:
// a start, then flips a quarter of a second apart (a mismatch shows for 800 ms before the next), every face
// remembered from the answers, and the score sent at the end. Measures the flip round trip (the face must show
// at once: target p99 <= 20 ms), the start and the score, what was refused, and the server's event-loop delay.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import {
  MEMORY_FLIP_BACK_MS,
  SCORE_INTERVAL_MS,
  type MemoryFlipResponse,
  type MemoryStartResponse,
} from '@dd/contracts';
import { MANY_MEMBERS_ENV, memberTokens, percentiles, type Percentiles } from './realtime-bench.js';
import { cpuMs, runQueueWaitMs } from './scale-bench.js';
import type { EngineRun } from './engine-run.js';
import { roundTenth, sleep } from './timing.js';

export const MEMORY_PLAYERS = 200;
/** A quick player's time from one answer to the next flip: 150-350 ms (the per-play pace allows 10 a second). */
const THINK_MS = { min: 150, max: 350 };
/** Players start over this window, not in one instant. */
const ARRIVAL_WINDOW_MS = 2_000;
/** Looking at the result before sending the score. */
const RESULT_MS = 1_000;

export interface MemoryBench {
  engine: string;
  players: number;
  durationS: number;
  games: number;
  flips: number;
  flipsPerSecond: number;
  flipMs: Percentiles;
  /** The same flips as the server timed them (arrival to the end of the answer): the client's own delays left out. */
  flipServerMs: Percentiles;
  startMs: Percentiles;
  scoreMs: Percentiles;
  /** Flips refused by the per-play pace (a quick player should never meet it). */
  pacedFlips: number;
  /** Any other failed request. */
  errors: number;
  /** The server's event loop while the games were played. */
  eventLoopDelay: Percentiles;
  /** This process's (200 players') event loop: its lag adds to the round trips measured. */
  clientLoopDelay: Percentiles;
  /** The server's CPU ms per request answered, and the ms per request its event loop waited for a core. */
  serverCpuMsPerRequest: number;
  serverCoreWaitMsPerRequest: number;
  /** The server's CPU time over wall time (1 = one core). */
  serverCpuShare: number;
}

class Api {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async post(path: string, body?: unknown): Promise<{ status: number; body: unknown; ms: number }> {
    const t0 = performance.now();
    const res = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const parsed: unknown = await res.json();
    return { status: res.status, body: parsed, ms: performance.now() - t0 };
  }
}

interface Tally {
  flipMs: number[];
  startMs: number[];
  scoreMs: number[];
  games: number;
  paced: number;
  errors: number;
}

/** Deterministic think times, so runs compare. */
function thinkTime(player: number, flip: number): number {
  const unit = ((player * 7_919 + flip * 104_729) % 1_000) / 1_000;
  return THINK_MS.min + unit * (THINK_MS.max - THINK_MS.min);
}

/** One player: whole games until `until`, each as a player with a perfect memory plays it. */
async function player(api: Api, index: number, until: number, tally: Tally): Promise<void> {
  let flipCount = 0;
  let lastScoreAt = -Infinity;
  while (performance.now() < until) {
    const started = await api.post('/api/game/memory/start');
    if (started.status !== 200) {
      tally.errors += 1;
      await sleep(1_000);
      continue;
    }
    tally.startMs.push(started.ms);
    const { playId } = started.body as MemoryStartResponse;
    const seen = new Map<number, string>();
    const matched = new Set<number>();
    const flip = async (card: number): Promise<MemoryFlipResponse | null> => {
      await sleep(thinkTime(index, flipCount++));
      const res = await api.post(`/api/game/memory/${playId}/flip`, { index: card });
      if (res.status !== 200) {
        if (res.status === 429) tally.paced += 1;
        else tally.errors += 1;
        return null;
      }
      tally.flipMs.push(res.ms);
      const answer = res.body as MemoryFlipResponse;
      seen.set(card, answer.face);
      return answer;
    };
    const unknown = () => [...Array(16).keys()].find((i) => !seen.has(i) && !matched.has(i))!;
    const partnerOf = (i: number) => [...seen].find(([j, f]) => j !== i && f === seen.get(i) && !matched.has(j))?.[0];
    let last: MemoryFlipResponse | null = null;
    while (!last?.finished) {
      const first = [...seen.keys()].find((i) => !matched.has(i) && partnerOf(i) !== undefined) ?? unknown();
      if (!(await flip(first))) break;
      const second = partnerOf(first) ?? unknown();
      last = await flip(second);
      if (!last) break;
      if (last.matched) matched.add(first).add(second);
      // A mismatch shows for 800 ms before the next card may be turned.
      else await sleep(MEMORY_FLIP_BACK_MS);
    }
    if (!last?.finished) continue;
    tally.games += 1;
    // The result panel, then 'Submit Score' (one score every 10 s per member).
    await sleep(Math.max(RESULT_MS, lastScoreAt + SCORE_INTERVAL_MS - performance.now()));
    const scored = await api.post('/api/game/score', { game_id: 'puzzle', score: last.score, play_id: playId });
    if (scored.status === 200) tally.scoreMs.push(scored.ms);
    else tally.errors += 1;
    lastScoreAt = performance.now();
  }
}

export async function memoryBench(run: EngineRun, durationS: number): Promise<MemoryBench> {
  const { start, delayFile, engine, env } = run;
  const app = await start(
    {
      // Two hundred people behind one address: sign-ups, logins and scores are writes of that one address.
      ...MANY_MEMBERS_ENV,
      LOOP_DELAY_FILE: delayFile,
      SERVER_TIME_FILE: `${delayFile}.flips.json`,
      SERVER_TIME_PATTERN: '^/api/game/memory/\\d+/flip$',
      ...env,
    },
    ['./bench/loop-delay-probe.ts', './bench/server-time-probe.ts'],
  );
  try {
    const tokens = await memberTokens(app.url, MEMORY_PLAYERS, 'bench_memory');
    const tally: Tally = { flipMs: [], startMs: [], scoreMs: [], games: 0, paced: 0, errors: 0 };
    const clientLoop = monitorEventLoopDelay({ resolution: 5 });
    const pid = app.child.pid as number;
    app.child.kill('SIGUSR2');
    clientLoop.enable();
    const [cpu0, wait0] = [cpuMs(pid), runQueueWaitMs(pid)];
    const t0 = performance.now();
    const until = t0 + durationS * 1_000;
    await Promise.all(
      tokens.map(async (token, i) => {
        await sleep((i * ARRIVAL_WINDOW_MS) / tokens.length);
        await player(new Api(app.url, token), i, until, tally);
      }),
    );
    const elapsedS = (performance.now() - t0) / 1_000;
    const [cpu1, wait1] = [cpuMs(pid), runQueueWaitMs(pid)];
    const requests = tally.flipMs.length + tally.startMs.length + tally.scoreMs.length;
    clientLoop.disable();
    app.child.kill('SIGUSR2');
    await sleep(300);
    const eventLoopDelay = JSON.parse(readFileSync(delayFile, 'utf8')) as Percentiles;
    const { p50, p99, max } = JSON.parse(readFileSync(`${delayFile}.flips.json`, 'utf8')) as Percentiles;
    const ms = (ns: number) => roundTenth(ns / 1e6);
    return {
      engine,
      players: tokens.length,
      durationS: roundTenth(elapsedS),
      games: tally.games,
      flips: tally.flipMs.length,
      flipsPerSecond: Math.round(tally.flipMs.length / elapsedS),
      flipMs: percentiles(tally.flipMs),
      flipServerMs: { p50, p99, max },
      startMs: percentiles(tally.startMs),
      scoreMs: percentiles(tally.scoreMs),
      pacedFlips: tally.paced,
      errors: tally.errors,
      eventLoopDelay,
      clientLoopDelay: {
        p50: ms(clientLoop.percentile(50)),
        p99: ms(clientLoop.percentile(99)),
        max: ms(clientLoop.max),
      },
      serverCpuMsPerRequest: roundTenth((cpu1 - cpu0) / requests),
      serverCoreWaitMsPerRequest: roundTenth((wait1 - wait0) / requests),
      serverCpuShare: Math.round(((cpu1 - cpu0) / (elapsedS * 1_000)) * 100) / 100,
    };
  } finally {
    app.child.kill();
  }
}

export function printMemoryBench(r: MemoryBench): void {
  const label = (text: string) => text.padEnd(58);
  console.log(
    `${label(`memory (${r.engine}): ${r.players} players, ${r.durationS} s`)} ${r.games} games, ${r.flips} flips (${r.flipsPerSecond}/s), ${r.pacedFlips} paced, ${r.errors} errors`,
  );
  console.log(
    `${label('  flip round trip')} p50 ${r.flipMs.p50} ms  p99 ${r.flipMs.p99} ms (target <= 20 ms)  max ${r.flipMs.max} ms`,
  );
  console.log(
    `${label('  flip, as the server timed it')} p50 ${r.flipServerMs.p50} ms  p99 ${r.flipServerMs.p99} ms  max ${r.flipServerMs.max} ms`,
  );
  console.log(`${label('  start / score')} p99 ${r.startMs.p99} ms / ${r.scoreMs.p99} ms`);
  console.log(
    `${label('  server event-loop delay')} p50 ${r.eventLoopDelay.p50} ms  p99 ${r.eventLoopDelay.p99} ms  max ${r.eventLoopDelay.max} ms`,
  );
  console.log(
    `${label('  client event-loop delay (200 players)')} p50 ${r.clientLoopDelay.p50} ms  p99 ${r.clientLoopDelay.p99} ms`,
  );
  console.log(
    `${label('  server CPU per request, waiting for a core')} ${r.serverCpuMsPerRequest} ms, ${r.serverCoreWaitMsPerRequest} ms (${r.serverCpuShare} of a core)`,
  );
}
