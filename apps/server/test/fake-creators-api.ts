import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Amazon Creators API, speaking its wire format (see
 * apps/server/src/modules/retailer/creators-api.wire.ts): an OAuth 2.0 client-credentials token endpoint
 * (form-encoded like Cognito for 2.x credentials, JSON like Login with Amazon for 3.x) and
 * `POST /catalog/v1/getItems`, which checks the bearer token, the marketplace header and the batch size, answers
 * what was asked for in `resources`, and reports unknown items as `ItemNotAccessible` errors. It can be told to
 * fail the next requests (429 with Retry-After, 5xx, or a stall) and records what it was sent.
 */

export interface FakeCatalogueItem {
  asin: string;
  title: string;
  /** Dollars; null or absent: the item has no offer. */
  price?: number | null;
  /** Primary image first, then the variants. */
  images?: string[];
  /** Offer availability message; default "In Stock". */
  availability?: string;
}

export interface FakeCreatorsApiOptions {
  clientId?: string;
  clientSecret?: string;
  /** `expires_in` of issued tokens (default 3600). */
  tokenLifetimeSeconds?: number;
  items?: FakeCatalogueItem[];
}

export interface RecordedGetItems {
  status: number;
  authorization: string | undefined;
  marketplaceHeader: string | undefined;
  itemIds: string[];
  body: Record<string, unknown> | null;
}

export interface RecordedTokenRequest {
  status: number;
  contentType: string | undefined;
  fields: Record<string, string>;
}

export interface FakeCreatorsApi {
  /** Base URL: the API host (AMAZON_CREATORS_API_URL). */
  url: string;
  /** The token endpoint (AMAZON_CREATORS_TOKEN_URL). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Environment for createTestApp pointing the app at this server. */
  env(extra?: Record<string, string>): Record<string, string>;
  setItem(item: FakeCatalogueItem): void;
  removeItem(asin: string): void;
  /** The next `times` GetItems requests answer `status` (with `Retry-After` when given) before anything is checked. */
  failNext(times: number, status: number, options?: { retryAfter?: string }): void;
  /** The next `times` GetItems requests answer only after `ms` (to trip client timeouts). */
  stallNext(times: number, ms: number): void;
  /** Every token issued so far stops working (the next GetItems answers 401). */
  revokeTokens(): void;
  tokenRequests: RecordedTokenRequest[];
  getItemsRequests: RecordedGetItems[];
  /** Item counts of the GetItems requests that were answered with items or item errors. */
  batchSizes(): number[];
  /** Forgets the recorded requests. */
  clearRecords(): void;
  close(): Promise<void>;
}

const MAX_IDS = 10;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): number {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
  return status;
}

const invalidParameter = (message: string) => ({ errors: [{ code: 'InvalidParameterValue', message }] });

function itemJson(item: FakeCatalogueItem, resources: Set<string>, partnerTag: string): Record<string, unknown> {
  const out: Record<string, unknown> = {
    asin: item.asin,
    detailPageURL: `https://www.amazon.com/dp/${item.asin}?tag=${encodeURIComponent(partnerTag)}`,
  };
  if (resources.has('itemInfo.title')) {
    out.itemInfo = { title: { displayValue: item.title, label: 'Title', locale: 'en_US' } };
  }
  const [primary, ...variants] = item.images ?? [];
  const image = (url: string) => ({ large: { url, height: 500, width: 500 } });
  const images: Record<string, unknown> = {};
  if (primary && resources.has('images.primary.large')) images.primary = image(primary);
  if (variants.length > 0 && resources.has('images.variants.large')) images.variants = variants.map(image);
  if (Object.keys(images).length > 0) out.images = images;
  const wantsOffers = [...resources].some((r) => r.startsWith('offersV2.listings.'));
  if (wantsOffers && item.price !== null && item.price !== undefined) {
    const listing: Record<string, unknown> = {};
    if (resources.has('offersV2.listings.price')) {
      listing.price = {
        money: { amount: item.price, currency: 'USD', displayAmount: `$${item.price.toFixed(2)}` },
      };
    }
    if (resources.has('offersV2.listings.availability')) {
      const message = item.availability ?? 'In Stock';
      listing.availability = {
        type: message === 'In Stock' ? 'IN_STOCK' : 'AVAILABLE_DATE',
        message,
        minOrderQuantity: 1,
        maxOrderQuantity: 10,
      };
    }
    if (resources.has('offersV2.listings.isBuyBoxWinner')) listing.isBuyBoxWinner = true;
    out.offersV2 = { listings: [listing] };
  }
  return out;
}

export async function startFakeCreatorsApi(options: FakeCreatorsApiOptions = {}): Promise<FakeCreatorsApi> {
  const clientId = options.clientId ?? 'fake-credential-id';
  const clientSecret = options.clientSecret ?? 'fake-credential-secret';
  const lifetime = options.tokenLifetimeSeconds ?? 3600;
  const taxonomy = new Map((options.items ?? []).map((i) => [i.asin.toUpperCase(), i]));
  const tokens = new Map<string, number>();
  const failures: Array<{ status: number; retryAfter?: string }> = [];
  const stalls: number[] = [];
  const tokenRequests: RecordedTokenRequest[] = [];
  const getItemsRequests: RecordedGetItems[] = [];

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const contentType = req.headers['content-type'];
    let fields: Record<string, string> = {};
    if (contentType?.startsWith('application/x-www-form-urlencoded')) {
      fields = Object.fromEntries(new URLSearchParams(raw));
    } else if (contentType?.startsWith('application/json')) {
      try {
        fields = JSON.parse(raw) as Record<string, string>;
      } catch {
        fields = {};
      }
    }
    const record = (status: number) => tokenRequests.push({ status, contentType, fields });
    if (fields.grant_type !== 'client_credentials') {
      record(send(res, 400, { error: 'unsupported_grant_type' }));
      return;
    }
    if (fields.client_id !== clientId || fields.client_secret !== clientSecret) {
      record(send(res, 400, { error: 'invalid_client' }));
      return;
    }
    const expectedScope = contentType?.startsWith('application/json') ? 'creatorsapi::default' : 'creatorsapi/default';
    if (fields.scope !== expectedScope) {
      record(send(res, 400, { error: 'invalid_scope' }));
      return;
    }
    const value = randomBytes(24).toString('base64url');
    tokens.set(value, Date.now() + lifetime * 1000);
    record(send(res, 200, { access_token: value, expires_in: lifetime, token_type: 'Bearer' }));
  }

  async function getItems(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: Record<string, unknown> | null = null;
    try {
      const parsed = JSON.parse(raw) as unknown;
      body =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    const authorization = req.headers.authorization;
    const marketplaceHeader = req.headers['x-marketplace'] as string | undefined;
    const itemIds = Array.isArray(body?.itemIds) ? (body.itemIds as unknown[]).map(String) : [];
    const record = (status: number) =>
      getItemsRequests.push({ status, authorization, marketplaceHeader, itemIds, body });

    const stall = stalls.shift();
    if (stall !== undefined) await new Promise((r) => setTimeout(r, stall));
    if (res.destroyed) return void record(0);
    const failure = failures.shift();
    if (failure) {
      const headers: Record<string, string> =
        failure.retryAfter !== undefined ? { 'retry-after': failure.retryAfter } : {};
      const message = failure.status === 429 ? 'Rate exceeded' : 'We encountered an internal error. Please try again.';
      const type = failure.status === 429 ? 'ThrottleException' : 'InternalFailure';
      return void record(send(res, failure.status, { message, type }, headers));
    }
    // `Bearer <token>, Version <v>` (2.x credentials) or `Bearer <token>` (3.x).
    const match = /^Bearer ([^\s,]+)(?:, Version \d+\.\d+)?$/.exec(authorization ?? '');
    const expires = match ? tokens.get(match[1]!) : undefined;
    if (expires === undefined || expires < Date.now()) {
      return void record(send(res, 401, { message: 'Unauthorized', type: 'UnauthorizedException' }));
    }
    if (!body) return void record(send(res, 400, invalidParameter('The request body is not valid JSON.')));
    if (!marketplaceHeader || (body.marketplace !== undefined && body.marketplace !== marketplaceHeader)) {
      return void record(send(res, 400, invalidParameter('The x-marketplace header is missing or does not match.')));
    }
    if (typeof body.partnerTag !== 'string' || body.partnerTag === '') {
      return void record(
        send(res, 400, {
          errors: [{ code: 'InvalidPartnerTag', message: 'The partner tag is invalid or not present.' }],
        }),
      );
    }
    if (!Array.isArray(body.itemIds) || itemIds.length === 0) {
      return void record(
        send(res, 400, invalidParameter('The value [] provided in the request for ItemIds is invalid.')),
      );
    }
    if (itemIds.length > MAX_IDS) {
      return void record(
        send(
          res,
          400,
          invalidParameter(
            `The value provided in the request for ItemIds has ${itemIds.length} values; the maximum is ${MAX_IDS}.`,
          ),
        ),
      );
    }
    if (body.itemIdType !== undefined && body.itemIdType !== 'ASIN') {
      return void record(send(res, 400, invalidParameter('The value provided for ItemIdType is invalid.')));
    }
    const resources = new Set(Array.isArray(body.resources) ? (body.resources as unknown[]).map(String) : []);
    const items: Record<string, unknown>[] = [];
    const errors: Array<{ code: string; message: string }> = [];
    for (const id of itemIds) {
      const item = taxonomy.get(id.toUpperCase());
      if (item) items.push(itemJson(item, resources, body.partnerTag));
      else {
        errors.push({
          code: 'ItemNotAccessible',
          message: `The ItemId ${id} is not accessible through the Creators API.`,
        });
      }
    }
    if (items.length === 0) return void record(send(res, 404, { errors }));
    record(send(res, 200, { itemsResult: { items }, ...(errors.length > 0 ? { errors } : {}) }));
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    const handler =
      req.method === 'POST' && path === '/oauth2/token'
        ? token
        : req.method === 'POST' && path === '/catalog/v1/getItems'
          ? getItems
          : null;
    if (!handler) {
      send(res, 404, { message: 'Not found' });
      return;
    }
    handler(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { message: String(err) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tokenUrl = `${url}/oauth2/token`;

  return {
    url,
    tokenUrl,
    clientId,
    clientSecret,
    env: (extra = {}) => ({
      AMAZON_CREATORS_CREDENTIAL_ID: clientId,
      AMAZON_CREATORS_CREDENTIAL_SECRET: clientSecret,
      AMAZON_CREATORS_CREDENTIAL_VERSION: '2.1',
      AMAZON_CREATORS_API_URL: url,
      AMAZON_CREATORS_TOKEN_URL: tokenUrl,
      ...extra,
    }),
    setItem: (item) => void taxonomy.set(item.asin.toUpperCase(), item),
    removeItem: (asin) => void taxonomy.delete(asin.toUpperCase()),
    failNext: (times, status, opts = {}) => {
      for (let i = 0; i < times; i++) failures.push({ status, ...opts });
    },
    stallNext: (times, ms) => {
      for (let i = 0; i < times; i++) stalls.push(ms);
    },
    revokeTokens: () => tokens.clear(),
    tokenRequests,
    getItemsRequests,
    batchSizes: () => getItemsRequests.filter((r) => r.status === 200 || r.status === 404).map((r) => r.itemIds.length),
    clearRecords: () => {
      tokenRequests.length = 0;
      getItemsRequests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
