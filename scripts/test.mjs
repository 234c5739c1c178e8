#!/usr/bin/env node
// `npm test`: installs what is missing, starts a throwaway PostgreSQL and Redis, then runs typecheck, lint,
// every Vitest suite (shared, web, API on SQLite and on PostgreSQL), the build, its size budget and the Playwright
// journeys in Debian's Chromium; stops what it started. `--only=e2e` runs just the build and the browser journeys.
//
// The stages run side by side (scripts/lib/stages.mjs), each as soon as what it needs has passed: the build, its
// size budget and the browser stages first in CPU priority — the accessibility checks, then the journeys, two
// Playwright processes with their own servers — typecheck and lint at a lower priority on what is left; Vitest
// runs alone after them (its timed tests flaked beside the browser). A failing stage does not
// hide the others: every report is printed and the run fails at the end. `TEST_SEQUENTIAL=1` runs one stage at a
// time (to time each stage alone: docs/performance.md, "Test suite wall time").
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { ensureNodeRuntime } from './lib/runtime.mjs';
import {
  ensureDebianPackages,
  ensureNodeModules,
  log,
  root,
  startPostgres,
  startRedis,
  stopAll,
} from './lib/services.mjs';
import { runStages, stageLog, stageTable } from './lib/stages.mjs';

ensureNodeRuntime(import.meta.url);
log(`Node.js ${process.versions.node} (${process.execPath})`);

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const sequential = process.env.TEST_SEQUENTIAL === '1';
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
  for (const name of ['playwright.json', 'playwright-accessibility.json']) {
    const e2e = join(reports, name);
    if (!existsSync(e2e)) continue;
    const stats = JSON.parse(readFileSync(e2e, 'utf8')).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  return { passed, failed };
}

/** Strips colour codes and keeps the first lines of an error, so the summary stays short. */
const firstLines = (text, count) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `      ${line}`)
    .join('\n');

/**
 * Every failed test with the start of its error, and the end of each failed stage's log that has no test report of
 * its own (`report`: typecheck, lint, build): printed again after the stage table, because a CI log may show only its last part and
 * Vitest's long output comes after the journeys'.
 */
function failureSummary(failedStages) {
  const lines = [];
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    for (const file of JSON.parse(readFileSync(vitest, 'utf8')).testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (file.status === 'failed' && failedTests.length === 0) {
        lines.push(`  ✗ ${file.name}`, firstLines(file.message, 8));
      }
      for (const test of failedTests) {
        lines.push(`  ✗ ${file.name} › ${test.fullName}`, firstLines((test.failureMessages ?? []).join('\n'), 8));
      }
    }
  }
  for (const name of ['playwright.json', 'playwright-accessibility.json']) {
    const e2e = join(reports, name);
    if (!existsSync(e2e)) continue;
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const last = test.results?.at(-1) ?? {};
          lines.push(
            `  ✗ [${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${last.status})`,
            firstLines(last.error?.message ?? last.errors?.[0]?.message, 12),
          );
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of JSON.parse(readFileSync(e2e, 'utf8')).suites ?? []) visit(suite, []);
  }
  for (const stage of failedStages) {
    if (stage.report) continue;
    const log = stageLog(reports, stage.name);
    if (existsSync(log))
      lines.push(
        `  ✗ ${stage.name}, the end of its output:`,
        firstLines(readFileSync(log, 'utf8').split('\n').slice(-40).join('\n'), 40),
      );
  }
  return lines.length > 0 ? `\nWhat failed:\n${lines.join('\n')}\n` : '';
}

let status = 1;
const t0 = Date.now();
try {
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  ensureNodeModules();
  ensureDebianPackages(
    only === 'e2e' ? ['chromium', 'gcc', 'libc6-dev'] : ['chromium', 'postgresql', 'redis-server', 'gcc', 'libc6-dev'],
  );

  let services;
  /** PostgreSQL and Redis start once, while the first stages run; Vitest waits for them. */
  const testEnv = async () => {
    services ??= Promise.all([startPostgres(), startRedis()]);
    const [postgres, redis] = await services;
    return { ...process.env, TEST_POSTGRES_URL: postgres, TEST_REDIS_URL: redis };
  };

  // Two workers on a 2-core machine (Vitest's default there is one): the API suites wait on PostgreSQL and the
  // file system much of the time, so the second worker uses what would otherwise idle.
  const vitestWorkers = String(Math.max(2, availableParallelism()));
  // The browser journeys run as two Playwright processes (e2e/playwright.config.ts, its projects): the accessibility
  // checks, then the other journeys, each with its own server, port and database. One after the other: side by side
  // beside typecheck and lint (session 7) every journey took about three times as long (password reset 31 → 90 s,
  // the MFA journey 78 s → past its 240 s limit, lint 328 → 765 s), so two browsers only fight over two cores.
  const journeysPort = Number(process.env.E2E_PORT ?? 3199);
  const playwright = (name, project, port, report) => ({
    name,
    command: 'npx',
    args: ['playwright', 'test', '--config', 'e2e/playwright.config.ts', `--project=${project}`],
    needs: ['Build'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_OUTPUT_DIR: join(root, 'e2e', 'artifacts', project === 'journeys' ? 'results' : `results-${project}`),
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, report),
    },
    report,
  });
  const e2e = {
    ...playwright('Browser journeys (Playwright)', 'journeys', journeysPort, 'playwright.json'),
    after: ['Accessibility checks (Playwright, axe)'],
  };
  const a11y = playwright(
    'Accessibility checks (Playwright, axe)',
    'accessibility',
    Number(process.env.E2E_ACCESSIBILITY_PORT ?? journeysPort - 1),
    'playwright-accessibility.json',
  );
  const build = { name: 'Build', command: 'npm', args: ['run', 'build', '--silent'] };
  const size = {
    name: 'Size budget',
    command: process.execPath,
    args: ['apps/web/build/size-budget.mjs'],
    needs: ['Build'],
  };
  const stages =
    only === 'e2e'
      ? [build, size, e2e, a11y]
      : [
          build,
          size,
          e2e,
          a11y,
          { name: 'Typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'], nice: 10 },
          { name: 'Lint', command: 'npm', args: ['run', 'lint', '--silent'], nice: 10 },
          {
            name: 'Vitest (shared, web, API on SQLite and PostgreSQL)',
            command: 'npx',
            args: [
              'vitest',
              'run',
              `--maxWorkers=${vitestWorkers}`,
              '--reporter=default',
              '--reporter=json',
              `--outputFile.json=${join(reports, 'vitest.json')}`,
            ],
            report: 'vitest.json',
            // Alone, after the journeys and the checks: its timed tests (outages, drains, fan-out, SMS caps under
            // 1,000 concurrent requests) flaked when it shared the two cores with the browser (CI, session 4).
            after: [e2e.name, a11y.name, 'Typecheck', 'Lint'],
            env: testEnv,
          },
        ];
  if (sequential) {
    // One stage at a time, in the old order (checks, Vitest, build, budget, journeys); a failure still hides nothing.
    const order = ['Typecheck', 'Lint', 'Vitest (shared, web, API on SQLite and PostgreSQL)', 'Build', 'Size budget'];
    const ordered = [...order.map((name) => stages.find((stage) => stage.name === name)).filter(Boolean), e2e, a11y];
    ordered.forEach((stage, index) => {
      if (index > 0) stage.after = [ordered[index - 1].name];
      stage.nice = 0;
    });
  }

  log(sequential ? 'Running the stages one after another' : 'Running the stages side by side');
  const results = await runStages(stages, { cwd: root, logDir: reports });
  const seconds = (Date.now() - t0) / 1000;
  const table = stageTable(stages, results, seconds);
  writeFileSync(join(reports, 'stages.txt'), table);
  log('Stages');
  process.stdout.write(table);
  const failed = stages.filter((stage) => results.get(stage.name)?.status !== 'passed');
  process.stdout.write(failureSummary(failed.filter((stage) => results.get(stage.name)?.status === 'failed')));
  if (failed.length > 0) throw new Error(`Failed or not run: ${failed.map((stage) => stage.name).join(', ')}`);
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
