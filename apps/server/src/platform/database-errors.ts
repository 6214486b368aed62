import type { ErrorCode } from '@dd/contracts';

export interface DatabaseErrorReply {
  status: number;
  code: ErrorCode;
  error: string;
}

/** Node socket errors seen when the database server is gone or unreachable. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * pg: a connection that ended ('Connection terminated unexpectedly', '... due to connection timeout'), the pool's
 * wait for a connection that ran out, a client that failed before, and an answer that never came (query_timeout).
 */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

const UNAVAILABLE: DatabaseErrorReply = {
  status: 503,
  code: 'unavailable',
  error: 'The service is briefly unavailable. Please try again in a moment.',
};

/**
 * What a database error means for the client, or null when it is a bug (a 500). PostgreSQL's SQLSTATE
 * classes: 22 (data exception: a value the column cannot hold) is the client's bad input; 08 (connection),
 * 57P01-57P03 (the server shutting down or starting), 53 (out of resources), 57014 (a statement cancelled, as
 * statement_timeout does) and 55P03 (a lock not obtained within lock_timeout) are a brief outage.
 */
export function classifyDatabaseError(err: unknown): DatabaseErrorReply | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('22')) return { status: 400, code: 'validation', error: 'A value in the request is not valid' };
    if (code.startsWith('08') || code.startsWith('53') || /^57P0[123]$/.test(code)) return UNAVAILABLE;
    if (code === '57014' || code === '55P03') return UNAVAILABLE;
    if (CONNECTION_ERRNOS.has(code)) return UNAVAILABLE;
    if (code === 'SQLITE_BUSY') return UNAVAILABLE;
  }
  // pg's own errors for a lost, never-made or silent connection carry no code.
  if (typeof message === 'string' && PG_CONNECTION_MESSAGE.test(message)) return UNAVAILABLE;
  return null;
}
