// `npm run bench -- [--engine=sqlite|postgres|both] [--jobs=100000] [--seconds=10] [--connections=50]
//   [--port=3390] [--out=results.json] [--fresh] [--sqlite-rank=counts|bm25]
//
// The job board under load (docs/performance.md, issue 11's targets). For each engine: a database of N listed jobs
// seeded by bench:seed (apps/api/src/seed/bulk.ts) and cached under .tmp/bench/ (SQLite file; PostgreSQL database
// hireway_bench_<N> on BENCH_POSTGRES_URL's server, or on a throwaway server from Debian's packages), reseeded when
// missing or with --fresh. The API runs built (esbuild, as apps/api/build.mjs bundles it) in production mode with
// one bench-only route, GET /bench/static: a fixed answer as large as the board's first page from the same process,
// the ceiling without a database (bench/server.ts). Cases, one after the other, with autocannon: board page 1,
// filtered and deep pages (through meta.next_cursor when the API gives one, else by page), a search mix (frequent
// and rare words in four languages, prefixes, filters, later pages, typos), 200 distinct cold searches on one
// connection (p50/p99), and 200 connections where every answer must be a 200 or a 503, never a 500. Prints the
// engines side by side, issue 11's targets with met/missed, and the machine's load average. Figures, not tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';

import { buildRankExtension } from '../apps/api/native/build.mjs';
import { createDb, type Engine } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { seedDatabase } from '../apps/api/src/seed/bulk';

const { values: options } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    jobs: { type: 'string', default: '100000' },
    out: { type: 'string' },
    port: { type: 'string', default: '3390' },
    fresh: { type: 'boolean', default: false },
    // SQLite's ranking: 'counts' (the extension, decision 0038) or 'bm25' (FTS5's own, for an A/B run).
    'sqlite-rank': { type: 'string', default: 'counts' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const JOBS = Number(options.jobs);
const engines: Engine[] = options.engine === 'both' ? ['sqlite', 'postgres'] : [options.engine as Engine];

const root = new URL('..', import.meta.url).pathname;
const cache = join(root, '.tmp/bench');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

// ---- the cases -------------------------------------------------------------------------------------------------
const q = (text: string, more = '') => `/api/v1/jobs?q=${encodeURIComponent(text)}${more}`;
/** The search mix: frequent and rare words in en/de/fr/pt, prefixes as people type, filters, later pages, typos. */
const SEARCH_MIX = [
  q('engineer'),
  q('entwickler'),
  q('développeur'),
  q('enfermeiro'),
  q('nurse', '&country_code=GB'),
  q('kotlin'),
  q('catia'),
  q('c++'),
  q('.net'),
  q('node.js'),
  q('dat'),
  q('entw'),
  q('infirm'),
  q('senior backend dev'),
  q('pflegefachkraft', '&city=berlin'),
  q('analyst', '&category=data-and-analytics&employment_type=full-time'),
  q('comptable', '&sort=newest'),
  q('developer', '&page=3'),
  q('enginer'),
  q('entwikler'),
  q('devloper', '&location_type=remote'),
  q('lisboa'),
];
/** 200 distinct searches (word × place × filter), none repeated: what an in-process cache cannot answer. */
function coldQueries(): string[] {
  const words = [
    'engineer',
    'entwickler',
    'infirmier',
    'enfermeiro',
    'accountant',
    'buchhalter',
    'comptable',
    'designer',
    'recruiter',
    'electrician',
    'elektriker',
    'plombier',
    'kotlin',
    'python',
    'excel',
    'sap',
    'figma',
    'zendesk',
    'welding',
    'lehrer',
  ];
  const more = [
    '',
    '&country_code=DE',
    '&country_code=FR',
    '&country_code=PT',
    '&country_code=GB',
    '&location_type=remote',
    '&employment_type=part-time',
    '&sort=newest',
    '&salary_min=50000',
    '&page=2',
  ];
  return words.flatMap((word) => more.map((m) => q(word, m)));
}

interface Row {
  case: string;
  'req/s': number;
  '% static': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
  matches?: number | string;
}

async function startServer(env: Record<string, string>, port: number, bundle: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      API_DOCS: 'false',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
      // SQLite's ranking extension, as the built API has it beside its bundle (decision 0038).
      HIREWAY_SQLITE_RANK: options['sqlite-rank'] === 'bm25' ? '' : buildRankExtension(),
    },
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the bench server did not start in 300 s')), 300_000);
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
    await fetch(`${base}/healthz`).catch(() => undefined);
    if (performance.now() - started < 100) return;
  }
}

interface Run {
  unanswered: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  codes: Record<string, number>;
}
async function cannon(base: string, paths: string[], connections: number, seconds: number): Promise<Run> {
  const codes: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        requests: paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, status) => {
      codes[status] = (codes[status] ?? 0) + 1;
    });
  });
  await drain(base);
  return {
    unanswered: result.timeouts,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    codes,
  };
}

/** The path of a deep page: page 1's next_cursor followed `depth - 1` times, or `page=depth` without cursors. */
async function deepPage(base: string, path: string, depth: number): Promise<string> {
  let cursor: string | null = null;
  let page = 1;
  for (; page < depth; page += 1) {
    const url = `${base}${path}${path.includes('?') ? '&' : '?'}page=${page}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const body = (await (await fetch(url)).json()) as { meta?: { next_cursor?: string | null } };
    const next = body.meta?.next_cursor;
    if (!next) break;
    cursor = next;
  }
  const sep = path.includes('?') ? '&' : '?';
  return cursor ? `${path}${sep}page=${page}&cursor=${encodeURIComponent(cursor)}` : `${path}${sep}page=${depth}`;
}

async function measure(base: string): Promise<{ rows: Row[]; cold: { p50: number; p99: number }; crowd: Run }> {
  const rows: Row[] = [];
  let staticRps = 0;
  const total = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    if (!response.ok) return `HTTP ${response.status}`;
    const body = (await response.json()) as { meta?: { total?: number; total_is_lower_bound?: boolean } };
    return body.meta?.total ?? '';
  };
  const run = async (name: string, paths: string[], connections = CONNECTIONS) => {
    // Warm-up, as in a running server: each path answered once (its first computation: the cold searches below
    // measure those), then the JIT and the caches under a little load.
    for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer();
    await cannon(base, paths, Math.min(10, connections), 2);
    const result = await cannon(base, paths, connections, SECONDS);
    if (name === 'static answer (board page size)') staticRps = result.rps;
    rows.push({
      case: name,
      matches: paths.length === 1 && paths[0]?.startsWith('/api/') ? await total(paths[0]) : '',
      'req/s': Math.round(result.rps),
      '% static': staticRps ? Math.round((result.rps / staticRps) * 100) : 0,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
    });
    // Which answers were not 200, by status (printed; 503 is overload by design, anything else is a fault).
    const other = Object.entries(result.codes).filter(([code]) => code !== '200');
    if (other.length > 0) console.log(`  ${name}: ${other.map(([code, n]) => `${n} × ${code}`).join(', ')}`);
    return result;
  };
  const depth = Math.max(2, Math.min(200, Math.floor(JOBS / 50)));
  await run('static answer (board page size)', ['/bench/static']);
  await run('board, newest, page 1', ['/api/v1/jobs']);
  await run('board, category + country + salary', [
    '/api/v1/jobs?category=software-development&country_code=DE&salary_min=50000',
  ]);
  await run(`board, deep page ${depth}`, [await deepPage(base, '/api/v1/jobs', depth)]);
  await run(`search mix (${SEARCH_MIX.length} queries)`, SEARCH_MIX);

  // One connection, 200 searches never asked before.
  const times: number[] = [];
  for (const path of coldQueries()) {
    const started = performance.now();
    await (await fetch(`${base}${path}`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Number((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1));
  const cold = { p50: at(0.5), p99: at(0.99) };

  // 200 connections on the board and the search mix: 200s or 503s, never a 500.
  const crowd = await cannon(base, ['/api/v1/jobs', ...SEARCH_MIX], 200, SECONDS);
  return { rows, cold, crowd };
}

// ---- databases -------------------------------------------------------------------------------------------------
interface Services {
  startPostgres(): Promise<string>;
  stopAll(): Promise<void> | void;
}
let services: Services | undefined;

async function postgresServer(): Promise<string> {
  if (process.env.BENCH_POSTGRES_URL) return process.env.BENCH_POSTGRES_URL;
  services ??= (await import(join(root, 'scripts/lib/services.mjs'))) as Services;
  return services.startPostgres();
}

/**
 * Brings a cached database to this checkout's migrations, as a deploy would (the migrations backfill what they
 * change, the read model included), and says how long that took. False when it cannot be migrated (then it is
 * seeded again).
 */
async function migratedToLatest(url: string): Promise<boolean> {
  const database = createDb({ url, statementTimeoutMs: 0 });
  try {
    const started = performance.now();
    const { results = [] } = await migrateToLatest(database.db);
    if (results.length > 0) {
      const names = results.map((result) => result.migrationName).join(', ');
      console.log(`${url}: migrated (${names}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    return true;
  } catch (error) {
    console.log(`${url}: could not be migrated (${String(error)}); seeding again`);
    return false;
  } finally {
    await database.db.destroy();
  }
}

/** The cached database for this engine and size, seeded by bench:seed when missing, stale or --fresh. */
async function database(engine: Engine): Promise<{ url: string; seeded?: Record<string, number> }> {
  mkdirSync(cache, { recursive: true });
  let url: string;
  let ready: boolean;
  if (engine === 'sqlite') {
    url = `sqlite:${join(cache, `jobs-${JOBS}.sqlite`)}`;
    ready = existsSync(join(cache, `jobs-${JOBS}.sqlite.done`)) && (await migratedToLatest(url));
  } else {
    const server = new URL(await postgresServer());
    server.pathname = `/hireway_bench_${JOBS}`;
    url = server.toString();
    const client = new pg.Client({ connectionString: url });
    ready = await client
      .connect()
      .then(() => client.query<{ n: number }>(`select count(*)::int as n from job_posts where status = 'live'`))
      .then((result) => result.rows[0]?.n === JOBS)
      .catch(() => false);
    await client.end().catch(() => undefined);
    ready = ready && (await migratedToLatest(url));
  }
  if (ready && !options.fresh) {
    console.log(`${engine}: using the cached database ${url}`);
    return { url };
  }
  console.log(`${engine}: seeding ${JOBS.toLocaleString('en')} jobs (bench:seed) into ${url}; load ${load()}`);
  const started = performance.now();
  const { timings } = await seedDatabase(url, JOBS, (line) => console.log(line));
  timings.total = Number(((performance.now() - started) / 1000).toFixed(1));
  console.log(`${engine}: seeded in ${timings.total} s; load ${load()}`);
  if (engine === 'sqlite') writeFileSync(join(cache, `jobs-${JOBS}.sqlite.done`), `${new Date().toISOString()}\n`);
  return { url, seeded: timings };
}

/** bench/server.ts bundled the way apps/api/build.mjs bundles the API, so the bench runs built code. */
async function bundleServer(): Promise<string> {
  const outfile = join(cache, 'server.mjs');
  await build({
    entryPoints: [join(root, 'bench/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [
      {
        name: 'bundle-shared',
        setup(b) {
          b.onResolve({ filter: /^@hireway\/shared$/ }, () => ({
            path: join(root, 'packages/shared/src/index.ts'),
          }));
        },
      },
    ],
    logLevel: 'warning',
  });
  return outfile;
}

// ---- targets (issue 11, at 1,000,000 jobs) ---------------------------------------------------------------------
function targets(rows: Row[], cold: { p50: number; p99: number }, crowd: Run) {
  const mark = (ok: boolean) => (ok ? 'met' : 'missed');
  const boards = rows.filter((r) => r.case.startsWith('board'));
  const mix = rows.find((r) => r.case.startsWith('search mix')) ?? rows[0];
  if (!mix) throw new Error('no search mix measured');
  const fiveHundreds = Object.entries(crowd.codes)
    .filter(([code]) => Number(code) >= 500 && code !== '503')
    .reduce((sum, [, n]) => sum + n, 0);
  return [
    {
      target: 'board pages ≥ 50 % of static, p99 ≤ 50 ms',
      measured: boards.map((r) => `${r['% static']} %, ${r['p99 ms']} ms`).join('; '),
      result: mark(boards.every((r) => r['% static'] >= 50 && r['p99 ms'] <= 50)),
    },
    {
      target: 'search mix ≥ 25 % of static, p99 ≤ 100 ms, 0 errors',
      measured: `${mix['% static']} %, ${mix['p99 ms']} ms, ${mix.errors} errors`,
      result: mark(mix['% static'] >= 25 && mix['p99 ms'] <= 100 && mix.errors === 0),
    },
    {
      target: 'cold single search p50 ≤ 15 ms, p99 ≤ 100 ms',
      measured: `${cold.p50} / ${cold.p99} ms`,
      result: mark(cold.p50 <= 15 && cold.p99 <= 100),
    },
    {
      target: '200 connections: 200s and 503s only, never a 500',
      measured: Object.entries(crowd.codes)
        .map(([code, n]) => `${code}: ${n}`)
        .concat(`timed out: ${crowd.unanswered}`)
        .join(', '),
      // Answers only count: requests still in flight when the run ends (or past autocannon's 30 s timeout) are not
      // answers, and a run with no answer at all has shown nothing.
      result: mark(fiveHundreds === 0 && Object.keys(crowd.codes).length > 0),
    },
  ];
}

interface Result {
  engine: Engine;
  seeded: Record<string, number> | undefined;
  loadBefore: string;
  loadAfter: string;
  rows: Row[];
  cold: { p50: number; p99: number };
  crowd: Run;
  targets: ReturnType<typeof targets>;
}

async function main(): Promise<void> {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
      `node ${process.version}; load average ${load()}; ${JOBS.toLocaleString('en')} listed jobs, ` +
      `${SECONDS} s per case, ${CONNECTIONS} connections`,
  );
  const bundle = await bundleServer();
  const results: Result[] = [];
  try {
    for (const [index, engine] of engines.entries()) {
      const { url, seeded } = await database(engine);
      const port = Number(options.port) + index;
      const server = await startServer(
        { DATABASE_URL: url, STORAGE_DIR: join(cache, 'uploads'), JOBS_ENABLED: 'false' },
        port,
        bundle,
      );
      try {
        const loadBefore = load();
        const { rows, cold, crowd } = await measure(`http://127.0.0.1:${port}`);
        results.push({
          engine,
          seeded,
          loadBefore,
          loadAfter: load(),
          rows,
          cold,
          crowd,
          targets: targets(rows, cold, crowd),
        });
      } finally {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
    }
  } finally {
    await services?.stopAll();
  }

  // Side by side: one line per case, the engines in columns.
  const table = (results[0]?.rows ?? []).map((row, i) =>
    Object.fromEntries<unknown>([
      ['case', row.case],
      ...results.flatMap((r): [string, unknown][] => {
        const x = r.rows[i] ?? row;
        return [
          [`${r.engine} matches`, x.matches],
          [`${r.engine} req/s`, x['req/s']],
          [`${r.engine} %static`, x['% static']],
          [`${r.engine} p50`, x['p50 ms']],
          [`${r.engine} p99`, x['p99 ms']],
          [`${r.engine} err`, x.errors],
        ];
      }),
    ]),
  );
  console.log(`\n${JOBS.toLocaleString('en')} listed jobs; load average ${load()}`);
  console.table(table);
  for (const r of results) {
    console.log(
      `${r.engine}: cold searches (200 distinct, 1 connection) p50 ${r.cold.p50} ms, p99 ${r.cold.p99} ms; ` +
        `200 connections: ${JSON.stringify(r.crowd.codes)}, timed out ${r.crowd.unanswered}; load ${r.loadBefore} → ${r.loadAfter}`,
    );
    console.table(r.targets);
  }
  if (options.out) {
    writeFileSync(
      options.out,
      `${JSON.stringify({ jobs: JOBS, seconds: SECONDS, connections: CONNECTIONS, loadavg: loadavg(), results }, null, 2)}\n`,
    );
  }
}

await main();
