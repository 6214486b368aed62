/**
 * Prints the server's OpenAPI document (`GET /api/docs/json`), keys sorted, so two versions diff line by line:
 * `node --import tsx scripts/dump-openapi.ts > before.json`, change the routes, run again and diff.
 */
import { createTestApp } from '../apps/server/test/test-app.js';

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, sorted(inner)]),
    );
  return value;
}

const ctx = await createTestApp();
try {
  const doc: unknown = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  process.stdout.write(`${JSON.stringify(sorted(doc), null, 2)}\n`);
} finally {
  await ctx.close();
}
