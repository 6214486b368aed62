import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Two groups. The first runs two files at a time: unit and API (each API file builds its own app on its own
 * database). Vitest's default is one worker less than the cores, one on a 2-core CI machine. The second runs one
 * file at a time: the browser tests (each file's Chromium keeps a core busy: two at once made every file about
 * twice as slow, and some timed out) and the cluster (server processes behind nginx).
 */
const PARALLEL = { sequence: { groupOrder: 0 }, maxWorkers: 2 };

/**
 * Browser files `npm test` (and so CI) leaves out, run with the rest by `npm run test:e2e` (E2E_ALL=1): the admin and
 * moderation screens, profiles, fair-play screens, replays, the deck pages, newsletter, drops, the forum's live and
 * paged views, the static pages, blog, search, the memory game, the account pages (recovery, sessions, deletion,
 * data export, the login's device), the games' layout at both widths, the forum's script payloads, the card lobby's queues and invitations and the product page's gallery, gamble and giveaway. The whole browser suite takes about 24 minutes of a 2-core machine's CPU, more than CI's
 * 25-minute budget leaves beside the unit, API (both engines), cluster and fault tests; the API suite covers these
 * screens' server side, and the accessibility and hydration walks still load each of their pages.
 */
const EXTENDED_E2E = [
  'admin-screens',
  'taxonomy-admin',
  'product-admin',
  'moderation',
  'fair-play',
  'profile',
  'forum-live',
  'forum-pages',
  'card-replay',
  'card-decks',
  'deck-builder',
  'newsletter',
  'drops',
  'pages',
  'blog',
  'search',
  'memory-game',
  'account-recovery',
  'account-sessions',
  'account-deletion',
  'account-data',
  'login-device',
  'game-layout',
  'forum-xss',
  'card-lobby',
  'product',
].map((name) => `apps/web/e2e/${name}.e2e.ts`);
const allBrowserFiles = process.env.E2E_ALL === '1';
const ALONE = { sequence: { groupOrder: 1 }, maxWorkers: 1 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Pure tests share no state between files, so one module graph per worker serves them all: most of
          // the unit suite's time was spent starting a fresh one for every file.
          isolate: false,
          ...PARALLEL,
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: ['apps/server/src/**/*.api.test.ts'],
          env: { TEST_ENGINE: 'sqlite' },
          testTimeout: 20_000,
          // Starting a seeded app beside another file's work can pass the default 10 s on a busy 2-core machine.
          hookTimeout: 30_000,
          // Each file builds its own app on its own fresh database, so files share nothing but the modules'
          // code: loading the server once per worker instead of once per file saves most of the suite's time.
          isolate: false,
          ...PARALLEL,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/server/src/**/*.api.test.ts'],
                env: { TEST_ENGINE: 'postgres' },
                testTimeout: 20_000,
                hookTimeout: 30_000,
                isolate: false,
                ...PARALLEL,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          exclude: allBrowserFiles ? [] : EXTENDED_E2E,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As for the API suites: each file starts its own server and browser; the code is loaded once.
          isolate: false,
          ...ALONE,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                // Server processes behind nginx on PostgreSQL and Redis (apps/server/cluster): one file at a time.
                name: 'cluster',
                include: ['apps/server/cluster/**/*.cluster.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 180_000,
                ...ALONE,
              },
            },
          ]
        : []),
    ],
  },
});
