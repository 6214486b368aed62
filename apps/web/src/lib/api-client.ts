import { defaultErrorCode, type ErrorCode } from '@dd/contracts';
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
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code ?? (status === 0 ? 'unavailable' : defaultErrorCode(status));
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, or sent as it is when it is FormData (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the stored token (logout sends the token it is about to revoke). */
  token?: string | null;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server renderer swaps in one that answers from the server itself.
let transport: Transport = (path, init) => fetch(path, init);

/** Server rendering only: where `api` sends its requests (the page's own relative paths, no browser). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** JSON calls to the API; sends the bearer token when one is stored (storefront spec section 7). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token === undefined ? readToken() : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  // The browser sets the multipart boundary itself.
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error', false);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    // The stored token was revoked or expired: forget it, so the site shows the logged-out state.
    if (response.status === 401 && token && token === readToken()) clearSession();
    const body = data && typeof data === 'object' ? (data as { error?: unknown; code?: unknown }) : {};
    const serverError = typeof body.error === 'string' ? body.error : null;
    throw new ApiError(
      response.status,
      serverError ?? `Request failed (${response.status})`,
      serverError !== null,
      // Taken as sent: the server answers with the contracts' codes, and checking against the full list would
      // cost the home page's first load bytes it does not have (a tab older than the server may see a code it
      // does not know, which then simply matches no branch).
      typeof body.code === 'string' ? (body.code as ErrorCode) : undefined,
    );
  }
  return data as T;
}

/** The server's message when it gave one, else the screen's own fallback text from the spec. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}
