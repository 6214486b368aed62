import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestContext } from '../../../server/test/test-app.js';

// E2E_WEB_DIST: a build of one's own (several people testing in one checkout must not rebuild each other's dist).
const webDist = process.env.E2E_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export interface RunningSite extends TestContext {
  baseUrl: string;
}

/** The real server with a fresh seeded database and the built web app, on a free port. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const ctx = await createTestApp({ seed: true, env: { WEB_DIST: webDist, ...env } });
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...ctx, baseUrl: address };
}
