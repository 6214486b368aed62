// 1,000 members on one server process, each with a push socket, playing 500 Reach-10 duels at once through
// the API: join (and pairing), moves to the end. Measures how long pairing takes, the submitTurn round
// trip, the delay from a move to the opponent's socket event, lost events, duplicate seats, and the
// server's event-loop delay meanwhile. Run on SQLite and on PostgreSQL.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PVP_COUNTDOWN, REALTIME_PATH, type PvpMatch } from '@dd/contracts';
import { WebSocket } from 'ws';
import { MANY_MEMBERS_ENV, memberTokens, percentiles, type Percentiles } from './realtime-bench.js';
import { memberFetch } from './member-fetch.js';
import type { EngineRun } from './engine-run.js';
import { sleep } from './timing.js';

export const DUEL_PLAYERS = 1_000;
const EVENT_TIMEOUT_MS = 5_000;
/** Players arrive over this window (a surge: 200 joins a second), not in one instant. */
const ARRIVAL_WINDOW_MS = 5_000;
/** A person answers the opponent's move after 0.3-1.2 s; 500 duels then make about 670 moves a second. */
const THINK_MS = { min: 300, max: 1_200 };
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}
const round2 = (n: number) => Math.round(n * 100) / 100;

export interface DuelBench {
  engine: string;
  players: number;
  duels: number;
  completed: number;
  moves: number;
  /** From a player's joinQueue to knowing their match is active (the answer or, for the waiting one, push). */
  pairingMs: Percentiles;
  submitTurnMs: Percentiles;
  /** From the move request's start to the opponent's pvp.match event: an upper bound of commit -> socket. */
  pushMs: Percentiles;
  lostEvents: number;
  duplicateSeats: number;
  errors: number;
  /** Requests refused 503 overloaded and sent again after Retry-After (sign-up reads and moves alike). */
  overloaded: number;
  eventLoopDelay: Percentiles;
  /** The machine's 1-minute load average before and after the run: figures on a shared box are read beside it. */
  loadAverage: { before: number; after: number };
}

interface Player {
  token: string;
  id: number;
  socket: WebSocket;
  /** Resolvers waiting for this player's next pvp.match event, by match id. */
  waiting: Map<number, Array<(at: number) => void>>;
  /** Events that arrived with nobody waiting, by match id: their arrival times, oldest first. */
  early: Map<number, number[]>;
}

/** Requests refused 503 overloaded in this run: sent again after Retry-After, as the web client does. */
let overloaded = 0;

async function api<T>(url: string, path: string, token: string, body?: unknown): Promise<T> {
  for (;;) {
    const res = await memberFetch(url, path, token, body);
    if (res.ok) return (await res.json()) as T;
    const text = await res.text();
    // The admission limit (issue 26 §2) refused it and nothing was done, so the same request may go again.
    if (res.status !== 503 || !text.includes('"overloaded"')) throw new Error(`${path}: ${res.status} ${text}`);
    overloaded += 1;
    await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
  }
}

function connect(url: string, token: string): Promise<Player> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}${REALTIME_PATH}`, { origin: new URL(url).origin });
    const player: Player = { token, id: 0, socket, waiting: new Map(), early: new Map() };
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; matchId?: number };
      if (message.type === 'ready') resolve(player);
      else if (message.type === 'pvp.match' && message.matchId) {
        const at = performance.now();
        const next = player.waiting.get(message.matchId)?.shift();
        if (next) next(at);
        else player.early.set(message.matchId, [...(player.early.get(message.matchId) ?? []), at]);
      }
    });
  });
}

/** The arrival time of this player's next event for the match after `after`, or null when none comes in time. */
function nextEvent(player: Player, matchId: number, after = 0): Promise<number | null> {
  const early = (player.early.get(matchId) ?? []).filter((at) => at >= after);
  player.early.set(matchId, early);
  if (early.length) return Promise.resolve(early.shift() as number);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      const list = player.waiting.get(matchId) ?? [];
      player.waiting.set(
        matchId,
        list.filter((r) => r !== done),
      );
      resolve(null);
    }, EVENT_TIMEOUT_MS);
    const done = (at: number) => {
      clearTimeout(timer);
      resolve(at);
    };
    player.waiting.set(matchId, [...(player.waiting.get(matchId) ?? []), done]);
  });
}

export async function duelBench(run: EngineRun): Promise<DuelBench> {
  const { start, delayFile, engine, env } = run;
  const app = await start(
    {
      ...MANY_MEMBERS_ENV,
      LOOP_DELAY_FILE: delayFile,
      ...env,
    },
    ['./bench/loop-delay-probe.ts'],
  );
  try {
    overloaded = 0;
    const tokens = await memberTokens(app.url, DUEL_PLAYERS, 'bench_duel');
    const players: Player[] = [];
    for (let i = 0; i < tokens.length; i += 100) {
      players.push(...(await Promise.all(tokens.slice(i, i + 100).map((token) => connect(app.url, token)))));
    }
    await Promise.all(
      players.map(async (p) => {
        const profile = await api<{ user: { id: number } }>(app.url, '/api/auth/profile', p.token);
        p.id = profile.user.id;
      }),
    );
    const byId = new Map(players.map((p) => [p.id, p]));
    app.child.kill('SIGUSR2');
    const loadBefore = loadavg()[0] ?? 0;

    let errors = 0;
    const pairingMs: number[] = [];
    const matches = new Map<number, PvpMatch>();
    const submitMs: number[] = [];
    const pushMs: number[] = [];
    let lostEvents = 0;
    let moves = 0;
    let completed = 0;
    /** Resolves once this player knows their match is active (its pairing events are then spent). */
    const paired = new Map(players.map((p) => [p.id, deferred()]));

    /** One duel, move by move, each after a person's think time; both players' events are awaited. */
    const playDuel = async (initial: PvpMatch) => {
      let match = initial;
      let turn = 0;
      // Moves are taken once the 3-2-1 both players see is over.
      await sleep(Date.parse(initial.countdown_start_time ?? '') + PVP_COUNTDOWN.seconds * 1000 - Date.now());
      while (match.status === 'active' && match.current_turn !== null) {
        turn += 1;
        // Deterministic think times, so runs compare.
        await sleep(
          THINK_MS.min + (((match.id * 7919 + turn * 104_729) % 1000) / 1000) * (THINK_MS.max - THINK_MS.min),
        );
        const mover = byId.get(match.current_turn) as Player;
        const opponent = byId.get((match.player1_id === mover.id ? match.player2_id : match.player1_id) as number);
        const t0 = performance.now();
        const heard = nextEvent(opponent as Player, match.id, t0);
        // Each move sends one event to each player; the mover's own is awaited too, so none is left over to
        // be taken for the next move's.
        const echoed = nextEvent(mover, match.id, t0);
        try {
          match = (
            await api<{ match: PvpMatch }>(app.url, '/api/pvp/submitTurn', mover.token, {
              match_id: match.id,
              add: (match.id + turn) % 2 === 0 ? 1 : 2,
            })
          ).match;
        } catch {
          errors += 1;
          return;
        }
        submitMs.push(performance.now() - t0);
        moves += 1;
        const [at, echo] = await Promise.all([heard, echoed]);
        if (at === null) lostEvents += 1;
        else pushMs.push(at - t0);
        if (echo === null) lostEvents += 1;
      }
      if (match.status === 'completed') completed += 1;
    };

    // Players arrive over the window. Whoever is answered with a pending match learns of the pairing by push;
    // whoever is seated into an active one starts the duel, as soon as the other side knows it is on.
    await Promise.all(
      players.map(async (p, i) => {
        await sleep((i * ARRIVAL_WINDOW_MS) / players.length);
        const t0 = performance.now();
        try {
          let { match } = await api<{ match: PvpMatch }>(app.url, '/api/pvp/joinQueue', p.token, {});
          if (match.status === 'pending') {
            // The first event may be the waiting match's own creation: read the match on each until paired.
            let at: number | null = null;
            while (match.status === 'pending') {
              at = await nextEvent(p, match.id);
              if (at === null) break;
              match = (await api<{ match: PvpMatch }>(app.url, '/api/pvp/myMatch', p.token)).match;
            }
            if (at === null) errors += 1;
            pairingMs.push((at ?? performance.now()) - t0);
            paired.get(p.id)?.resolve();
            return;
          }
          pairingMs.push(performance.now() - t0);
          matches.set(match.id, match);
          paired.get(p.id)?.resolve();
          const other = match.player1_id === p.id ? match.player2_id : match.player1_id;
          await paired.get(other as number)?.promise;
          await playDuel(match);
        } catch {
          errors += 1;
          paired.get(p.id)?.resolve();
        }
      }),
    );
    app.child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const eventLoopDelay = JSON.parse(readFileSync(delayFile, 'utf8')) as Percentiles;

    const seats = [...matches.values()].flatMap((m) => [m.player1_id, m.player2_id]);
    const duplicateSeats = seats.length - new Set(seats).size + seats.filter((s) => s === null).length;
    for (const p of players) p.socket.terminate();
    return {
      engine,
      players: players.length,
      duels: matches.size,
      completed,
      moves,
      pairingMs: percentiles(pairingMs),
      submitTurnMs: percentiles(submitMs),
      pushMs: percentiles(pushMs),
      lostEvents,
      duplicateSeats,
      errors,
      overloaded,
      eventLoopDelay,
      loadAverage: { before: round2(loadBefore), after: round2(loadavg()[0] ?? 0) },
    };
  } finally {
    app.child.kill();
  }
}

/** Issue 26's targets with 500 duels moving, on each engine. */
export const DUEL_TARGETS = { pairingP99Ms: 200, submitTurnP99Ms: 50 } as const;

const verdict = (p99: number, target: number) => (p99 <= target ? 'met' : 'NOT met');

export function printDuelBench(r: DuelBench): void {
  const label = (text: string) => text.padEnd(58);
  console.log(
    `${label(`duels (${r.engine}): ${r.players} players, ${r.duels} duels, 0.3-1.2 s per move`)} ${r.completed} completed, ${r.moves} moves, ${r.duplicateSeats} duplicate seats, ${r.errors} errors, ${r.overloaded} refused 503 and sent again`,
  );
  console.log(
    `${label('  pairing (join -> active)')} p50 ${r.pairingMs.p50} ms  p99 ${r.pairingMs.p99} ms (target <= ${DUEL_TARGETS.pairingP99Ms} ms: ${verdict(r.pairingMs.p99, DUEL_TARGETS.pairingP99Ms)})`,
  );
  console.log(
    `${label('  submitTurn round trip')} p50 ${r.submitTurnMs.p50} ms  p99 ${r.submitTurnMs.p99} ms (target <= ${DUEL_TARGETS.submitTurnP99Ms} ms: ${verdict(r.submitTurnMs.p99, DUEL_TARGETS.submitTurnP99Ms)})`,
  );
  console.log(
    `${label("  move -> opponent's socket")} p50 ${r.pushMs.p50} ms  p99 ${r.pushMs.p99} ms (target <= 100 ms), ${r.lostEvents} lost`,
  );
  console.log(
    `${label('  server event-loop delay')} p50 ${r.eventLoopDelay.p50} ms  p99 ${r.eventLoopDelay.p99} ms  max ${r.eventLoopDelay.max} ms`,
  );
  console.log(
    `${label('  box during the run (load average 1 min)')} ${r.loadAverage.before} before, ${r.loadAverage.after} after (2 cores)`,
  );
}
