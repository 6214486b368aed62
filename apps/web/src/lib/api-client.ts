import {
  defaultErrorCode,
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type ErrorCode,
  type HttpMethod,
  type Wire,
} from '@dd/contracts';
import { retryDelayMs } from './retry-policy';
import { clearSession, readToken } from './session-storage';

/**
 * A failed call: `message` is the server's `error` when it sent one, `code` what to branch on (the server's
 * `code`, else the one its status implies; 'unavailable' when the server could not be reached at all).
 */
export class ApiError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    message: string,
    readonly fromServer: boolean,
    code?: ErrorCode,
    /** The error answer's whole body (some carry more than the envelope, e.g. per-field messages). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? (status === 0 ? 'unavailable' : defaultErrorCode(status));
  }
}

/** How `call` sends, beyond the endpoint's own input. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Overrides the stored token (logout sends the token it is about to revoke). */
  token?: string | null;
  /** Lets the request outlive the page (leaving a queue as the tab closes). */
  keepalive?: boolean;
  /**
   * The product admin page's shared password, sent as `X-Admin-Password` (never in a URL). A 401 then means the
   * password, not the login, so the member's session is kept.
   */
  adminPassword?: string;
  /**
   * This write is safe to send twice (it changes nothing more the second time), so a 503 is retried as a read's
   * is (see retry-policy.ts). Reads are retried without it.
   */
  retryWrites?: boolean;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server renderer swaps in one that answers from the server itself.
let transport: Transport = (path, init) => fetch(path, init);
// The server renderer does not wait and retry: a refused call there renders the page without that data (the
// browser then loads it, retrying as it does), rather than holding the page's first byte for seconds.
let retries = true;

/** Server rendering only: where `call` sends its requests (the page's own relative paths, no browser). */
export function setApiTransport(next: Transport): void {
  transport = next;
  retries = false;
}

/** Waits `ms`, or until `signal` aborts (then rejects with its reason, as fetch would). */
function wait(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface Outgoing extends CallOptions {
  method: HttpMethod;
  body?: unknown;
}

function readJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The `code` of an error body, if it has one. */
function codeOf(data: unknown): string | undefined {
  return data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'string'
    ? (data as { code: string }).code
    : undefined;
}

/** Sends one request; a failed one (no answer, or a status other than 2xx) throws an ApiError. */
async function send(url: string, options: Outgoing): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token === undefined ? readToken() : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.adminPassword !== undefined) headers['x-admin-password'] = options.adminPassword;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // The browser sets the multipart boundary itself.
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const init: RequestInit = {
    method: options.method,
    headers,
    body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal ?? null,
    keepalive: options.keepalive,
  };
  let response: Response;
  let refusedText: string | null;
  for (let retriesSoFar = 0; ; retriesSoFar++) {
    try {
      response = await transport(url, init);
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') throw err;
      throw new ApiError(0, 'Network error', false);
    }
    if (response.ok) return response;
    // A 503's code says whether the server did anything with the request ('overloaded': it did not), which decides
    // whether a write may go again; its body is kept for the error should it not.
    refusedText = response.status === 503 ? await response.text().catch(() => '') : null;
    // A request leaving with the closing tab (keepalive) has no one to wait for it.
    const delay =
      retries && !options.keepalive
        ? retryDelayMs({
            method: options.method,
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            retriesSoFar,
            retryWrites: options.retryWrites,
            code: refusedText === null ? undefined : codeOf(readJson(refusedText)),
            nowMs: Date.now(),
          })
        : null;
    if (delay === null) break;
    // The refused answer's body is not needed; reading it frees the connection.
    if (refusedText === null) await response.text().catch(() => undefined);
    await wait(delay, init.signal ?? null);
  }
  // The stored token was revoked or expired: forget it, so the site shows the logged-out state.
  if (response.status === 401 && options.adminPassword === undefined && token && token === readToken()) clearSession();
  const data = readJson(refusedText ?? (await response.text()));
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const serverError = typeof body.error === 'string' ? body.error : null;
  throw new ApiError(
    response.status,
    serverError ?? `Request failed (${response.status})`,
    serverError !== null,
    // Taken as sent: the server answers with the contracts' codes, and checking against the full list would
    // cost the home page's first load bytes it does not have (a tab older than the server may see a code it
    // does not know, which then simply matches no branch).
    typeof body.code === 'string' ? (body.code as ErrorCode) : undefined,
    body,
  );
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The endpoint's URL for this input: path parameters filled in, the query appended. */
export function endpointUrl<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, string | number>; query?: unknown };
  return endpointPath(endpoint.path, params) + queryString(query);
}

/**
 * Sends a call and returns the answer as it came (for answers that are not JSON, like the CSV export); a failure
 * throws an ApiError as `call` does.
 */
export function callRaw<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}) {
  const { body, form } = input as { body?: unknown; form?: FormData };
  return send(endpointUrl(endpoint, input), { ...options, method: endpoint.method, body: form ?? body });
}

/**
 * One API call by its definition in @dd/contracts: the path, the query and the body come from `input`, the
 * bearer token from the session. In development and tests (where definitions keep their schemas) the answer
 * is checked against the definition, so a server that drifts from the contract fails loudly; the production
 * bundle carries no schemas and trusts the server.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResponse<E>> {
  const response = await callRaw(endpoint, input, options);
  const data = readJson(await response.text());
  const wire: Wire | false = endpoint.wire;
  // The bare flag (not only `wire`) lets the production build drop this branch and its message.
  if (__DD_WIRE_SCHEMAS__ && wire) {
    const schema = wire.responses[response.status as keyof Wire['responses']];
    const checked = schema?.safeParse(data);
    if (!checked?.success)
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered ${response.status} outside its contract: ${checked?.error.message ?? 'no schema for this status'}`,
      );
  }
  return data as EndpointResponse<E>;
}

/** The server's message when it gave one, else the screen's own fallback text from the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
