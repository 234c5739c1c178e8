// `npm run bench -- [--engine=sqlite|postgres|both] [--seconds=10] [--connections=50] [--jobs=100000] [--port=3390]
//   [--out=results.json]`
//
// The job board under load (docs/performance.md): seeds a fresh database (seed.ts: 100,000 live jobs, 20,000
// seekers, 500,000 applications by default), starts the API on it in a child process (server.ts, with the
// bench-only GET /bench/static route) and measures with autocannon, one case after the other: the static JSON of
// a board page's size, the board, and several searches. Prints requests/s and latency percentiles beside the
// static figure, and whether the targets hold (search p99 ≤ 50 ms, search ≥ 30 % of static throughput).
// PostgreSQL: BENCH_POSTGRES_URL, or a throwaway server from Debian's packages (as the test suite starts one).
// Figures, not tests: asserts nothing and never runs in `npm test`.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';

import { createDb, type Engine } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { FULL, seedBench } from './seed';

const { values: options } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    jobs: { type: 'string', default: String(FULL.liveJobs) },
    out: { type: 'string' },
    port: { type: 'string', default: '3390' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const scale = Number(options.jobs) / FULL.liveJobs;
const SIZES = {
  companies: Math.max(10, Math.round(FULL.companies * scale)),
  liveJobs: Number(options.jobs),
  seekers: Math.max(10, Math.round(FULL.seekers * scale)),
  applications: Math.round(FULL.applications * scale),
};
const engines: Engine[] = options.engine === 'both' ? ['sqlite', 'postgres'] : [options.engine as Engine];

const root = new URL('..', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;
const TARGET_P99_MS = 50;
const TARGET_SHARE = 0.3;

interface Case {
  name: string;
  path: string;
  search?: boolean;
}

const q = (text: string, more = '') => `/api/v1/jobs?q=${encodeURIComponent(text)}${more}`;
const CASES: Case[] = [
  { name: 'static JSON (board page size)', path: '/bench/static' },
  { name: 'board, newest, page 1', path: '/api/v1/jobs' },
  {
    name: 'board, category + country + salary',
    path: '/api/v1/jobs?category=engineering&country_code=DE&salary_min=60000',
  },
  { name: 'q=engineer', path: q('engineer'), search: true },
  { name: 'q=senior data analyst', path: q('senior data analyst'), search: true },
  { name: 'q=kubernetes (skill) + country', path: q('kubernetes', '&country_code=DE'), search: true },
  { name: 'q=zurich (accent-folded city)', path: q('zurich'), search: true },
  { name: 'q=pyth (prefix, newest)', path: q('pyth', '&sort=newest'), search: true },
  { name: 'q=santé (company name, accent)', path: q('santé'), search: true },
  { name: 'q=xylophone (no match)', path: q('xylophone'), search: true },
];

interface Services {
  startPostgres(): Promise<string>;
  stopAll(): Promise<void> | void;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'server.ts')], {
    cwd: here,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      API_DOCS: 'false',
      JOBS_POLL_MS: '3600000',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start in 120 s')), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the bench server exited with ${String(code)}`)));
  });
  return child;
}

/** Waits until the server answers a trivial request within 100 ms, i.e. nothing is queued ahead of it. */
async function drain(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    const started = performance.now();
    await fetch(`${base}/healthz`);
    if (performance.now() - started < 100) return;
  }
}

async function measure(engine: Engine, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const rows = [];
  let staticRps = 0;
  for (const item of CASES) {
    // A short warm-up, so caches and the JIT are as they would be in a running server.
    await autocannon({ url: `${base}${item.path}`, connections: 10, duration: 2, timeout: 60 });
    await drain(base);
    // A 60 s timeout: a queue of 50 slow requests is a latency to report, not an error.
    const result = await autocannon({
      url: `${base}${item.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 60,
    });
    // autocannon stops sending at the end, not waiting for answers: let the server drain its queue before the next
    // case, or a slow case's backlog would be counted against the next one.
    await drain(base);
    const rps = result.requests.average;
    if (item.path === '/bench/static') staticRps = rps;
    const share = staticRps > 0 ? rps / staticRps : 0;
    const response = await fetch(`${base}${item.path}`);
    const body = await response.text();
    // A failed request (a pool or statement timeout under load) has no meta: its status is shown instead.
    const meta = item.path.startsWith('/api/') ? (JSON.parse(body) as { meta?: { total: number } }).meta : undefined;
    const total = meta ? meta.total : item.path.startsWith('/api/') ? `HTTP ${response.status}` : null;
    rows.push({
      engine,
      case: item.name,
      matches: total,
      'kB/resp': Number((body.length / 1024).toFixed(1)),
      'req/s': Math.round(rps),
      '% static': Math.round(share * 100),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      targets: item.search ? (result.latency.p99 <= TARGET_P99_MS && share >= TARGET_SHARE ? 'met' : 'missed') : '',
    });
  }
  return rows;
}

async function benchEngine(engine: Engine, services: () => Promise<Services>, port: number) {
  const dir = mkdtempSync(join(tmpdir(), 'hireway-bench-api-'));
  let pgUrl = '';
  let schema = '';
  let server: ChildProcess | undefined;
  try {
    let url: string;
    if (engine === 'sqlite') {
      url = `sqlite:${join(dir, 'bench.sqlite')}`;
    } else {
      pgUrl = process.env.BENCH_POSTGRES_URL ?? (await (await services()).startPostgres());
      schema = `bench_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      url = pgUrl;
    }
    const { db } = createDb({ url, ...(schema ? { schema } : {}) });
    await prepareDatabase(db);
    console.log(`\n${engine}: seeding ${JSON.stringify(SIZES)}`);
    const timings = await seedBench(db, SIZES, (line) => console.log(line));
    await sql`analyze`.execute(db);
    await db.destroy();

    server = await startServer(
      { DATABASE_URL: url, STORAGE_DIR: join(dir, 'uploads'), ...(schema ? { BENCH_SCHEMA: schema } : {}) },
      port,
    );
    const rows = await measure(engine, port);
    console.log(`\n${engine}: ${SECONDS} s per case, ${CONNECTIONS} connections (after a 2 s warm-up)`);
    console.table(rows);
    return { engine, timings, rows };
  } finally {
    server?.kill('SIGTERM');
    if (server) await new Promise((resolve) => server?.once('exit', resolve));
    if (schema && pgUrl) {
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  let loaded: Services | undefined;
  const services = async () => {
    const path = join(root, 'scripts/lib/services.mjs');
    loaded ??= (await import(path)) as Services;
    return loaded;
  };
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')}, node ${process.version}`,
  );
  const results = [];
  try {
    for (const [index, engine] of engines.entries())
      results.push(await benchEngine(engine, services, Number(options.port) + index));
  } finally {
    await loaded?.stopAll();
  }
  if (options.out) {
    writeFileSync(options.out, `${JSON.stringify({ loadavg: loadavg(), sizes: SIZES, results }, null, 2)}\n`);
  }
}

await main();
