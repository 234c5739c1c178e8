import { defineConfig } from 'vitest/config';

/**
 * Every Vitest suite. The API suite runs twice: on SQLite and on PostgreSQL (scripts/test.mjs starts a
 * throwaway PostgreSQL and sets TEST_POSTGRES_URL; without it the PostgreSQL project fails loudly).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        // *.postgres.test.ts: tests of PostgreSQL itself (outages, replicas), on the PostgreSQL run only; likewise
        // *.sqlite.test.ts (SQLite's ranking extension) on the SQLite run only.
        test: { name: 'api:sqlite', env: { TEST_DB: 'sqlite' }, exclude: ['src/**/*.postgres.test.ts'] },
      },
      {
        extends: './apps/api/vitest.config.ts',
        root: './apps/api',
        test: { name: 'api:postgres', env: { TEST_DB: 'postgres' }, exclude: ['src/**/*.sqlite.test.ts'] },
      },
    ],
  },
});
