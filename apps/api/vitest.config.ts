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
    // The files of a worker share their modules (the app's code is imported once per worker, not once per file:
    // import was 681 of the suite's 1,145 s in session 8's CI run). Each file still builds its own app on its own
    // database; a test that needs a failure injects it in its database (test/fail-inserts.ts), never by vi.mock,
    // whose module would leak into the worker's next files.
    isolate: false,
    // Stops at once on a Node.js older than engines (src/test/node-version-setup.ts); then migrates one template
    // database per run, each test database a copy of it (src/test/global-setup.ts).
    globalSetup: ['./src/test/node-version-setup.ts', './src/test/global-setup.ts'],
  },
});
