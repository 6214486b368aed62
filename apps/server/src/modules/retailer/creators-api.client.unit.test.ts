import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeCreatorsApi, type FakeCatalogueItem, type FakeCreatorsApi } from '../../../test/fake-creators-api.js';
import { systemClock } from '../../platform/clock.js';
import { TestClock } from '../../../test/test-clock.js';
import { CreatorsApiClient, parseRetryAfter, type CreatorsApiClientOptions } from './creators-api.client.js';
import { RetailerUnavailableError } from './retailer-provider.js';

const known: FakeCatalogueItem[] = Array.from({ length: 20 }, (_, i) => ({
  asin: `B0TEST${String(i).padStart(4, '0')}`,
  title: `Test product ${i}`,
  price: 10 + i + 0.99,
  images: [`https://m.media-amazon.com/images/I/test${i}.jpg`, `https://m.media-amazon.com/images/I/test${i}b.jpg`],
}));
const asin = (i: number) => known[i]!.asin;

let fake: FakeCreatorsApi;

beforeAll(async () => {
  fake = await startFakeCreatorsApi({ items: known });
});
afterAll(async () => fake.close());
afterEach(() => fake.clearRecords());

/** Virtual time: sleeping moves it at once (throttle and backoff cost nothing); timers fire as it passes them. */
class VirtualClock extends TestClock {
  readonly sleeps: number[] = [];

  override async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    await this.advance(ms);
  }
}
const virtualClock = () => new VirtualClock('2023-11-14T22:13:20.000Z');

function client(options: Partial<CreatorsApiClientOptions> = {}, clock = virtualClock()) {
  return new CreatorsApiClient({
    credentialId: fake.clientId,
    credentialSecret: fake.clientSecret,
    credentialVersion: '2.1',
    marketplace: 'www.amazon.com',
    partnerTag: 'dopaminedrops-20',
    apiUrl: fake.url,
    tokenUrl: fake.tokenUrl,
    requestsPerSecond: 1,
    random: () => 0,
    clock,
    ...options,
  });
}

describe('token', () => {
  it('is fetched lazily with client credentials, then reused across calls', async () => {
    const api = client();
    expect(fake.tokenRequests).toHaveLength(0);
    await api.getItems([asin(0)]);
    await api.getItems([asin(1)]);
    await api.getItems([asin(2), asin(3)]);
    expect(fake.tokenRequests).toHaveLength(1);
    expect(fake.tokenRequests[0]).toMatchObject({
      status: 200,
      contentType: 'application/x-www-form-urlencoded',
      fields: {
        grant_type: 'client_credentials',
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        scope: 'creatorsapi/default',
      },
    });
    expect(fake.getItemsRequests.map((r) => r.status)).toEqual([200, 200, 200]);
    const sent = fake.getItemsRequests[2]!;
    expect(sent.authorization).toMatch(/^Bearer \S+, Version 2\.1$/);
    expect(sent.marketplaceHeader).toBe('www.amazon.com');
    expect(sent.body).toMatchObject({
      itemIds: [asin(2), asin(3)],
      itemIdType: 'ASIN',
      partnerTag: 'dopaminedrops-20',
      marketplace: 'www.amazon.com',
    });
    expect(sent.body?.resources).toEqual(
      expect.arrayContaining(['itemInfo.title', 'images.primary.large', 'offersV2.listings.price']),
    );
  });

  it('is fetched anew once it is about to expire', async () => {
    const clock = virtualClock();
    const api = client({}, clock);
    await api.getItems([asin(0)]);
    await clock.advance(30 * 60 * 1000);
    await api.getItems([asin(1)]);
    expect(fake.tokenRequests).toHaveLength(1);
    await clock.advance(30 * 60 * 1000); // the fake issues one-hour tokens
    await api.getItems([asin(2)]);
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.getItemsRequests.every((r) => r.status === 200)).toBe(true);
  });

  it('is fetched anew once when the API answers 401, and the call still succeeds', async () => {
    const api = client();
    await api.getItems([asin(0)]);
    fake.revokeTokens();
    const result = await api.getItems([asin(1)]);
    expect(result.items.map((i) => i.asin)).toEqual([asin(1)]);
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.getItemsRequests.map((r) => r.status)).toEqual([200, 401, 200]);
  });

  it('refused credentials stop the lookup with RetailerUnavailableError', async () => {
    const api = client({ credentialSecret: 'wrong' });
    await expect(api.getItems([asin(0), asin(1)])).rejects.toThrow(RetailerUnavailableError);
    await expect(api.getItems([asin(0)])).rejects.toThrow(/refused the credentials \(400: invalid_client\)/);
    expect(fake.getItemsRequests).toHaveLength(0);
  });

  it('3.x (Login with Amazon) credentials post JSON with their scope and send a plain bearer header', async () => {
    const api = client({ credentialVersion: '3.1' });
    const result = await api.getItems([asin(4)]);
    expect(result.items).toHaveLength(1);
    expect(fake.tokenRequests[0]).toMatchObject({
      contentType: 'application/json',
      fields: { scope: 'creatorsapi::default', grant_type: 'client_credentials' },
    });
    expect(fake.getItemsRequests[0]!.authorization).toMatch(/^Bearer [^\s,]+$/);
  });

  it('an unknown credential version without a token URL is refused up front', () => {
    expect(() => client({ credentialVersion: '9.1', tokenUrl: undefined })).toThrow(/Unsupported/);
  });
});

describe('GetItems', () => {
  it('asks for 23 ids in batches of 10, 10 and 3, and reports the unknown ones per item', async () => {
    const unknown = ['B0NOPE0001', 'B0NOPE0002', 'B0NOPE0003'];
    const ids = [...known.map((k) => k.asin), ...unknown];
    const result = await client({ requestsPerSecond: 1000 }).getItems(ids);
    expect(fake.batchSizes()).toEqual([10, 10, 3]);
    expect(result.items.map((i) => i.asin)).toEqual(known.map((k) => k.asin));
    expect(result.errors).toEqual(
      unknown.map((a) => ({ asin: a, message: `The ItemId ${a} is not accessible through the Creators API.` })),
    );
    expect(result.items[3]).toEqual({
      asin: asin(3),
      name: 'Test product 3',
      images: known[3]!.images,
      price: 13.99,
      availability: 'In Stock',
    });
  });

  it('a batch of only unknown items (404 with errors) is reported per item, not retried', async () => {
    const result = await client().getItems(['B0NOPE0009']);
    expect(result.items).toEqual([]);
    expect(result.errors).toEqual([
      { asin: 'B0NOPE0009', message: 'The ItemId B0NOPE0009 is not accessible through the Creators API.' },
    ]);
    expect(fake.getItemsRequests.map((r) => r.status)).toEqual([404]);
  });

  it('asks for each ASIN once, whatever its case', async () => {
    const result = await client().getItems([asin(5), asin(5).toLowerCase(), asin(6)]);
    expect(fake.batchSizes()).toEqual([2]);
    expect(result.items.map((i) => i.asin)).toEqual([asin(5), asin(6)]);
  });
});

describe('retries', () => {
  it('429 is retried after the Retry-After the API asked for', async () => {
    const clock = virtualClock();
    fake.failNext(1, 429, { retryAfter: '3' });
    const result = await client({}, clock).getItems([asin(0)]);
    expect(result.items).toHaveLength(1);
    expect(fake.getItemsRequests.map((r) => r.status)).toEqual([429, 200]);
    expect(clock.sleeps).toContain(3000);
  });

  it('5xx is retried with exponential backoff', async () => {
    const clock = virtualClock();
    fake.failNext(2, 500);
    const result = await client({ requestsPerSecond: 1000 }, clock).getItems([asin(0), asin(1)]);
    expect(result.items).toHaveLength(2);
    expect(result.errors).toEqual([]);
    expect(fake.getItemsRequests.map((r) => r.status)).toEqual([500, 500, 200]);
    // random() is 0 here, so no jitter: 1 s, then 2 s (throttle waits of 1 ms aside).
    expect(clock.sleeps.filter((ms) => ms >= 100)).toEqual([1000, 2000]);
  });

  it('jitter adds up to one backoff step', async () => {
    const clock = virtualClock();
    fake.failNext(1, 503);
    await client({ requestsPerSecond: 1000, random: () => 0.5 }, clock).getItems([asin(0)]);
    expect(clock.sleeps.filter((ms) => ms >= 100)).toEqual([1500]);
  });

  it('a batch that keeps failing is reported per item after the last attempt, and the next batch still runs', async () => {
    fake.failNext(4, 503);
    const ids = known.slice(0, 12).map((k) => k.asin);
    const result = await client({ maxAttempts: 4 }).getItems(ids);
    expect(fake.getItemsRequests.map((r) => r.status)).toEqual([503, 503, 503, 503, 200]);
    expect(result.errors).toEqual(
      ids.slice(0, 10).map((a) => ({ asin: a, message: 'Retailer API answered 503 (gave up after 4 attempts)' })),
    );
    expect(result.items.map((i) => i.asin)).toEqual(ids.slice(10));
  });

  it('a Retry-After longer than the longest wait gives the batch up at once', async () => {
    fake.failNext(1, 429, { retryAfter: '3600' });
    const result = await client().getItems([asin(0)]);
    expect(result.errors[0]?.message).toBe('Retailer API answered 429 (asked to retry after 3600 s)');
    expect(fake.getItemsRequests).toHaveLength(1);
  });

  it('a request that times out on the clock is retried', async () => {
    const clock = virtualClock();
    const api = client({ timeoutMs: 100, requestsPerSecond: 1000 }, clock);
    await api.getItems([asin(6)]); // the token is fetched and kept
    fake.stallNext(1, 1000);
    const pending = api.getItems([asin(7)]);
    // The stalled request's timeout is the one timer; when the clock passes it, the request is given up.
    await vi.waitFor(() => expect(clock.pendingTimers).toBe(1));
    await clock.advance(100);
    const result = await pending;
    expect(result.items.map((i) => i.asin)).toEqual([asin(7)]);
    expect(result.errors).toEqual([]);
    expect(clock.sleeps.filter((ms) => ms >= 100)).toEqual([1000]);
  });

  it('an unreachable API is reported per item after the attempts', async () => {
    const api = client({ apiUrl: 'http://127.0.0.1:9', maxAttempts: 2 });
    const result = await api.getItems([asin(0)]);
    expect(result.errors).toEqual([
      {
        asin: asin(0),
        message: expect.stringMatching(/^Retailer API could not be reached.*\(gave up after 2 attempts\)$/),
      },
    ]);
  });
});

describe('throttle', () => {
  it('spaces request starts 1 / requestsPerSecond apart', async () => {
    const clock = virtualClock();
    const starts: number[] = [];
    const api = client(
      {
        requestsPerSecond: 2,
        fetch: (input, init) => {
          if (String(input).endsWith('/getItems')) starts.push(clock.now().getTime());
          return fetch(input, init);
        },
      },
      clock,
    );
    await api.getItems(known.map((k) => k.asin)); // 2 requests
    await api.getItems([asin(0)]); // a third
    const first = starts[0]!;
    expect(starts.map((t) => t - first)).toEqual([0, 500, 1000]);
  });

  it('defaults to one request a second', async () => {
    const clock = virtualClock();
    const api = client({ requestsPerSecond: undefined }, clock);
    await api.getItems([asin(0)]);
    await api.getItems([asin(1)]);
    expect(clock.sleeps).toEqual([1000]);
  });

  it('keeps concurrent callers apart too, and they share one token request', async () => {
    // Time stands still here, so each waiter's sleep is its distance from now.
    const sleeps: number[] = [];
    const api = client({
      clock: { ...systemClock, now: () => new Date(0), sleep: async (ms: number) => void sleeps.push(ms) },
    });
    await Promise.all([api.getItems([asin(0)]), api.getItems([asin(1)]), api.getItems([asin(2)])]);
    expect(sleeps.sort((a, b) => a - b)).toEqual([1000, 2000]);
    expect(fake.tokenRequests).toHaveLength(1);
  });
});

describe('the fake server', () => {
  it('rejects more than 10 item ids with 400, like the real API', async () => {
    const tokenRes = await fetch(fake.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        scope: 'creatorsapi/default',
      }).toString(),
    });
    const { access_token: token } = (await tokenRes.json()) as { access_token: string };
    const res = await fetch(`${fake.url}/catalog/v1/getItems`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}, Version 2.1`,
        'content-type': 'application/json',
        'x-marketplace': 'www.amazon.com',
      },
      body: JSON.stringify({
        itemIds: known.slice(0, 11).map((k) => k.asin),
        itemIdType: 'ASIN',
        partnerTag: 'dopaminedrops-20',
        marketplace: 'www.amazon.com',
        resources: ['itemInfo.title'],
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe('InvalidParameterValue');
  });

  it('answers 401 without a valid bearer token', async () => {
    const res = await fetch(`${fake.url}/catalog/v1/getItems`, {
      method: 'POST',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json', 'x-marketplace': 'www.amazon.com' },
      body: JSON.stringify({ itemIds: [asin(0)], partnerTag: 't', marketplace: 'www.amazon.com' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('Fri, 01 May 2026 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Fri, 01 May 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
  });
});
