#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile emulation, simulated slow 4G, the default) on the login page, the job
// board and a job page of the built app, and signed in on the demo seeker's home and the demo provider's jobs list
// (issue 14 asks accessibility 100 on those five), in Debian's Chromium. Starts the built API + SPA itself on a free port
// with a throwaway SQLite database and the demo data, in production mode (as the pages are served), prints each
// page's four scores and the bytes of JavaScript
// and CSS it loaded on the wire, then stops what it started. Build first (`npm run build`).
// Options: --runs=N (default 1; the median performance run is kept), --json=FILE (write the figures),
// --pages=login,/jobs,job page (only the pages named; all five by default), --reports=DIR (each run's whole
// Lighthouse report as JSON, for reading its diagnostics: long tasks, script evaluation, the LCP element),
// --cpu-slowdown=N (Lighthouse's CPU multiplier, 4 by default; its docs/throttling.md asks for a lower one on a host
// whose benchmark index is below 1,000, which the table prints, "calibrating the CPU slowdown"),
// --blocked=PATTERN[,PATTERN] (Lighthouse's blockedUrlPatterns: `--blocked=*.js` audits the server-rendered pages as
// they stand before any script runs, the ceiling of hydrating less; decision 0039).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromium } from 'playwright-core';

import { root } from './lib/services.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 1));
const jsonOut = arg('json');
const only = arg('pages')?.split(',');
const reportDir = arg('reports');
const cpuSlowdown = arg('cpu-slowdown') === undefined ? undefined : Number(arg('cpu-slowdown'));
const blocked = arg('blocked')?.split(',').filter(Boolean);

const server = join(root, 'apps/api/dist/server.js');
if (!existsSync(server) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  process.stderr.write('No build found: run `npm run build` first.\n');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'hireway-lighthouse-'));
const common = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: base,
  DATABASE_URL: `sqlite:${join(dataDir, 'lighthouse.sqlite')}`,
  STORAGE_DIR: join(dataDir, 'uploads'),
  // One key for both starts below: the second reads what the first wrote.
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '100000',
  // No load shedding: on a busy machine the event loop lags and the guard answers 503, so an audited page loaded
  // without its scripts. This measures the page, not the guard.
  MAX_EVENT_LOOP_DELAY_MS: '0',
};
const startApp = (env) =>
  spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...common, ...env },
  });

// The pages are audited as production serves them (React's production build renders them on the server), on the
// demo data, which only a non-production start writes: one start writes it (migrations and demo data come before
// the app serves), then the production start serves it.
let app = startApp({ NODE_ENV: 'test', DEMO_DATA: 'true' });

/** Stops the app this script started (its own child, PID checked) and waits for it to exit. */
async function stopApp() {
  if (!app.pid || app.pid <= 1 || app.exitCode !== null || app.signalCode !== null) return;
  const exited = new Promise((resolve) => app.once('exit', resolve));
  app.kill('SIGTERM');
  await exited;
}

let chrome;
const stop = () => {
  if (chrome) chrome.kill();
  if (app.pid && app.pid > 1 && app.exitCode === null) app.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function waitReady() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with ${app.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not become ready in 120 s');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** The demo accounts' password (README, "Quick start"). */
const DEMO_PASSWORD = 'Demo-Pass-2026!';

/** Playwright's connection to the audited browser, made at the first sign-in. */
let cdp;

/**
 * Signs the audited browser in as a demo account: logs in through the API and stores the session where the app
 * keeps it after its own sign-in (config/storage-keys.ts), in the browser's default profile, which Lighthouse's
 * tab shares.
 */
async function signIn(email) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const session = (await response.json()).data;
  if (!response.ok || !session?.access_token) throw new Error(`Signing in as ${email} answered ${response.status}`);
  // One connection for the whole run, never closed: closing a browser reached over CDP can close the browser
  // itself, which Lighthouse goes on with (chrome-launcher's, killed by stop()).
  cdp ??= await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const tab = await cdp.contexts()[0].newPage();
  await tab.goto(`${base}/auth/login`);
  await tab.evaluate(
    ({ token, user, settings }) => {
      localStorage.clear();
      localStorage.setItem('hireway.access_token', token);
      localStorage.setItem('hireway.user', JSON.stringify(user));
      localStorage.setItem('hireway.settings', JSON.stringify(settings));
    },
    { token: session.access_token, user: session.user, settings: session.settings },
  );
  await tab.close();
}

let status = 0;
try {
  await waitReady();
  await stopApp();
  app = startApp({ NODE_ENV: 'production', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' });
  await waitReady();
  const board = await (await fetch(`${base}/api/v1/jobs`)).json();
  const jobId = board.data?.[0]?.id;
  if (!jobId) throw new Error('The demo board has no job to audit');
  const allPages = [
    { name: 'login', url: `${base}/auth/login` },
    { name: '/jobs', url: `${base}/jobs` },
    { name: 'job page', url: `${base}/jobs/${jobId}` },
    { name: 'seeker home', url: `${base}/job-seeker/home`, as: 'seeker@hireway.test' },
    { name: 'provider jobs', url: `${base}/provider/jobs`, as: 'provider@hireway.test' },
  ];
  const pages = only === undefined ? allPages : allPages.filter((page) => only.includes(page.name));

  /**
   * A browser with a fresh profile. Each signed-in account gets its own: switching accounts in one profile left the
   * previous account's page reacting to the storage change (the app follows a sign-out in another tab), and the
   * production server then showed the next account the "not authorized" page.
   */
  const launchBrowser = async () => {
    if (chrome) chrome.kill();
    cdp = undefined;
    chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  };
  await launchBrowser();

  const results = [];
  for (const page of pages) {
    if (page.as) {
      await launchBrowser();
      await signIn(page.as);
    }
    const attempts = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // A signed-in page keeps the session signIn stored; the public ones start from empty storage.
        disableStorageReset: Boolean(page.as),
        ...(blocked ? { blockedUrlPatterns: blocked } : {}),
        ...(cpuSlowdown === undefined
          ? {}
          : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
      });
      const lhr = result.lhr;
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(join(reportDir, `${page.name.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}.json`), result.report);
      }
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const items = lhr.audits['resource-summary']?.details?.items ?? [];
      const transfer = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
      // What keeps accessibility, best practices or SEO under 100: the audits of those categories that failed.
      const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id].title})`),
      );
      // A signed-in page that sent the browser elsewhere (to the login page) was not audited: fail loudly.
      const finalUrl = lhr.finalDisplayedUrl.replace(base, '');
      if (finalUrl !== page.url.replace(base, '')) throw new Error(`${page.name} ended on ${finalUrl}`);
      attempts.push({
        page: page.name,
        url: page.url.replace(base, ''),
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        scriptBytes: transfer('script'),
        stylesheetBytes: transfer('stylesheet'),
        totalBytes: transfer('total'),
        failing,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      });
    }
    attempts.sort((a, b) => a.performance - b.performance);
    results.push(attempts[Math.floor(attempts.length / 2)]);
  }

  process.stdout.write(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
      `mobile emulation, simulated throttling (CPU ${results[0]?.cpuSlowdown ?? 4}× slower, host benchmark index ` +
      `${results.map((r) => r.benchmarkIndex).join(' / ')}), ${runs} run(s) per page (median kept)` +
      `${blocked ? `, blocked: ${blocked.join(', ')}` : ''}\n\n`,
  );
  const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'JS wire', 'CSS wire', 'total'];
  const rows = results.map((r) => [
    r.page,
    r.performance,
    r.accessibility,
    r.bestPractices,
    r.seo,
    `${(r.fcpMs / 1000).toFixed(1)} s`,
    `${(r.lcpMs / 1000).toFixed(1)} s`,
    `${r.tbtMs} ms`,
    r.cls,
    kb(r.scriptBytes),
    kb(r.stylesheetBytes),
    kb(r.totalBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  for (const row of [header, ...rows]) {
    process.stdout.write(`${row.map((cell, i) => String(cell).padEnd(widths[i])).join('  ')}\n`);
  }
  for (const r of results.filter((result) => result.failing.length > 0)) {
    process.stdout.write(`\n${r.page}, failed audits:\n${r.failing.map((line) => `  - ${line}`).join('\n')}\n`);
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(results, null, 2)}\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  status = 1;
} finally {
  stop();
}
process.exit(status);
