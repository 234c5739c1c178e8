import { sql } from 'kysely';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { createDb, type Database } from '../db/database';
import { testEngine, type TestDatabase, useTestDatabase } from '../test/test-app';
import { DEFAULT_LOCK_MS, JobRunner, PermanentJobError, type JobContext, type JobRunnerOptions } from './job-runner';
import { claimDueJobs, findJobById, insertJob, retryDelayMs } from './jobs.repository';

const SECOND = 1000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** Collects structured log lines, to check what is (and is not) logged. */
function captureLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { log, lines };
}

let database: TestDatabase;
let db: Database;
useTestDatabase((opened) => {
  database = opened;
  db = opened.db;
});
afterEach(async () => {
  await db.deleteFrom('jobs').execute();
});

const greetSchema = z.object({ name: z.string().min(1) });

function makeRunner(options: Partial<JobRunnerOptions> = {}) {
  const { log, lines } = captureLog();
  const runner = new JobRunner({ db, engine: database.engine, log, ...options });
  const seen: string[] = [];
  const handler = vi.fn(async (payload: z.output<typeof greetSchema>, _context: JobContext) => {
    seen.push(payload.name);
  });
  runner.register('greet', { payload: greetSchema, handler });
  return { runner, handler, seen, lines };
}

describe(`job runner on ${testEngine()}`, () => {
  it('runs a due job once with its validated payload and marks it done', async () => {
    const { runner, handler, seen } = makeRunner();
    const id = await runner.enqueue(db, 'greet', { name: 'Ada' });
    expect(await runner.runDue()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual(['Ada']);
    expect(handler.mock.calls[0]?.[1]).toMatchObject({ jobId: id, attempt: 1 });
    expect(await findJobById(db, id)).toMatchObject({ status: 'done', attempts: 1, locked_until: null });
    expect(await runner.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('commits a job with the caller’s transaction, and drops it when that transaction rolls back', async () => {
    const { runner, seen } = makeRunner();
    await expect(
      db.transaction().execute(async (trx) => {
        await runner.enqueue(trx, 'greet', { name: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction().execute(async (trx) => {
      await runner.enqueue(trx, 'greet', { name: 'committed' });
    });
    await runner.runDue({ now: at(new Date(), 24 * 3600 * SECOND) });
    expect(seen).toEqual(['committed']);
    expect(await db.selectFrom('jobs').select('payload').execute()).toHaveLength(1);
  });

  it('refuses to enqueue an unknown type or a payload that does not match', async () => {
    const { runner } = makeRunner();
    await expect(runner.enqueue(db, 'nope', {})).rejects.toThrow('Unknown job type "nope"');
    await expect(runner.enqueue(db, 'greet', { name: '' })).rejects.toThrow('Invalid payload for job "greet"');
    expect(() => runner.register('greet', { payload: greetSchema, handler: async () => undefined })).toThrow(
      'already registered',
    );
  });

  it('fails a job whose stored payload is invalid, without retrying it', async () => {
    const { runner, handler, lines } = makeRunner();
    const now = new Date();
    const bad = await insertJob(db, { type: 'greet', payload: { name: 42 }, runAt: now, maxAttempts: 8, now });
    const garbled = await insertJob(db, { type: 'greet', payload: null, runAt: now, maxAttempts: 8, now });
    await db.updateTable('jobs').set({ payload: '{not json' }).where('id', '=', garbled).execute();

    expect(await runner.runDue({ now })).toEqual({ done: 0, retried: 0, failed: 2 });
    expect(await findJobById(db, bad)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await findJobById(db, bad))?.last_error).toMatch(/^Invalid payload: name: /);
    expect((await findJobById(db, garbled))?.last_error).toBe('Invalid payload: not JSON');
    expect(await runner.runDue({ now: at(now, 48 * 3600 * SECOND) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(handler).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.msg === 'job failed for good').map((line) => line.jobId)).toEqual(
      expect.arrayContaining([bad, garbled]),
    );
  });

  it('retries a failing job with exponential backoff, then fails it after max attempts', async () => {
    const { log, lines } = captureLog();
    const runner = new JobRunner({ db, engine: database.engine, log });
    const handler = vi.fn(async () => {
      throw new Error('provider down');
    });
    runner.register('flaky', { payload: z.object({}), handler, maxAttempts: 3 });
    const id = await runner.enqueue(db, 'flaky', {});
    const t0 = new Date();

    expect(await runner.runDue({ now: t0 })).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(await findJobById(db, id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'provider down',
      run_at: at(t0, 30 * SECOND).toISOString(),
    });
    expect(lines.find((line) => line.msg === 'job failed; it will be retried')).toMatchObject({ jobId: id });

    // Not before the backoff has passed.
    expect(await runner.runDue({ now: at(t0, 29 * SECOND) })).toEqual({ done: 0, retried: 0, failed: 0 });
    const t1 = at(t0, 30 * SECOND);
    expect(await runner.runDue({ now: t1 })).toEqual({ done: 0, retried: 1, failed: 0 });
    expect((await findJobById(db, id))?.run_at).toBe(at(t1, 60 * SECOND).toISOString());

    expect(await runner.runDue({ now: at(t1, 60 * SECOND) })).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await findJobById(db, id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(handler).toHaveBeenCalledTimes(3);
    expect(lines.find((line) => line.msg === 'job failed for good')).toMatchObject({ jobId: id, attempt: 3 });
  });

  it('doubles the delay from 30 seconds and caps it at an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it('fails at once when the handler says retrying cannot help', async () => {
    const { runner } = makeRunner();
    runner.register('doomed', {
      payload: z.object({}),
      handler: async () => {
        throw new PermanentJobError('no such mailbox');
      },
    });
    const id = await runner.enqueue(db, 'doomed', {});
    expect(await runner.runDue()).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await findJobById(db, id)).toMatchObject({ status: 'failed', last_error: 'no such mailbox' });
  });

  it('retries a type this process does not know (another version may) and a handler that times out', async () => {
    const { runner } = makeRunner({ handlerTimeoutMs: 50 });
    let signal: AbortSignal | undefined;
    runner.register('slow', {
      payload: z.object({}),
      handler: (_payload, context) => {
        signal = context.signal;
        return new Promise(() => undefined);
      },
    });
    const unknown = await insertJob(db, {
      type: 'from-the-future',
      payload: {},
      runAt: new Date(),
      maxAttempts: 8,
      now: new Date(),
    });
    const slow = await runner.enqueue(db, 'slow', {});
    const now = new Date();
    expect(await runner.runDue({ now })).toEqual({ done: 0, retried: 2, failed: 0 });
    expect(await findJobById(db, unknown)).toMatchObject({
      status: 'pending',
      last_error: 'No handler for job type "from-the-future" in this process',
    });
    expect(await findJobById(db, slow)).toMatchObject({ status: 'pending', last_error: 'Timed out after 50 ms' });
    expect(signal?.aborted).toBe(true);
  });

  it('takes over a job whose process died mid-run once its lock expires', async () => {
    const { runner, seen } = makeRunner();
    const id = await runner.enqueue(db, 'greet', { name: 'orphan' });
    const t0 = new Date();
    // A process claims the job and dies before finishing it.
    expect(await claimDueJobs(db, database.engine, { now: t0, limit: 10, lockMs: 5 * 60 * SECOND })).toHaveLength(1);

    expect(await runner.runDue({ now: at(t0, 4 * 60 * SECOND) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runner.runDue({ now: at(t0, 5 * 60 * SECOND + 1) })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual(['orphan']);
    expect(await findJobById(db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('picks up a job caught by a crash within seconds: the default lock is short (a heartbeat keeps live ones)', async () => {
    expect(DEFAULT_LOCK_MS).toBeLessThanOrEqual(15 * SECOND);
    const { runner, seen } = makeRunner();
    await runner.enqueue(db, 'greet', { name: 'reset link' });
    const t0 = new Date();
    // A process claims the job with the runner's default lock and is killed: it never renews nor finishes it.
    expect(await claimDueJobs(db, database.engine, { now: t0, limit: 10, lockMs: DEFAULT_LOCK_MS })).toHaveLength(1);

    expect(await runner.runDue({ now: at(t0, DEFAULT_LOCK_MS - SECOND) })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runner.runDue({ now: at(t0, DEFAULT_LOCK_MS + SECOND) })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual(['reset link']);
  });

  it('renews the lock of a job while it runs, so a slow job is never taken over by another process', async () => {
    const lockMs = 300;
    let release: () => void = () => {};
    const slow = new JobRunner({ db, engine: database.engine, log: captureLog().log, lockMs });
    let runs = 0;
    slow.register('greet', {
      payload: greetSchema,
      handler: () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const other = makeRunner({ lockMs });
    const id = await slow.enqueue(db, 'greet', { name: 'slow' });
    const running = slow.runDue();
    await vi.waitFor(() => expect(runs).toBe(1));

    // Four lock periods later the job is still this process's: the other one finds nothing due.
    for (let round = 0; round < 4; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, lockMs));
      expect(await other.runner.runDue()).toEqual({ done: 0, retried: 0, failed: 0 });
    }
    const row = await findJobById(db, id);
    expect(row?.status).toBe('running');
    expect(Date.parse(row?.locked_until ?? '')).toBeGreaterThan(Date.now());
    release();
    expect(await running).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(other.seen).toEqual([]);
  });

  it('gives up on a job whose last allowed attempt never finished', async () => {
    const { runner, handler } = makeRunner();
    const id = await runner.enqueue(db, 'greet', { name: 'crash loop' }, { maxAttempts: 1 });
    const t0 = new Date();
    await claimDueJobs(db, database.engine, { now: t0, limit: 10, lockMs: 1000 });
    expect(await runner.runDue({ now: at(t0, 2000) })).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await findJobById(db, id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('never runs a job twice when two processes drain at the same time', async () => {
    // A second connection pool on the same database stands for a second API process.
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db).catch(() => null))
      ?.rows[0]?.schema;
    const other =
      database.engine === 'postgres'
        ? createDb({ url: database.url, schema, poolSize: 5 }).db
        : createDb({ url: database.url }).db;
    try {
      const runs: string[] = [];
      const register = (runner: JobRunner) =>
        runner.register('count', {
          payload: z.object({ n: z.number() }),
          handler: async (_payload, context) => {
            runs.push(context.jobId);
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
        });
      const { log } = captureLog();
      const first = new JobRunner({ db, engine: database.engine, log, batchSize: 4 });
      const second = new JobRunner({ db: other, engine: database.engine, log, batchSize: 4 });
      register(first);
      register(second);
      const ids: string[] = [];
      for (let n = 0; n < 40; n += 1) ids.push(await first.enqueue(db, 'count', { n }));

      const [a, b] = await Promise.all([first.runDue(), second.runDue()]);
      expect(a.done + b.done).toBe(40);
      expect(runs.sort()).toEqual([...ids].sort());
      if (database.engine === 'postgres') {
        // Both really worked in parallel (SKIP LOCKED let the second take other rows).
        expect(a.done).toBeGreaterThan(0);
        expect(b.done).toBeGreaterThan(0);
      }
      const statuses = await db.selectFrom('jobs').select('status').distinct().execute();
      expect(statuses).toEqual([{ status: 'done' }]);
    } finally {
      await other.destroy();
    }
  });

  it('polls after start(), wakes soon after an enqueue, and stop() waits for the running job', async () => {
    const { runner } = makeRunner({ pollMs: 60_000 });
    let release: () => void = () => undefined;
    const started = vi.fn();
    runner.register('blocking', {
      payload: z.object({}),
      handler: () =>
        new Promise<void>((resolve) => {
          started();
          release = resolve;
        }),
    });
    runner.start();
    // The first poll finds nothing; the enqueue wakes the runner long before the next poll (a minute away).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const id = await runner.enqueue(db, 'blocking', {});
    await vi.waitFor(() => expect(started).toHaveBeenCalled(), { timeout: 2000, interval: 10 });

    let isStopped = false;
    const stopping = runner.stop().then(() => {
      isStopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(isStopped).toBe(false);
    release();
    await stopping;
    expect(await findJobById(db, id)).toMatchObject({ status: 'done' });

    // Stopped: a new job waits for the next runner.
    const later = await runner.enqueue(db, 'blocking', {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await findJobById(db, later)).toMatchObject({ status: 'pending' });
  });
});
