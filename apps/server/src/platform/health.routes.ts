import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/dialect.js';

/** `GET /healthz` for load balancers: the database answers, and how Redis is when the bus uses it. */
export function registerHealth(app: FastifyInstance, db: Db, busHealth: () => 'in-process' | 'up' | 'down'): void {
  // Redis down is reported but not a failure: the site keeps serving and clients poll meanwhile.
  const redisHealth = () => (busHealth() === 'in-process' ? {} : { redis: busHealth() === 'up' ? 'up' : 'down' });
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db.kysely);
      return { status: 'ok', database: 'up', ...redisHealth() };
    } catch {
      // As a request whose database is briefly unreachable (errors.ts): come back in 2 s.
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ status: 'error', database: 'down', ...redisHealth() });
    }
  });
}
