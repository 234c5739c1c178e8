// `npm run bench`: starts the built API on a fresh SQLite database and measures it with autocannon.
// Prints requests per second and latency percentiles; asserts nothing (figures, not tests).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const port = 3299;
const base = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(join(tmpdir(), 'hireway-bench-'));

const server = spawn('node', ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`,
    STORAGE_DIR: join(dir, 'uploads'),
    DEMO_DATA: 'true',
    LOG_LEVEL: 'error',
    RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_PER_IP_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_PER_IP_HOUR: '100000000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '100000000',
  },
});

async function waitReady(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  connections: number;
  seconds: number;
}

const cases: Case[] = [
  { name: 'GET /healthz', path: '/healthz', connections: 20, seconds: 5 },
  {
    name: 'GET /api/v1/auth/registration/settings (one settings read)',
    path: '/api/v1/auth/registration/settings',
    connections: 20,
    seconds: 5,
  },
  { name: 'GET /api/v1/countries (250 rows, localised)', path: '/api/v1/countries', connections: 10, seconds: 5 },
  {
    name: 'POST /api/v1/auth/login (argon2id m=19MiB t=2)',
    path: '/api/v1/auth/login',
    method: 'POST',
    body: JSON.stringify({ email: 'seeker@hireway.test', password: 'Demo-Pass-2026!' }),
    connections: 4,
    seconds: 5,
  },
];

try {
  await waitReady();
  const rows = [];
  for (const item of cases) {
    const result = await autocannon({
      url: `${base}${item.path}`,
      method: item.method ?? 'GET',
      body: item.body,
      headers: { 'content-type': 'application/json' },
      connections: item.connections,
      duration: item.seconds,
    });
    rows.push({
      case: item.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.table(rows);
  console.log(`server RSS is not sampled here; see docs/benchmarks.md for how to read these figures`);
} finally {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
