import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestContext } from '../../../server/test/test-app.js';

// E2E_WEB_DIST: a build of one's own (several people testing in one checkout must not rebuild each other's dist).
const webDist = process.env.E2E_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');

export interface RunningSite extends TestContext {
  baseUrl: string;
}

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server with a fresh seeded database and the built web app, on a free port. PUBLIC_URL is that
 * address: the push socket accepts only pages of the site's own origin.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const ctx = await createTestApp({ seed: true, env: { WEB_DIST: webDist, PUBLIC_URL: publicUrl, ...env } });
  await ctx.app.listen({ host: '127.0.0.1', port });
  return { ...ctx, baseUrl: publicUrl };
}
