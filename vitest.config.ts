import { defineConfig } from 'vitest/config';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

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
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: ['apps/server/src/**/*.api.test.ts'],
          env: { TEST_ENGINE: 'sqlite' },
          testTimeout: 20_000,
          // Each file builds its own app on its own fresh database, so files share nothing but the modules'
          // code: loading the server once per worker instead of once per file saves most of the suite's time.
          isolate: false,
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
                isolate: false,
              },
            },
          ]
        : []),
      ...(withPostgres
        ? [
            {
              test: {
                // Server processes behind nginx on PostgreSQL and Redis (apps/server/cluster): one file at a time.
                name: 'cluster',
                include: ['apps/server/cluster/**/*.cluster.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 180_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // As for the API suites: each file starts its own server and browser; the code is loaded once.
          isolate: false,
        },
      },
    ],
  },
});
