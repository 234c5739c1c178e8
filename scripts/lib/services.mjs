// Installs and runs what the test suite needs: npm packages, Debian's chromium / postgresql / redis-server,
// a throwaway PostgreSQL and Redis on free private ports. Everything started here is stopped by stopAll().
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const stops = [];

export const log = (message) => process.stdout.write(`\n\x1b[1m▸ ${message}\x1b[0m\n`);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${status}`);
}

/** better-sqlite3 (the one native add-on the API needs) opens a database on the Node.js running this script. */
function nativeModulesLoad() {
  const probe = spawnSync(process.execPath, ['-e', "require('better-sqlite3')(':memory:').prepare('select 1').get()"], {
    cwd: join(root, 'apps', 'api'),
    stdio: 'ignore',
  });
  return probe.status === 0;
}

/** npm packages: installed from the lockfile when node_modules is missing or older than the lockfile. */
export function ensureNodeModules() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh && nativeModulesLoad()) return;
  log(`Installing npm packages (npm ci) for Node.js ${process.versions.node}`);
  mustRun('npm', ['ci', '--no-audit', '--no-fund']);
}

const postgresBin = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
};

const DEBIAN = {
  chromium: () => existsSync('/usr/bin/chromium'),
  postgresql: () => postgresBin() !== null,
  'redis-server': () => existsSync('/usr/bin/redis-server'),
  // A C compiler and the C library's headers: SQLite's ranking extension (apps/api/native, decision 0038).
  gcc: () => existsSync('/usr/bin/gcc') || existsSync('/usr/bin/cc'),
  'libc6-dev': () => existsSync('/usr/include/math.h'),
};

/** Debian packages: installed with apt when missing and running as root; otherwise a message naming them. */
export function ensureDebianPackages(names) {
  const missing = names.filter((name) => !DEBIAN[name]());
  if (missing.length === 0) return;
  if (!isRoot) {
    throw new Error(
      `Missing Debian packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`Installing Debian packages: ${missing.join(', ')}`);
  mustRun('apt-get', ['update', '-qq']);
  mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missing.filter((name) => !DEBIAN[name]());
  if (still.length > 0) throw new Error(`apt-get did not install: ${still.join(', ')}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL cluster (fsync off: test data only) on a free port; returns its URL. */
export async function startPostgres() {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hireway-pg-'));
  const asPostgres = (command) =>
    isRoot ? ['su', ['postgres', '-s', '/bin/sh', '-c', command]] : ['sh', ['-c', command]];
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const data = join(dir, 'data');
  const [c1, a1] = asPostgres(
    `${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >${dir}/initdb.log 2>&1`,
  );
  mustRun(c1, a1);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const [c2, a2] = asPostgres(`${bin}/pg_ctl -D ${data} -l ${dir}/server.log -o '${options}' -w start >/dev/null`);
  mustRun(c2, a2);
  stops.push(() => {
    const [c3, a3] = asPostgres(`${bin}/pg_ctl -D ${data} -m immediate -w stop >/dev/null 2>&1`);
    run(c3, a3);
    rmSync(dir, { recursive: true, force: true });
  });
  mustRun(`${bin}/psql`, [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-q',
    '-c',
    'create database hireway_test',
  ]);
  return `postgres://postgres@127.0.0.1:${port}/hireway_test`;
}

/** A throwaway Redis on a free port, without persistence; returns its URL. */
export async function startRedis() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hireway-redis-'));
  mustRun('/usr/bin/redis-server', [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--daemonize',
    'yes',
    '--dir',
    dir,
    '--pidfile',
    join(dir, 'redis.pid'),
    '--logfile',
    join(dir, 'redis.log'),
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 50 && !existsSync(join(dir, 'redis.pid')); i += 1) await new Promise((r) => setTimeout(r, 100));
  stops.push(() => {
    try {
      const pid = Number(readFileSync(join(dir, 'redis.pid'), 'utf8').trim());
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    // Redis may still be writing its log while it exits.
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });
  return `redis://127.0.0.1:${port}`;
}

export function stopAll() {
  while (stops.length > 0) {
    const stop = stops.pop();
    try {
      stop();
    } catch (error) {
      process.stderr.write(`cleanup failed: ${error}\n`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
