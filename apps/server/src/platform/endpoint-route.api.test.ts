import * as contracts from '@dd/contracts';
import type { Endpoint } from '@dd/contracts';
import { describe, expect, it } from 'vitest';
import { fastifyPath, registeredRoutes, routeKey } from '../../test/route-list.js';
import { appPerFile } from '../../test/test-app.js';

const ctx = appPerFile();

function isEndpoint(value: unknown): value is Endpoint {
  return !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'wire' in value;
}

/** Every definition of every `<area>Endpoints` group @dd/contracts exports. */
const definitions = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>).filter(isEndpoint))
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
  .sort();

// Served outside the definitions on purpose: the API document's own pages and the push socket's upgrade.
const notACall = (key: string) => key.startsWith('GET /api/docs') || key === 'GET /api/realtime';

describe('endpoint definitions', () => {
  it('define every call the API document lists, each once', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${fastifyPath(path)}`))
      .sort();
    expect(new Set(definitions).size).toBe(definitions.length);
    expect(definitions).toEqual(documented);
  });

  it('leave no route under /api/ that is served without one', () => {
    const served = registeredRoutes(ctx.app)
      .map(routeKey)
      .filter((key) => key.includes(' /api/') && !notACall(key));
    expect(served.filter((key) => !definitions.includes(key))).toEqual([]);
  });
});
