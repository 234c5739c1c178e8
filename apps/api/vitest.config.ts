import { defineProject } from 'vitest/config';

/** The API suite; the root config runs it twice, on SQLite and on PostgreSQL (TEST_DB). */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Migrates one template database per run; each test database is a copy of it (src/test/global-setup.ts).
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
