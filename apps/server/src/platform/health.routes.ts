import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/dialect.js';
import type { DrainState } from './drain.js';

/** A database that does not answer: as a request whose database is briefly unreachable (errors.ts), 2 s. */
const DATABASE_DOWN_RETRY_SECONDS = 2;
/** A draining instance does not come back: about as long as a restart takes, for anyone who asks again. */
const DRAINING_RETRY_SECONDS = 5;

/**
 * `GET /healthz` (liveness): the process answers, with the database's and Redis's state; it stays 200 while the
 * instance drains, so nothing restarts a process that is finishing its requests. `GET /readyz` (readiness, for
 * load balancers and `deploy/`): 200 only while the instance should get traffic, 503 with Retry-After and
 * `{ error, code }` while it drains or its database does not answer.
 */
export function registerHealth(
  app: FastifyInstance,
  db: Db,
  busHealth: () => 'in-process' | 'up' | 'down',
  drain: DrainState,
): void {
  const databaseUp = async () => {
    try {
      await sql`SELECT 1`.execute(db.kysely);
      return true;
    } catch {
      return false;
    }
  };
  // Redis down is reported but not a failure: the site keeps serving and clients poll meanwhile.
  const redisHealth = () => (busHealth() === 'in-process' ? {} : { redis: busHealth() === 'up' ? 'up' : 'down' });
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    if (await databaseUp()) return { status: 'ok', database: 'up', ...redisHealth() };
    return reply
      .status(503)
      .header('retry-after', String(DATABASE_DOWN_RETRY_SECONDS))
      .send({ status: 'error', database: 'down', ...redisHealth() });
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (drain.draining) {
      return reply
        .status(503)
        .header('retry-after', String(DRAINING_RETRY_SECONDS))
        .send({ error: 'This instance is shutting down.', code: 'unavailable' });
    }
    if (!(await databaseUp())) {
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_DOWN_RETRY_SECONDS))
        .send({ error: 'The database does not answer.', code: 'unavailable' });
    }
    return { status: 'ready' };
  });
}
