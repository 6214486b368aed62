import { ADMIN_TEXT, type Product } from '@dd/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCreatorsApi, type FakeCreatorsApi } from '../../../test/fake-creators-api.js';
import { refuseWrites } from '../../../test/refuse-writes.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { twoInstances } from '../../../test/two-instances.js';
import { loadConfig } from '../../config.js';
import { PRICE_MISSING_ASC } from '../catalog/catalog.mapper.js';
import { TestClock } from '../../../test/test-clock.js';
import { rowById } from '../../../test/rows.js';
import { createRetailerRefresher } from './create-retailer-refresher.js';
import { RETAILER_REFRESH_JOB } from './refresh-job.js';
import { LAST_REFRESH_KEY } from './retailer.repository.js';

let fake: FakeCreatorsApi;
let ctx: TestContext;
/** Time stands still unless a test moves it: the client's waits (throttle, backoff) pass at once. */
class WaitlessClock extends TestClock {
  override async sleep(): Promise<void> {}
}
const clock = new WaitlessClock('2026-05-01T10:00:00.000Z');
const nowIso = () => clock.now().toISOString();

/** Seeded Amazon products, by ASIN order (the order the refresh batches them in). */
let amazon: Array<{ id: string; asin: string }>;
/** Two seeded ASINs the retailer does not know. */
let unknown: Array<{ id: string; asin: string }>;
/** One product the retailer lists without an offer. */
let noOffer: { id: string; asin: string };

const retailer = () => {
  const r = ctx.app.deps.retailer;
  if (!r) throw new Error('retailer not configured');
  return r;
};
const product = async (id: string): Promise<Product> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Product;
};
const row = (id: string) => rowById(ctx.db, 'products', id);
const categoryKeys = (id: string) =>
  ctx.db.kysely
    .selectFrom('product_categories')
    .select(['price_asc', 'price_desc'])
    .where('product_id', '=', id)
    .execute();

/** The retailer's taxonomy: every seeded ASIN but the unknown ones, titled and priced by `round`. */
function stock(round: string) {
  amazon.forEach((p, i) => {
    if (unknown.includes(p)) return;
    fake.setItem({
      asin: p.asin,
      title: `${round} title ${p.asin}`,
      price: p === noOffer ? null : 10 + i + 0.49,
      images: [
        `https://m.media-amazon.com/images/I/${p.asin}-${round}.jpg`,
        `https://m.media-amazon.com/images/I/${p.asin}-b.jpg`,
      ],
      availability: i % 2 === 0 ? 'In Stock' : 'Usually ships within 2 to 3 days.',
    });
  });
}

beforeAll(async () => {
  fake = await startFakeCreatorsApi();
  ctx = await createTestApp({ seed: true, clock, env: fake.env({ RETAILER_REQUESTS_PER_SECOND: '1000' }) });
  amazon = (await ctx.db.kysely
    .selectFrom('products')
    .select(['id', 'asin'])
    .where('source', '=', 'amazon')
    .where('asin', 'is not', null)
    .orderBy('asin')
    .execute()) as Array<{ id: string; asin: string }>;
  expect(amazon.length).toBeGreaterThan(25);
  unknown = [amazon[3]!, amazon[amazon.length - 1]!];
  noOffer = amazon[5]!;
  stock('first');
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => fake.clearRecords());

describe('refreshAll', () => {
  it('updates every known Amazon product, 10 ASINs a call with one token, and reports the unknown ones', async () => {
    const before = await Promise.all(unknown.map((p) => row(p.id)));
    await clock.advance(60_000);
    const result = await retailer().refreshAll();

    expect(result.requested).toBe(amazon.length);
    expect(result.updated).toBe(amazon.length - unknown.length);
    expect(result.failed).toEqual(
      unknown.map((p) => ({ asin: p.asin, error: `The ItemId ${p.asin} is not accessible through the Creators API.` })),
    );
    expect(fake.tokenRequests).toHaveLength(1);
    const sizes = fake.batchSizes();
    expect(sizes.every((n) => n >= 1 && n <= 10)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(amazon.length);
    expect(sizes).toHaveLength(Math.ceil(amazon.length / 10));
    expect(fake.getItemsRequests[0]?.body).toMatchObject({
      partnerTag: 'dopaminedrops-20',
      marketplace: 'www.amazon.com',
    });

    const i = 6;
    const p = await product(amazon[i]!.id);
    expect(p).toMatchObject({
      name: `first title ${amazon[i]!.asin}`,
      price: 16.49,
      imageUrl: `https://m.media-amazon.com/images/I/${amazon[i]!.asin}-first.jpg`,
      images: [
        `https://m.media-amazon.com/images/I/${amazon[i]!.asin}-first.jpg`,
        `https://m.media-amazon.com/images/I/${amazon[i]!.asin}-b.jpg`,
      ],
      availability: 'In Stock',
      lastUpdated: nowIso(),
    });
    expect((await product(amazon[7]!.id)).availability).toBe('Usually ships within 2 to 3 days.');
    expect(await categoryKeys(amazon[i]!.id)).toEqual(expect.arrayContaining([{ price_asc: 1649, price_desc: 1649 }]));

    // Unknown ASINs are left exactly as they were.
    expect(await Promise.all(unknown.map((p) => row(p.id)))).toEqual(before);
  });

  it('an item without an offer loses its price (sorted last) but keeps a title and images', async () => {
    await retailer().refreshAll();
    const p = await product(noOffer.id);
    expect(p.price).toBeNull();
    expect(p.name).toBe(`first title ${noOffer.asin}`);
    expect((await row(noOffer.id)).price_asc).toBe(PRICE_MISSING_ASC);
    for (const keys of await categoryKeys(noOffer.id)) expect(keys.price_asc).toBe(PRICE_MISSING_ASC);
  });

  it('records when it last refreshed', async () => {
    await clock.advance(60_000);
    await retailer().refreshAll();
    const meta = await ctx.db.kysely
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', LAST_REFRESH_KEY)
      .executeTakeFirst();
    expect(meta?.value).toBe(nowIso());
  });

  it('clears the cached catalog, so lists show the new data', async () => {
    const target = amazon[8]!;
    const find = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/products' });
      return (res.json() as Product[]).find((p) => p._id === target.id)?.name;
    };
    expect(await find()).toBe(`first title ${target.asin}`); // now cached
    fake.setItem({ asin: target.asin, title: 'Renamed while cached', price: 5 });
    await retailer().refreshAll();
    expect(await find()).toBe('Renamed while cached');
  });

  it('a full refresh asked for while one runs joins it instead of running twice', async () => {
    const [a, b] = await Promise.all([retailer().refreshAll(), retailer().refreshAll()]);
    expect(a).toBe(b);
    expect(fake.batchSizes()).toHaveLength(Math.ceil(amazon.length / 10));
  });

  it('retries a throttled call and still updates everything', async () => {
    fake.failNext(1, 429, { retryAfter: '0' });
    fake.failNext(1, 503, { retryAfter: '0' });
    const result = await retailer().refreshAll();
    expect(result.updated).toBe(amazon.length - unknown.length);
    expect(fake.getItemsRequests.slice(0, 3).map((r) => r.status)).toEqual([429, 503, 200]);
  });

  it('a batch whose write fails is left entirely unchanged and reported; the other batches are written', async () => {
    // The 10th product of the second batch refuses the update, after the batch's first 9 rows were written.
    const batch = amazon.slice(10, 20);
    const victim = batch[9]!;
    const before = new Map(await Promise.all(batch.map(async (p) => [p.id, await row(p.id)] as const)));
    const lift = await refuseWrites(ctx.db, 'products', 'update', `NEW.id = '${victim.id}'`);
    stock('second');
    await clock.advance(60_000);
    try {
      const result = await retailer().refreshAll();
      expect(result.failed).toEqual(
        expect.arrayContaining(batch.map((p) => ({ asin: p.asin, error: 'Saving the retailer data failed' }))),
      );
      expect(result.updated).toBe(amazon.length - unknown.length - batch.length);
    } finally {
      await lift();
    }
    for (const p of batch) expect(await row(p.id)).toEqual(before.get(p.id));
    expect((await product(amazon[0]!.id)).name).toBe(`second title ${amazon[0]!.asin}`);
    expect((await product(amazon[25]!.id)).name).toBe(`second title ${amazon[25]!.asin}`);

    // With the trigger gone the next run writes that batch too.
    const again = await retailer().refreshAll();
    expect(again.updated).toBe(amazon.length - unknown.length);
    expect((await product(victim.id)).name).toBe(`second title ${victim.asin}`);
  });
});

describe('refreshOne', () => {
  it('refreshes the one product with that ASIN, in one call, whatever its case', async () => {
    const target = amazon[12]!;
    fake.setItem({ asin: target.asin, title: 'Just this one', price: 42, availability: 'In Stock' });
    await clock.advance(60_000);
    const result = await retailer().refreshOne(target.asin.toLowerCase());
    expect(result).toEqual({ requested: 1, updated: 1, failed: [] });
    expect(fake.batchSizes()).toEqual([1]);
    expect(await product(target.id)).toMatchObject({
      name: 'Just this one',
      price: 42,
      lastUpdated: nowIso(),
    });
    expect((await product(amazon[13]!.id)).name).not.toBe('Just this one');
  });

  it('reports an ASIN the retailer does not know and changes nothing', async () => {
    const target = unknown[0]!;
    const before = await row(target.id);
    const result = await retailer().refreshOne(target.asin);
    expect(result).toEqual({
      requested: 1,
      updated: 0,
      failed: [{ asin: target.asin, error: `The ItemId ${target.asin} is not accessible through the Creators API.` }],
    });
    expect(await row(target.id)).toEqual(before);
  });

  it('404s when no Amazon product has the ASIN', async () => {
    await expect(retailer().refreshOne('B0NOTHERE1')).rejects.toMatchObject({
      status: 404,
      message: ADMIN_TEXT.productNotFound,
    });
    expect(fake.getItemsRequests).toHaveLength(0);
  });
});

describe('the schedule', () => {
  const HOUR = 3_600_000;
  const START_DELAY = 30_000;

  const refreshes = () => fake.batchSizes().length / Math.ceil(amazon.length / 10);

  /** Options for an app (or two) with the scheduler on and a clock of its own, refreshing every `intervalHours`. */
  function scheduled(intervalHours: string) {
    const time = new WaitlessClock('2026-06-01T00:00:00.000Z');
    const env = fake.env({
      RETAILER_REQUESTS_PER_SECOND: '1000',
      SCHEDULER_ENABLED: 'true',
      // The games' sweepers would run every few seconds of the days these tests move through.
      SCHEDULER_JOBS: RETAILER_REFRESH_JOB,
      RETAILER_REFRESH_INTERVAL_HOURS: intervalHours,
    });
    return { time, options: { seed: true, clock: time, env } };
  }

  /**
   * Runs `test` against an app with the scheduler on and its own clock; `pass` moves that clock and waits for
   * the jobs, `setLastRefresh` dates the last full refresh before the schedule first looks at it.
   */
  async function withSchedule(
    intervalHours: string,
    test: (s: { app: TestContext; time: TestClock; pass: (ms: number) => Promise<void> }) => Promise<void>,
  ) {
    fake.clearRecords();
    const { time, options } = scheduled(intervalHours);
    const app = await createTestApp(options);
    const pass = async (ms: number) => {
      await time.advance(ms);
      await app.app.deps.scheduler.whenIdle();
    };
    try {
      await test({ app, time, pass });
    } finally {
      await app.close();
    }
  }
  const lastRefresh = (app: TestContext) =>
    app.db.kysely.selectFrom('app_meta').select('value').where('key', '=', LAST_REFRESH_KEY).executeTakeFirst();
  const setLastRefresh = (app: TestContext, at: Date) =>
    app.db.kysely.insertInto('app_meta').values({ key: LAST_REFRESH_KEY, value: at.toISOString() }).execute();

  it('refreshes 30 s after start when it never ran, then once every interval', () =>
    withSchedule('24', async ({ app, time, pass }) => {
      await pass(START_DELAY - 1);
      expect(refreshes()).toBe(0);
      await pass(1);
      expect(refreshes()).toBe(1);
      expect((await lastRefresh(app))?.value).toBe(time.now().toISOString());
      await pass(24 * HOUR - 1);
      expect(refreshes()).toBe(1);
      await pass(1);
      expect(refreshes()).toBe(2);
    }));

  it('runs soon after start when the last full refresh is older than the interval', () =>
    withSchedule('12', async ({ app, time, pass }) => {
      await setLastRefresh(app, new Date(time.now().getTime() - 13 * HOUR));
      await pass(START_DELAY);
      expect(refreshes()).toBe(1);
    }));

  it('waits until a recent last full refresh falls due', () =>
    withSchedule('12', async ({ app, time, pass }) => {
      await setLastRefresh(app, new Date(time.now().getTime() - 1 * HOUR));
      // One check at a time: the first looks 30 s after start and sets the next for when the refresh falls due.
      await pass(START_DELAY);
      await pass(11 * HOUR - START_DELAY - 1);
      expect(refreshes()).toBe(0);
      await pass(1);
      expect(refreshes()).toBe(1);
    }));

  it('two instances refresh once per interval between them', async () => {
    const { time, options } = scheduled('24');
    const cluster = await twoInstances(options);
    const pass = async (ms: number) => {
      await time.advance(ms);
      await cluster.whenIdle();
    };
    try {
      await pass(START_DELAY);
      expect(refreshes()).toBe(1);
      await pass(24 * HOUR - 1);
      expect(refreshes()).toBe(1);
      await pass(1);
      expect(refreshes()).toBe(2);
    } finally {
      await cluster.close();
    }
  });

  it('schedules nothing with an interval of 0', () =>
    withSchedule('0', async ({ app, pass }) => {
      await pass(START_DELAY);
      await pass(48 * HOUR);
      expect(refreshes()).toBe(0);
      const lease = await app.db.kysely
        .selectFrom('job_leases')
        .selectAll()
        .where('name', '=', RETAILER_REFRESH_JOB)
        .executeTakeFirst();
      expect(lease).toBeUndefined();
    }));
});

describe('configuration', () => {
  it('without credentials there is no retailer', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.deps.retailer).toBeNull();
      expect(plain.config.amazonCreators).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('reads the credentials, defaults the marketplace and the partner tag, and refuses a partial set', () => {
    const base = { DATA_DIR: ctx.dataDir, APP_SECRET: 'x'.repeat(32), ADMIN_PASSWORD: 'password1' };
    const config = loadConfig({ ...base, ...fake.env(), AFFILIATE_TAG: 'mytag-20' });
    expect(config.amazonCreators).toEqual({
      credentialId: fake.clientId,
      credentialSecret: fake.clientSecret,
      credentialVersion: '2.1',
      marketplace: 'www.amazon.com',
      partnerTag: 'mytag-20',
      apiUrl: fake.url,
      tokenUrl: fake.tokenUrl,
    });
    expect(config.retailerRequestsPerSecond).toBe(1);
    expect(loadConfig({ ...base, AMAZON_CREATORS_CREDENTIAL_ID: '' }).amazonCreators).toBeNull();
    expect(() => loadConfig({ ...base, AMAZON_CREATORS_CREDENTIAL_ID: 'id' })).toThrow(/set together/);
  });

  it('refuses to start with a credential version it does not know', () => {
    const config = loadConfig({
      DATA_DIR: ctx.dataDir,
      APP_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'password1',
      AMAZON_CREATORS_CREDENTIAL_ID: 'id',
      AMAZON_CREATORS_CREDENTIAL_SECRET: 's',
      AMAZON_CREATORS_CREDENTIAL_VERSION: '9.9',
    });
    expect(() =>
      createRetailerRefresher({ ...ctx.app.deps, log: ctx.app.log, catalog: ctx.app.deps.catalog, config }),
    ).toThrow(/AMAZON_CREATORS_CREDENTIAL_VERSION 9.9 is not a known credential version/);
  });

  it('refused credentials fail every product with the reason and change nothing', async () => {
    const other = await createTestApp({ env: fake.env({ AMAZON_CREATORS_CREDENTIAL_SECRET: 'wrong' }) });
    try {
      await other.app.deps.catalog.save({
        id: 'refresh-me',
        asin: amazon[0]!.asin,
        name: 'Old name',
        description: 'A product.',
        price: 9.99,
        imageUrl: '/catalog/x.svg',
        images: [],
        affiliateUrl: `https://www.amazon.com/dp/${amazon[0]!.asin}`,
        categories: ['tech'],
        source: 'amazon',
        dropDate: '2026-04-01T00:00:00.000Z',
      });
      const result = await other.app.deps.retailer!.refreshAll();
      expect(result).toEqual({
        requested: 1,
        updated: 0,
        failed: [{ asin: amazon[0]!.asin, error: 'Retailer API refused the credentials (400: invalid_client)' }],
      });
      const p = await other.app.inject({ method: 'GET', url: '/api/products/refresh-me' });
      expect(p.json()).toMatchObject({ name: 'Old name', price: 9.99 });
    } finally {
      await other.close();
    }
  });
});
