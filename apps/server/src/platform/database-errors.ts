import type { ErrorCode } from '@dd/contracts';

export interface DatabaseErrorReply {
  status: number;
  code: ErrorCode;
  error: string;
}

/** Node socket errors seen when the database server is gone or unreachable. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);

const UNAVAILABLE: DatabaseErrorReply = {
  status: 503,
  code: 'unavailable',
  error: 'The service is briefly unavailable. Please try again in a moment.',
};

/**
 * What a database error means for the client, or null when it is a bug (a 500). PostgreSQL's SQLSTATE
 * classes: 22 (data exception: a value the column cannot hold) is the client's bad input; 08 (connection),
 * 57P01-57P03 (the server shutting down or starting) and 53 (out of resources) are a brief outage.
 */
export function classifyDatabaseError(err: unknown): DatabaseErrorReply | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('22')) return { status: 400, code: 'validation', error: 'A value in the request is not valid' };
    if (code.startsWith('08') || code.startsWith('53') || /^57P0[123]$/.test(code)) return UNAVAILABLE;
    if (CONNECTION_ERRNOS.has(code)) return UNAVAILABLE;
    if (code === 'SQLITE_BUSY') return UNAVAILABLE;
  }
  // pg's own errors for a lost or never-made connection carry no code.
  if (
    typeof message === 'string' &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      message,
    )
  ) {
    return UNAVAILABLE;
  }
  return null;
}
