#!/usr/bin/env node
// `npm test`: installs what is missing, starts a throwaway PostgreSQL and Redis, then runs typecheck, lint,
// every Vitest suite (shared, web, API on SQLite and on PostgreSQL), the build, its size budget and the Playwright
// journeys in Debian's Chromium; stops what it started. `--only=e2e` runs just the browser journeys.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { ensureNodeRuntime } from './lib/runtime.mjs';
import {
  ensureDebianPackages,
  ensureNodeModules,
  log,
  mustRun,
  root,
  run,
  startPostgres,
  startRedis,
  stopAll,
} from './lib/services.mjs';

ensureNodeRuntime(import.meta.url);
log(`Node.js ${process.versions.node} (${process.execPath})`);

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const reports = join(root, '.tmp', 'reports');

function counts() {
  let passed = 0;
  let failed = 0;
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed +=
      (report.numFailedTests ?? 0) +
      (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
  }
  const e2e = join(reports, 'playwright.json');
  if (existsSync(e2e)) {
    const stats = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  return { passed, failed };
}

let status = 1;
try {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  ensureNodeModules();
  ensureDebianPackages(only === 'e2e' ? ['chromium'] : ['chromium', 'postgresql', 'redis-server']);

  if (only !== 'e2e') {
    log('Typecheck');
    mustRun('npm', ['run', 'typecheck', '--silent']);
    log('Lint');
    mustRun('npm', ['run', 'lint', '--silent']);

    log('Starting a throwaway PostgreSQL and Redis');
    const env = { ...process.env, TEST_POSTGRES_URL: await startPostgres(), TEST_REDIS_URL: await startRedis() };

    log('Unit and API integration tests (SQLite and PostgreSQL)');
    const vitest = run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`],
      { env },
    );
    if (vitest !== 0) throw new Error('Vitest failed');
  }

  log('Building the app');
  mustRun('npm', ['run', 'build', '--silent']);

  log('Size budget (what each budgeted page downloads, brotli)');
  mustRun(process.execPath, ['apps/web/build/size-budget.mjs']);

  log('Browser journeys (Playwright in Chromium)');
  const e2e = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  });
  if (e2e !== 0) throw new Error('Playwright failed');
  status = 0;
} catch (error) {
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  status = 1;
} finally {
  stopAll();
  const { passed, failed } = counts();
  process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
  process.exit(status);
}
