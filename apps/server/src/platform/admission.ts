import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdmissionClass, AdmissionConfig } from '../config.js';
import { AdmissionGate, type Schedule, realTimers } from './admission-gate.js';
import { AppError } from './errors.js';

/**
 * Game moves: small writes a player waits on with a clock running, kept apart so that a flood of reads or page
 * loads cannot starve them (and the other way round).
 */
const MOVES = new Set([
  'POST /api/card/play-card',
  'POST /api/card/end-turn',
  'POST /api/card/forfeit-match',
  'POST /api/pvp/submitTurn',
  'POST /api/pvp/completeMatch',
  'POST /api/game/memory/:playId/flip',
]);

/** Routes held open for as long as the client stays (the push socket): not work in flight, never limited. */
const LONG_LIVED = new Set(['GET /api/realtime']);

const READS = new Set(['GET', 'HEAD']);

/**
 * The class a request's work counts against, or null when it is not limited: the push socket, static files,
 * the health check and unknown API paths (answered from memory). Pages are the unmatched GETs outside the API,
 * which the server renders.
 */
export function admissionClassOf(method: string, routeUrl: string | undefined, url: string): AdmissionClass | null {
  if (routeUrl === undefined) {
    if (!READS.has(method) || url.startsWith('/api/') || url === '/api') return null;
    return 'pages';
  }
  const key = `${method} ${routeUrl}`;
  if (LONG_LIVED.has(key)) return null;
  if (!routeUrl.startsWith('/api/') && !routeUrl.startsWith('/media/')) return null;
  if (MOVES.has(key)) return 'moves';
  return READS.has(method) ? 'reads' : 'writes';
}

/**
 * The refusal of a saturated class: 503 `overloaded`, sent before the route did anything (no body read, no
 * session looked up, nothing written), so a client may send the same request again, a write included.
 */
export const overloaded = (retryAfterSeconds: number) =>
  new AppError(503, 'overloaded', 'The server is busy right now; nothing was done. Try again in a moment.', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** How long a refused client should stay away: about what a full queue takes to drain, at least a second. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Bounded in-flight work per route class (issue 26 §2): each class lets `inFlight` requests in at once, queues
 * up to `queue` more first come first served for at most `maxWaitMs`, and answers the rest 503 at once. The
 * hook runs first of all (before the session lookup and the write limits), and a request's slot is given back
 * when its answer is sent or its client goes away.
 */
export function registerAdmission(
  app: FastifyInstance,
  config: AdmissionConfig,
  schedule: Schedule = realTimers,
): Map<AdmissionClass, AdmissionGate> {
  const gates = new Map<AdmissionClass, AdmissionGate>();
  for (const [name, limit] of Object.entries(config.inFlight) as Array<[AdmissionClass, number]>) {
    // 0: the class is not limited.
    if (limit > 0) gates.set(name, new AdmissionGate(limit, config.queue[name], config.maxWaitMs, schedule));
  }
  if (gates.size === 0) return gates;

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    const name = admissionClassOf(request.method, request.routeOptions.url, request.url);
    const gate = name === null ? undefined : gates.get(name);
    if (!gate) return;
    const admission = gate.enter();
    if (admission.kind === 'refused') throw overloaded(RETRY_AFTER_SECONDS);
    if (admission.kind === 'admitted') {
      reply.raw.once('close', admission.release);
      return;
    }
    // A client that goes away while waiting gives up its place; one that goes once admitted, its slot.
    let release: (() => void) | null = null;
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      if (release) release();
      else admission.leave();
    });
    release = await admission.admitted;
    if (!release) throw overloaded(RETRY_AFTER_SECONDS);
    // Gone between being granted the slot and taking it up: nobody else gives it back.
    if (closed) release();
  });
  return gates;
}
