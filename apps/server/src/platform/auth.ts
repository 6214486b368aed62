import { ADMIN_TEXT, AUTH_TEXT } from '@dd/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from './errors.js';

/** Who a request is, as its bearer token says. Nothing in a body or query decides this. */
export interface AuthUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /**
   * The session's public id (never the token or its hash): logout ends exactly this session, the device list
   * marks it as 'This device', `endSessions({ except })` keeps it, and the push hub closes its sockets when it ends.
   */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /**
     * The signed-in member; for routes inside `membersOnly`, whose hook answered 401 to everyone else.
     * Read anywhere else it answers 401 itself.
     */
    readonly member: AuthUser;
    /** A bearer token was sent but names no live session. */
    staleToken: boolean;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i;

/** The token of an `Authorization: Bearer ...` header, or null when there is none or it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The bearer token this route takes is not a session's (`/metrics`): the hook below leaves it alone. */
    notASessionToken?: boolean;
  }
}

/** Resolves the bearer token of every request that sends one; public routes treat a stale token as a visitor. */
export function registerAuth(app: FastifyInstance, authenticate: (token: string) => Promise<AuthUser | null>): void {
  app.decorateRequest('user', null);
  app.decorateRequest('staleToken', false);
  app.decorateRequest('member', {
    getter(this: FastifyRequest) {
      return requireUser(this);
    },
  });
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || request.routeOptions.config.notASessionToken) return;
    const token = bearerToken(header);
    request.user = token ? await authenticate(token) : null;
    request.staleToken = request.user === null;
  });
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  throw request.staleToken
    ? new AppError(401, 'session_expired', AUTH_TEXT.sessionExpired)
    : new AppError(401, 'unauthenticated', AUTH_TEXT.authRequired);
}

/**
 * Route hook (`onRequest: signedIn`): answers 401 before the body is read or validated, so a visitor
 * learns nothing about the shape of a members-only call.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** The signed-in admin: 401 for a visitor, 403 for a member. Rights come from the database row, not the client. */
export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden(ADMIN_TEXT.adminRequired);
  return user;
}

/** Route hook (`onRequest: adminOnly`): admin routes answer 401/403 before their body is read. */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}
