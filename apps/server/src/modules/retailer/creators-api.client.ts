import type { Clock } from '../../platform/clock.js';
import {
  CREATORS_API_URL,
  credentialFlow,
  GET_ITEMS_MAX_IDS,
  GET_ITEMS_PATH,
  GET_ITEMS_RESOURCES,
  TOKEN_SCOPE,
  TOKEN_URLS,
  type GetItemsRequest,
  type GetItemsResponse,
  type TokenResponse,
} from './creators-api.wire.js';
import { mapCreatorsItem } from './creators-item.mapper.js';
import {
  RetailerUnavailableError,
  type RetailerItem,
  type RetailerItemError,
  type RetailerLookup,
  type RetailerProvider,
} from './retailer-provider.js';

export interface CreatorsApiClientOptions {
  credentialId: string;
  credentialSecret: string;
  /** e.g. 2.1 (North America), 2.2 (Europe), 2.3 (Far East), or a 3.x Login with Amazon credential. */
  credentialVersion: string;
  /** e.g. www.amazon.com */
  marketplace: string;
  partnerTag: string;
  /** API host; defaults to the real one. */
  apiUrl?: string;
  /** Token endpoint; defaults to the one of the credential version. */
  tokenUrl?: string;
  /** Request rate towards GetItems (default 1 a second, the API's documented default). */
  requestsPerSecond?: number;
  /** Per HTTP request (default 10 s). */
  timeoutMs?: number;
  /** Attempts per batch on 429, 5xx, timeouts and network errors (default 4). */
  maxAttempts?: number;
  /** First backoff step; it doubles per attempt, plus up to one step of jitter (default 1 s). */
  retryBaseMs?: number;
  /** Longest wait before a retry; a longer Retry-After gives the batch up (default 60 s). */
  maxRetryDelayMs?: number;
  /** Time: the throttle's and the backoff's waits, request timeouts, token expiry. */
  clock: Clock;
  random?: () => number;
  fetch?: typeof fetch;
  log?: { warn: (obj: object, msg: string) => void };
}

/** A token is renewed this long before it expires (at most half its lifetime). */
const TOKEN_RENEW_MARGIN_MS = 60_000;
const DEFAULT_TOKEN_LIFETIME_S = 3600;

type Attempt =
  | { kind: 'done'; lookup: RetailerLookup }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; problem: string; retryAfterMs: number | null }
  | { kind: 'failed'; problem: string };

/** A failure of the token endpoint that may pass (5xx, 429, timeout, network). */
class TransientTokenError extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** What an error body says: `errors[0].message`, a flat `message`, OAuth's `error`, or the start of the text. */
function bodyMessage(body: unknown, text: string): string {
  if (body && typeof body === 'object') {
    const b = body as GetItemsResponse & { error?: unknown; error_description?: unknown };
    const first = b.errors?.[0];
    if (first?.message) return first.message;
    if (first?.code) return first.code;
    if (typeof b.message === 'string' && b.message) return b.message;
    if (typeof b.error === 'string') return typeof b.error_description === 'string' ? b.error_description : b.error;
  }
  return text.trim().slice(0, 200);
}

function describeFetchError(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timed out';
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `could not be reached${cause}`;
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/**
 * Amazon Creators API client: OAuth 2.0 client-credentials token (fetched lazily, reused until shortly before it
 * expires, fetched anew once when the API answers 401), GetItems in batches of at most 10 ids, a request throttle,
 * and retries with exponential backoff and jitter (honouring Retry-After) on 429, 5xx, timeouts and network errors.
 */
export class CreatorsApiClient implements RetailerProvider {
  private readonly getItemsUrl: string;
  private readonly tokenUrl: string;
  private readonly flow: 'cognito' | 'lwa';
  private readonly intervalMs: number;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly fetch: typeof fetch;
  private token: { value: string; renewAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  /** When the next GetItems request may start. */
  private nextSlot = 0;

  constructor(private readonly options: CreatorsApiClientOptions) {
    const flow = credentialFlow(options.credentialVersion);
    const tokenUrl = options.tokenUrl ?? TOKEN_URLS[options.credentialVersion];
    if (!flow || !tokenUrl) throw new Error(`Unsupported Creators API credential version ${options.credentialVersion}`);
    this.flow = flow;
    this.tokenUrl = tokenUrl;
    this.getItemsUrl = `${(options.apiUrl ?? CREATORS_API_URL).replace(/\/+$/, '')}${GET_ITEMS_PATH}`;
    this.intervalMs = 1000 / (options.requestsPerSecond ?? 1);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 4);
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
    this.clock = options.clock;
    this.random = options.random ?? Math.random;
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /**
   * Looks up any number of ASINs, 10 per GetItems call. ASINs are upper-cased (as Amazon spells them) and asked
   * for once; every one ends in `items` or in `errors`, under its upper-case spelling.
   */
  async getItems(asins: string[]): Promise<RetailerLookup> {
    const unique = [...new Set(asins.map((a) => a.trim().toUpperCase()))].filter(Boolean);
    const result: RetailerLookup = { items: [], errors: [] };
    for (let i = 0; i < unique.length; i += GET_ITEMS_MAX_IDS) {
      const batch = await this.getBatch(unique.slice(i, i + GET_ITEMS_MAX_IDS));
      result.items.push(...batch.items);
      result.errors.push(...batch.errors);
    }
    return result;
  }

  private async getBatch(ids: string[]): Promise<RetailerLookup> {
    let attempts = 0;
    let reauthorized = false;
    for (;;) {
      attempts += 1;
      const outcome = await this.attempt(ids);
      switch (outcome.kind) {
        case 'done':
          return outcome.lookup;
        case 'failed':
          return allFailed(ids, outcome.problem);
        case 'unauthorized':
          // The token was revoked or expired early: fetch a new one, once.
          if (reauthorized) throw new RetailerUnavailableError('Retailer API refused the access token (401)');
          reauthorized = true;
          this.token = null;
          attempts -= 1;
          continue;
        case 'retry': {
          if (attempts >= this.maxAttempts) {
            return allFailed(ids, `${outcome.problem} (gave up after ${attempts} attempts)`);
          }
          if (outcome.retryAfterMs !== null && outcome.retryAfterMs > this.maxRetryDelayMs) {
            return allFailed(
              ids,
              `${outcome.problem} (asked to retry after ${Math.ceil(outcome.retryAfterMs / 1000)} s)`,
            );
          }
          const backoff = this.retryBaseMs * 2 ** (attempts - 1) + this.random() * this.retryBaseMs;
          const delay = outcome.retryAfterMs ?? Math.min(backoff, this.maxRetryDelayMs);
          this.options.log?.warn(
            { problem: outcome.problem, attempt: attempts, delayMs: Math.round(delay) },
            'retailer API retry',
          );
          await this.clock.sleep(delay);
        }
      }
    }
  }

  private async attempt(ids: string[]): Promise<Attempt> {
    let token: string;
    try {
      token = await this.accessToken();
    } catch (err) {
      if (err instanceof TransientTokenError) return { kind: 'retry', problem: err.message, retryAfterMs: null };
      throw err;
    }
    await this.throttle();
    const request: GetItemsRequest = {
      itemIds: ids,
      itemIdType: 'ASIN',
      partnerTag: this.options.partnerTag,
      marketplace: this.options.marketplace,
      resources: GET_ITEMS_RESOURCES,
    };
    let answer: PostAnswer;
    try {
      answer = await this.post(
        this.getItemsUrl,
        {
          authorization:
            this.flow === 'cognito' ? `Bearer ${token}, Version ${this.options.credentialVersion}` : `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'x-marketplace': this.options.marketplace,
        },
        JSON.stringify(request),
      );
    } catch (err) {
      return { kind: 'retry', problem: `Retailer API ${describeFetchError(err)}`, retryAfterMs: null };
    }
    const { status, retryAfter, text } = answer;
    const body = parseJson(text);
    if (status === 401) return { kind: 'unauthorized' };
    if (status === 403) {
      throw new RetailerUnavailableError(`Retailer API refused access (403): ${bodyMessage(body, text)}`);
    }
    if (status === 429 || status >= 500) {
      return {
        kind: 'retry',
        problem: `Retailer API answered ${status}`,
        retryAfterMs: parseRetryAfter(retryAfter, this.nowMs()),
      };
    }
    const parsed = body && typeof body === 'object' ? (body as GetItemsResponse) : null;
    // A batch of which no item was found answers 404 with the per-item errors.
    if (parsed && (status === 200 || (status === 404 && Array.isArray(parsed.errors)))) {
      return { kind: 'done', lookup: toLookup(ids, parsed) };
    }
    return { kind: 'failed', problem: `Retailer API answered ${status}: ${bodyMessage(body, text)}` };
  }

  private nowMs(): number {
    return this.clock.now().getTime();
  }

  /** POSTs within the request timeout and reads the whole answer; a network failure or the timeout throws. */
  private async post(url: string, headers: Record<string, string>, body: string): Promise<PostAnswer> {
    const timeout = this.timeoutSignal();
    try {
      const res = await this.fetch(url, { method: 'POST', headers, body, signal: timeout.signal });
      return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
    } finally {
      timeout.cancel();
    }
  }

  /** Aborts a request that takes longer than `timeoutMs` on the clock; cancel it once the request ended. */
  private timeoutSignal(): { signal: AbortSignal; cancel: () => void } {
    const controller = new AbortController();
    const timer = this.clock.setTimeout(
      () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
      this.timeoutMs,
    );
    return { signal: controller.signal, cancel: () => timer.cancel() };
  }

  /** Spaces request starts `1 / requestsPerSecond` apart, concurrent callers included. */
  private async throttle(): Promise<void> {
    const now = this.nowMs();
    const start = Math.max(now, this.nextSlot);
    this.nextSlot = start + this.intervalMs;
    if (start > now) await this.clock.sleep(start - now);
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.nowMs() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.requestToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const fields = {
      grant_type: 'client_credentials',
      client_id: this.options.credentialId,
      client_secret: this.options.credentialSecret,
      scope: TOKEN_SCOPE[this.flow],
    };
    let answer: PostAnswer;
    try {
      answer = await this.post(
        this.tokenUrl,
        {
          'content-type': this.flow === 'cognito' ? 'application/x-www-form-urlencoded' : 'application/json',
          accept: 'application/json',
        },
        this.flow === 'cognito' ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
      );
    } catch (err) {
      throw new TransientTokenError(`Retailer token endpoint ${describeFetchError(err)}`);
    }
    const { status, text } = answer;
    const body = parseJson(text) as TokenResponse | null;
    if (status === 429 || status >= 500) throw new TransientTokenError(`Retailer token endpoint answered ${status}`);
    if (status !== 200 || typeof body?.access_token !== 'string' || body.access_token === '') {
      throw new RetailerUnavailableError(
        `Retailer API refused the credentials (${status}: ${bodyMessage(body, text) || 'no access token'})`,
      );
    }
    const lifetimeMs =
      (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : DEFAULT_TOKEN_LIFETIME_S) * 1000;
    this.token = {
      value: body.access_token,
      renewAt: this.nowMs() + lifetimeMs - Math.min(TOKEN_RENEW_MARGIN_MS, lifetimeMs / 2),
    };
    return body.access_token;
  }
}

/** What a POST answered: its status, its Retry-After header and its body as text. */
interface PostAnswer {
  status: number;
  retryAfter: string | null;
  text: string;
}

function allFailed(ids: string[], message: string): RetailerLookup {
  return { items: [], errors: ids.map((asin) => ({ asin, message })) };
}

/** Matches the answer to the asked-for ids: found items, an error for each of the others. */
function toLookup(ids: string[], body: GetItemsResponse): RetailerLookup {
  const wanted = new Set(ids);
  const items: RetailerItem[] = [];
  for (const raw of body.itemsResult?.items ?? []) {
    const item = mapCreatorsItem(raw);
    if (item && wanted.has(item.asin) && !items.some((i) => i.asin === item.asin)) items.push(item);
  }
  const found = new Set(items.map((i) => i.asin));
  const apiErrors = body.errors ?? [];
  const errors: RetailerItemError[] = ids
    .filter((id) => !found.has(id))
    .map((asin) => {
      // Per-item errors name the item in their message ("The ItemId B0... is not accessible ...").
      const own = apiErrors.find((e) => e.message?.toUpperCase().includes(asin));
      return { asin, message: own?.message ?? 'Not returned by the retailer API' };
    });
  return { items, errors };
}
