import type { FastifyInstance } from 'fastify';

/**
 * Whether this instance is stopping (issue 27 §4). From the moment it starts to drain, `/readyz` answers 503 so
 * health checks take it out, and every answer says `Connection: close`: a load balancer's kept-alive connection
 * then ends with the request it carries, instead of being handed a next request the instance would not be there
 * to answer. Requests already in flight finish normally.
 */
export class DrainState {
  private drainingSince: number | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  /** Starts draining; idempotent (SIGTERM then SIGINT). */
  begin(nowMs = Date.now()): void {
    this.drainingSince ??= nowMs;
  }
}

/** Adds `Connection: close` to every answer sent while the instance drains (in onSend: in-flight requests too). */
export function registerDrainHeaders(app: FastifyInstance, drain: DrainState): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
