import type { AccountUser } from '@dd/contracts';
import { registrationBody } from '../registration.js';

/** One answer of the API as the fault tests look at it. */
export interface Answer {
  status: number;
  /** The parsed JSON body (null when the body is not JSON). */
  body: unknown;
  headers: Headers;
  /** How long the answer took, in ms. */
  ms: number;
}

/** A member as the fault tests drive one: over HTTP with a bearer token. */
export interface HttpMember {
  id: number;
  username: string;
  token: string;
}

/**
 * A request to a server under test. A network failure (the server was killed, the connection reset) rejects;
 * `timeoutMs` bounds the wait (a request that hangs is a failure of its own).
 */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body, headers: res.headers, ms: performance.now() - started };
}

/** Like `call`, but anything but `expected` is an error carrying the answer. */
export async function ok<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; expected?: number } = {},
): Promise<T> {
  const answer = await call(baseUrl, method, path, options);
  const expected = options.expected ?? 200;
  if (answer.status !== expected) {
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)} (expected ${expected})`);
  }
  return answer.body as T;
}

let counter = 0;

/** Registers an account and logs it in (the server's registration cap must allow it). */
export async function registerMember(baseUrl: string, prefix = 'fault'): Promise<HttpMember> {
  counter += 1;
  const username = `${prefix}${counter}_${Date.now().toString(36)}`;
  const password = `pw-${username}-secret`;
  await ok(baseUrl, 'POST', '/api/auth/register', {
    body: registrationBody(username, password),
  });
  const login = await ok<{ token: string; user: AccountUser }>(baseUrl, 'POST', '/api/auth/login', {
    body: { username, password },
  });
  return { id: login.user.id, username, token: login.token };
}
