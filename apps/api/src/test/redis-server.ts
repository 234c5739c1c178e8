import { type ChildProcess, spawn } from 'node:child_process';

import { Redis } from 'ioredis';

import { freePort } from './postgres-server';

/*
 * A private redis-server for the tests that stop and restart Redis (outage tests): the suite's shared Redis
 * (TEST_REDIS_URL) must stay up for every other test. Only the process this helper spawned is signalled (its
 * PID checked > 1), never anything else on the machine.
 */

export interface RedisServer {
  port: number;
  url: string;
  /** Starts redis-server on this port (again after stop(): same port, empty) and waits until it answers PING. */
  start(): Promise<void>;
  /** SIGKILL to the redis-server this helper started, then waits for it to exit: an outage nothing announces. */
  stop(): Promise<void>;
}

/** A redis-server on a free port of 127.0.0.1, started; stop it in afterAll. */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async (): Promise<void> => {
    child = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
    probe.on('error', () => {});
    const started = Date.now();
    try {
      for (;;) {
        try {
          if ((await probe.ping()) === 'PONG') return;
        } catch {
          if (Date.now() - started > 10_000) throw new Error('redis-server did not start');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    } finally {
      probe.disconnect();
    }
  };

  const stop = async (): Promise<void> => {
    const current = child;
    child = null;
    if (!current?.pid || current.pid <= 1 || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };

  await start();
  return { port, url: `redis://127.0.0.1:${port}`, start, stop };
}

/** Polls `check` every 50 ms until it holds; throws after `limitMs`, naming `what`. */
export async function until(check: () => boolean, limitMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
