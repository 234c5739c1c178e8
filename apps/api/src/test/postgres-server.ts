import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A private PostgreSQL server for the tests that stop, kill and restart the database (outage tests): the suite's
 * shared server (TEST_POSTGRES_URL) must stay up for every other test. Debian's PostgreSQL binaries; initdb
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
  /** A streaming replica of this server (pg_basebackup -R), started; destroy it before this one. */
  startReplica(): Promise<PostgresServer>;
  start(): void;
  /** `immediate` is a crash (no checkpoint, connections cut); `fast` a clean restart's first half. */
  stop(mode: 'fast' | 'immediate'): void;
  destroy(): void;
}

const shell = (command: string) =>
  isRoot
    ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'pipe' })
    : execFileSync('sh', ['-c', command], { stdio: 'pipe' });

/** A server on its own port and folder; `init` fills the data directory (initdb, or a base backup). */
async function startServer(init: (bin: string, data: string, dir: string) => void): Promise<PostgresServer> {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'hireway-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  init(bin, data, dir);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off`;
  let running = false;
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    startReplica: () =>
      startServer((_bin, replicaData) => {
        // -R writes standby.signal and primary_conninfo: the copy starts as a hot standby streaming from here.
        shell(`${bin}/pg_basebackup -h 127.0.0.1 -p ${port} -U postgres -D ${replicaData} -R -X stream`);
      }),
    start() {
      shell(`${bin}/pg_ctl -D ${data} -l ${dir}/server.log -o '${options}' -w start >/dev/null`);
      running = true;
    },
    stop(mode) {
      shell(`${bin}/pg_ctl -D ${data} -m ${mode} -w stop >/dev/null`);
      running = false;
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
