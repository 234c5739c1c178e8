import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

/**
 * Browser journeys: the built SPA served by the real API on a fresh SQLite database, in Debian's Chromium
 * (Playwright cannot download a browser here).
 *
 * Two projects: the accessibility checks (axe on every screen in both skins and widths) and the other journeys.
 * `npm test` runs each in its own Playwright process, with its own server, port and database (scripts/test.mjs);
 * neither depends on what the other did. Without `--project` both run here, one after the other.
 */
const ACCESSIBILITY = /accessibility[^/]*\.spec\.ts$/;
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'hireway-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // npm test runs the journeys beside Vitest, typecheck and lint (scripts/lib/stages.mjs): long journeys get room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  projects: [
    { name: 'journeys', testIgnore: ACCESSIBILITY },
    { name: 'accessibility', testMatch: ACCESSIBILITY },
  ],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
      STORAGE_DIR: join(dataDir, 'uploads'),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_IP_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_IP_HOUR: '10000',
      RATE_LIMIT_REGISTER_PER_IP_HOUR: '1000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
      // The journeys test behaviour, not overload (plugins/load-shedding.test.ts does): on a busy 2-core machine
      // Chromium and server rendering lag the event loop past the production threshold and would shed requests.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Autocomplete and typo corrections see a job as soon as it is published (production reloads every 30 s).
      SEARCH_DICTIONARY_REFRESH_MS: '0',
      MAX_REQUESTS_IN_FLIGHT: '10000',
    },
  },
});
