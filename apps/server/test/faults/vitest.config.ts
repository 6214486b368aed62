import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * `npm run test:faults` only (not part of `npm test`): each file starts real servers, Redis and TCP proxies
 * as child processes and kills them, so the files run one after another.
 */
export default defineConfig({
  root,
  test: {
    name: 'faults',
    include: ['apps/server/test/faults/**/*.faults.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 150_000,
    fileParallelism: false,
  },
});
