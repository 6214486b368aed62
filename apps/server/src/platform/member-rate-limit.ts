import type { FastifyRequest } from 'fastify';
import { rateLimited } from './errors.js';

/**
 * A route's own limit counted per member, not per address (the members-only hook has run, so the key is the
 * token's member): a household behind one address is not limited together, and nobody can use up another
 * member's quota. The 429 says how many seconds to wait, in the route's own words (`tooMany`).
 */
export function perMemberLimit(limit: {
  /** Keeps this route's counters apart from other routes'. */
  name: string;
  max: number;
  timeWindow: string;
  tooMany: (seconds: number) => string;
}) {
  return {
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request: FastifyRequest) => `${limit.name}:${request.member.id}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return rateLimited(limit.tooMany(seconds), seconds);
    },
  };
}
