import { appendFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbFingerprint } from './db-fingerprint.js';
import { hostileVariants, type OperationShape, type Variant } from './hostile-requests.js';
import type { Member } from './members.js';
import { ACCESS, type Rule } from './route-access.js';
import { createRouteApp, endPractice, keepSignedIn, validRequest, type RouteWorld } from './route-fixtures.js';
import { routeOperations } from './route-list.js';
import { TEST_ENGINE, type TestContext } from './test-app.js';

/*
 * Hostile input on every route, generated from the OpenAPI document (and the routes it hides: health, the web
 * shell, the API docs), sent as a visitor, as a member and (admin routes) as an admin, so that validation past
 * the auth check is reached: no answer is a 500, every refusal is `{ error }` in JSON, and a refused request
 * changes nothing (a trigger on every table counts the rows written: no refused request may write one). The
 * variants are fixed lists and seeded random values (see hostile-requests.ts): the same requests on every run.
 * The routes are split between the files src/platform/openapi-fuzz-N.api.test.ts.
 */
let ctx: TestContext;
let world: RouteWorld;
/** Rows written so far (see DbFingerprint.countWrites). */
let writes: () => Promise<number>;
let close: () => Promise<void>;

/** Routes that answer a browser with a page, not JSON: their refusals may be HTML. */
const answersHtml = (path: string) => path === '/{wild}' || path.startsWith('/api/docs');

interface Finding {
  route: string;
  as: string;
  variant: string;
  status: number;
  problem: string;
  body: string;
}

function problemOf(op: OperationShape, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return 'server error';
  if (res.statusCode < 400 || answersHtml(op.path)) return null;
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return 'refusal not JSON';
  try {
    const body = res.json<{ error?: unknown }>();
    return typeof body.error === 'string' && body.error.length > 0 ? null : 'refusal without error';
  } catch {
    return 'refusal not JSON';
  }
}

let sent = 0;

/** Each request from an address of its own: per-IP limits (admin password tries, writes) would answer most with 429. */
async function send(variant: Variant): Promise<LightMyRequestResponse> {
  sent += 1;
  return ctx.app.inject({
    remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    method: variant.method as 'GET',
    url: variant.url,
    headers: variant.headers,
    ...(variant.payload === undefined ? {} : { payload: variant.payload }),
  });
}

/**
 * Sends every variant as `as`; notes every 500, bad refusal and refusal that wrote a row (the triggers count every
 * row inserted, updated or deleted in any table, so no checksum of the tables is needed on top).
 */
async function runBatch(op: OperationShape, as: string, variants: Variant[], findings: Finding[]) {
  // Work a route leaves running after its answer (forgot-password's lookup, link and mail) is finished before the
  // rows are counted, so a later refusal is not blamed for it.
  const settled = async () => {
    await ctx.app.deps.accountRecovery.idle();
    return writes();
  };
  let written = await settled();
  for (const variant of variants) {
    let res: LightMyRequestResponse;
    try {
      res = await send(variant);
    } catch (err) {
      // The connection was dropped without an answer (e.g. a stream that failed half-way).
      findings.push({
        route: `${op.method} ${op.path}`,
        as,
        variant: variant.name,
        status: 0,
        problem: String(err),
        body: '',
      });
      continue;
    }
    // FUZZ_LOG=<file>: every request's route, caller, variant and answer, one a line (to see what a batch reached).
    if (process.env.FUZZ_LOG)
      appendFileSync(
        process.env.FUZZ_LOG,
        `${op.method} ${op.path}\t${as}\t${variant.name}\t${res.statusCode}\t${res.body.slice(0, 120).replace(/\s+/g, ' ')}\n`,
      );
    const note = (problem: string) =>
      findings.push({
        route: `${op.method} ${op.path}`,
        as,
        variant: variant.name,
        status: res.statusCode,
        problem,
        body: res.body.slice(0, 200),
      });
    const problem = problemOf(op, res);
    if (problem) note(problem);
    const refused = res.statusCode >= 400;
    const now = await settled();
    if (refused && now !== written) note(`refusal wrote ${now - written} rows`);
    written = now;
  }
}

/** The operations to fuzz: every registered route (the OpenAPI document's, and those it hides). */
function operations(): Array<OperationShape & { rule: Rule | undefined }> {
  // Deletions last (they use up the world's thread, reply, deck and product), replies before their thread.
  const order = (op: OperationShape) => (op.method === 'DELETE' ? 1 : 0);
  return routeOperations(ctx.app)
    .map((op) => ({ ...op, rule: ACCESS[op.key] }))
    .sort((a, b) => order(a) - order(b) || (order(a) ? a.path.localeCompare(b.path) : 0));
}

/**
 * Registers the file's tests for shard `shard` (1-based) of `of`: every `of`-th route of the sorted list, on an app
 * and database of the shard's own, so the shards run side by side and none is a long tail of the suite.
 */
export function fuzzShard(shard: number, of: number): void {
  beforeAll(async () => {
    ({ ctx, world, close } = await createRouteApp({ REGISTRATIONS_PER_HOUR: '1000000' }));
    writes = await (await DbFingerprint.of(ctx.db)).countWrites();
  }, 60_000);
  afterAll(async () => close?.());

  describe(`hostile input on every route, part ${shard} of ${of} (${TEST_ENGINE})`, () => {
    it('is refused with a 4xx { error } that changes nothing, never a 500', async () => {
      const started = Date.now();
      const writtenBefore = await writes();
      const findings: Finding[] = [];
      const ops = operations().filter((_op, i) => i % of === shard - 1);
      let requests = 0;
      let least = Infinity;
      for (const op of ops) {
        // The admin product page's password is its whole authorization: who sends it makes no difference.
        const callers: Array<[string, Member | null]> =
          op.rule === 'password'
            ? [['visitor with the password', null]]
            : [
                ['visitor', null],
                ['member', world.owner],
                ...(op.rule === 'admin' ? ([['admin', world.admin]] as Array<[string, Member]>) : []),
              ];
        for (const [as, member] of callers) {
          const caller = member ?? world.other;
          const base = validRequest(op, world, caller);
          if (op.path === '/{wild}') base.path.wild = 'fuzz-page';
          const variants = hostileVariants(op, base, member ? { ...member.headers } : {});
          least = Math.min(least, variants.length);
          requests += variants.length;
          await runBatch(op, as, variants, findings);
          if (member) await keepSignedIn(ctx.app, member);
          if (op.path === '/api/card/practice' && member) await endPractice(ctx.app, member);
        }
      }
      process.stdout.write(
        `openapi fuzz ${shard}/${of} (${TEST_ENGINE}): ${ops.length} routes, at least ${least} variants each, ${requests} requests, ${Date.now() - started} ms\n`,
      );
      expect(least).toBeGreaterThanOrEqual(30);
      // The write count is live: the requests that were let through wrote rows (dozens in each part).
      expect(await writes()).toBeGreaterThan(writtenBefore + 20);
      expect(findings).toEqual([]);
    }, 300_000);
  });
}
