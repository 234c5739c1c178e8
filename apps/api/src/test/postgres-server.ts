import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { createDb } from '../db/database';
import { prepareDatabase } from '../prepare';

/*
 * A private PostgreSQL server for the tests that stop, kill, restart, replicate and fail over the database (the
 * outage, overload, replica and failover tests): the suite's shared server (TEST_POSTGRES_URL) must stay up for
 * every other test. Debian's PostgreSQL binaries; initdb
 * refuses root, so as root the server runs as the `postgres` user. Only this server's own postmaster is signalled
 * (pg_ctl with its data directory), never anything else on the machine.
 */

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions.find((v) => existsSync(join(base, v, 'bin', 'initdb')));
  if (!version) throw new Error('PostgreSQL binaries not found in /usr/lib/postgresql (npm test installs them)');
  return join(base, version, 'bin');
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface PostgresServer {
  url: string;
  port: number;
  /** A streaming replica of this server (pg_basebackup -R), started; destroy it before this one. */
  startReplica(): Promise<PostgresServer>;
  /** A replica's failover: `pg_ctl promote`, which returns once the server takes writes. */
  promote(): void;
  start(): void;
  /** `immediate` is a crash (no checkpoint, connections cut); `fast` a clean restart's first half. */
  stop(mode: 'fast' | 'immediate'): void;
  /**
   * SIGKILL to this server's own postmaster (the PID in its data directory's postmaster.pid, checked > 1 and
   * alive), then waits until it and its backends are gone: a crash no shutdown code sees.
   */
  kill(): Promise<number>;
  destroy(): void;
}

const shell = (command: string) =>
  isRoot
    ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' })
    : execFileSync('sh', ['-c', command], { stdio: 'pipe' });

/** The PIDs whose parent is `pid` (pgrep exits 1 when there are none). */
const childPids = (pid: number): number[] => {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((child) => Number.isInteger(child) && child > 1);
  } catch {
    return [];
  }
};

/** A server on its own port and folder; `init` fills the data directory (initdb, or a base backup). */
async function startServer(init: (bin: string, data: string, dir: string) => void): Promise<PostgresServer> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hireway-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  init(bin, data, dir);
  // synchronous_commit stays on (the default, as in production): a commit is acknowledged once its WAL is written,
  // so a killed postmaster loses nothing acknowledged. fsync off only matters to an operating-system crash.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`;
  let running = false;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    startReplica: () =>
      startServer((_bin, replicaData) => {
        // -R writes standby.signal and primary_conninfo: the copy starts as a hot standby streaming from here.
        // -c fast: the backup's checkpoint at once (a spread one took 30 s of the test's time).
        shell(`${bin}/pg_basebackup -h 127.0.0.1 -p ${port} -U postgres -D ${replicaData} -R -X stream -c fast`);
      }),
    promote() {
      shell(`${bin}/pg_ctl -D ${data} -w promote >/dev/null`);
    },
    start() {
      shell(`${bin}/pg_ctl -D ${data} -l ${dir}/server.log -o '${options}' -w start >/dev/null`);
      running = true;
    },
    stop(mode) {
      shell(`${bin}/pg_ctl -D ${data} -m ${mode} -w stop >/dev/null`);
      running = false;
    },
    async kill() {
      const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (!Number.isInteger(pid) || pid <= 1) throw new Error(`refusing to signal PID ${pid}`);
      // Its own children (backends, checkpointer, WAL writer), listed before it dies: they are then waited for.
      const children = childPids(pid);
      process.kill(pid, 'SIGKILL');
      running = false;
      const alive = (target: number) => {
        try {
          process.kill(target, 0);
          return true;
        } catch {
          return false;
        }
      };
      const started = Date.now();
      // The backends notice their postmaster's death and leave; a new postmaster cannot start before they have.
      while ([pid, ...children].some(alive)) {
        if (Date.now() - started > 10_000) throw new Error('the killed PostgreSQL server is still running');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return pid;
    },
    destroy() {
      if (running) server.stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}

export function startPostgresServer(): Promise<PostgresServer> {
  return startServer((bin, data, dir) =>
    shell(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >${dir}/initdb.log 2>&1`),
  );
}

/** A private server with the app's schema and reference data (prepareDatabase), as the API's tests need it. */
export async function startPreparedPostgresServer(): Promise<PostgresServer> {
  const server = await startPostgresServer();
  const { db } = createDb({ url: server.url, poolSize: 1 });
  try {
    await prepareDatabase(db);
  } finally {
    await db.destroy();
  }
  return server;
}

/** A prepared primary and a streaming replica of it (the replica and failover tests' pair). */
export async function startReplicatedPostgres(): Promise<{ primary: PostgresServer; replica: PostgresServer }> {
  const primary = await startPreparedPostgresServer();
  try {
    return { primary, replica: await primary.startReplica() };
  } catch (error) {
    primary.destroy();
    throw error;
  }
}

/**
 * Waits until `replica` has replayed everything `primary` had written when called (replication is asynchronous:
 * a commit on the primary reaches the replica a moment later).
 */
export async function waitUntilReplayed(primary: PostgresServer, replica: PostgresServer, limitMs = 10_000) {
  const query = async (url: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ value: unknown }>(text, values)).rows[0]?.value;
    } finally {
      await client.end();
    }
  };
  const written = await query(primary.url, 'select pg_current_wal_lsn() as value');
  const started = Date.now();
  while (!(await query(replica.url, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as value', [written]))) {
    if (Date.now() - started > limitMs) {
      throw new Error(`the replica has not replayed ${String(written)} after ${limitMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
