import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

import type { Database, Engine, Executor } from '../db/database';
import type { JobRow } from '../db/schema';
import { claimDueJobs, extendLocks, insertJob, markDone, markFailedOrRetry } from './jobs.repository';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export type JobLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface JobContext {
  jobId: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the handler runs past its time limit (the attempt then counts as failed). */
  signal: AbortSignal;
  log: JobLogger;
  /** The runner's own connections: a handler's queries never wait behind the board's. */
  db: Database;
}

export interface JobDefinition<S extends z.ZodType> {
  /** Checked when the job runs; a payload that does not match fails the job without retries. */
  payload: S;
  handler: (payload: z.output<S>, context: JobContext) => Promise<void>;
  /** Default 8. */
  maxAttempts?: number;
}

export interface EnqueueOptions {
  /** Default: now. */
  runAt?: Date;
  maxAttempts?: number;
}

export interface RunDueOptions {
  /** The time to run at (tests move it forward instead of sleeping); default: the runner's clock. */
  now?: Date;
}

export interface RunSummary {
  done: number;
  retried: number;
  failed: number;
}

export interface JobRunnerOptions {
  db: Database;
  engine: Engine;
  log: JobLogger;
  pollMs?: number;
  /** Jobs claimed (and run concurrently) per round. */
  batchSize?: number;
  /**
   * How long a claim holds before another process may take the job over. While a job runs its lock is renewed
   * every lockMs / 3 (a heartbeat), so a short lock only matters when the process died: its jobs run again
   * within lockMs + pollMs.
   */
  lockMs?: number;
  /** An attempt running longer fails (and is retried). */
  handlerTimeoutMs?: number;
  clock?: () => Date;
}

type Outcome = keyof RunSummary;
type Prepared = { run: (context: JobContext) => Promise<void> } | { error: string };

interface RegisteredJob {
  maxAttempts: number;
  prepare: (payload: unknown) => Prepared;
}

/** Thrown by a handler when retrying cannot help (the recipient does not exist): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

export const DEFAULT_MAX_ATTEMPTS = 8;
export const DEFAULT_LOCK_MS = 15_000;
const DEFAULT_HANDLER_TIMEOUT_MS = 2 * 60_000;
/** An enqueue in this process wakes the poller this soon (after the caller's transaction has likely committed). */
const WAKE_DELAY_MS = 50;
/** Rounds per drain, so one drain never runs forever when handlers keep enqueueing due jobs. */
const MAX_ROUNDS = 100;

const describeIssues = (issues: readonly z.core.$ZodIssue[]): string =>
  issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Background jobs stored in the database. `enqueue` writes with the caller's executor, so a job exists only if
 * the caller's transaction commits. Every process may run the runner: claims never hand one job to two of them.
 */
export class JobRunner {
  private readonly db: Database;
  private readonly engine: Engine;
  private readonly log: JobLogger;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly lockMs: number;
  private readonly handlerTimeoutMs: number;
  private readonly clock: () => Date;
  private readonly types = new Map<string, RegisteredJob>();
  private readonly inFlight = new Set<Promise<RunSummary>>();
  /** Jobs this process is running (their locks are renewed by the heartbeat). */
  private readonly running = new Set<string>();
  private heartbeat: NodeJS.Timeout | null = null;
  private timer: NodeJS.Timeout | null = null;
  private timerAt = 0;
  private isStarted = false;
  private isStopping = false;
  private isTicking = false;
  private isWakeRequested = false;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.engine = options.engine;
    this.log = options.log;
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 10;
    this.lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
    this.handlerTimeoutMs = options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS;
    this.clock = options.clock ?? (() => new Date());
  }

  register<S extends z.ZodType>(type: string, definition: JobDefinition<S>): void {
    if (this.types.has(type)) throw new Error(`Job type "${type}" is already registered`);
    this.types.set(type, {
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      prepare: (payload) => {
        const parsed = definition.payload.safeParse(payload);
        if (!parsed.success) return { error: describeIssues(parsed.error.issues) };
        return { run: (context) => definition.handler(parsed.data, context) };
      },
    });
  }

  /**
   * Stores a job with the caller's executor (pass the transaction that makes the change the job follows from).
   * The payload is checked now too, so a bad one fails the caller instead of a job later. Returns the job id.
   */
  async enqueue(executor: Executor, type: string, payload: unknown, options: EnqueueOptions = {}): Promise<string> {
    const registered = this.types.get(type);
    if (!registered) throw new Error(`Unknown job type "${type}"`);
    const prepared = registered.prepare(payload);
    if ('error' in prepared) throw new Error(`Invalid payload for job "${type}": ${prepared.error}`);
    const now = this.clock();
    const runAt = options.runAt ?? now;
    const id = await insertJob(executor, {
      type,
      payload,
      runAt,
      maxAttempts: options.maxAttempts ?? registered.maxAttempts,
      now,
    });
    if (runAt.getTime() <= now.getTime()) this.schedule(WAKE_DELAY_MS);
    return id;
  }

  /** Polls every pollMs (sooner after an enqueue in this process) until stop(). */
  start(): void {
    if (this.isStarted) return;
    this.isStarted = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs that are running to finish. */
  async stop(): Promise<void> {
    this.isStarted = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.isStopping = true;
    try {
      await Promise.allSettled([...this.inFlight]);
    } finally {
      this.isStopping = false;
    }
  }

  /** Claims and runs every job due now, round after round, until none is left (tests call it to drain). */
  async runDue(options: RunDueOptions = {}): Promise<RunSummary> {
    const run = this.drain(options);
    this.inFlight.add(run);
    try {
      return await run;
    } finally {
      this.inFlight.delete(run);
    }
  }

  private async drain(options: RunDueOptions): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
    for (let round = 0; round < MAX_ROUNDS && !this.isStopping; round += 1) {
      const jobs = await claimDueJobs(this.db, this.engine, {
        now: options.now ?? this.clock(),
        limit: this.batchSize,
        lockMs: this.lockMs,
      });
      if (jobs.length === 0) break;
      const results = await Promise.allSettled(jobs.map((job) => this.runJob(job, options.now)));
      for (const result of results) {
        if (result.status === 'fulfilled') summary[result.value] += 1;
      }
      const rejected = results.find((result) => result.status === 'rejected');
      // Bookkeeping failed (the database is unreachable): the claims expire and the jobs run again later.
      if (rejected) throw rejected.reason;
    }
    return summary;
  }

  private async runJob(job: JobRow, fixedNow: Date | undefined): Promise<Outcome> {
    this.running.add(job.id);
    this.startHeartbeat();
    try {
      return await this.attempt(job, fixedNow);
    } finally {
      this.running.delete(job.id);
      if (this.running.size === 0) this.stopHeartbeat();
    }
  }

  /** Renews the locks of the running jobs every lockMs / 3 while any runs. */
  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(
      () => {
        const ids = [...this.running];
        if (ids.length === 0) return;
        const lockedUntil = new Date(this.clock().getTime() + this.lockMs);
        extendLocks(this.db, ids, lockedUntil).catch((error: unknown) =>
          this.log.warn({ err: error, jobIds: ids }, 'renewing job locks failed; retrying at the next beat'),
        );
      },
      Math.max(10, Math.floor(this.lockMs / 3)),
    );
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private async attempt(job: JobRow, fixedNow: Date | undefined): Promise<Outcome> {
    const time = () => fixedNow ?? this.clock();
    const fields = { jobId: job.id, jobType: job.type, attempt: job.attempts };
    const fail = async (error: string, isRetryable: boolean, cause?: unknown): Promise<Outcome> => {
      const result = await markFailedOrRetry(this.db, job, { error, now: time(), isRetryable });
      if (result.status === 'pending') {
        this.log.warn({ ...fields, err: cause ?? error, retryAt: result.runAt }, 'job failed; it will be retried');
        return 'retried';
      }
      this.log.error({ ...fields, err: cause ?? error }, 'job failed for good');
      return 'failed';
    };

    // Claimed again after its lock expired on the last allowed attempt: that process died mid-job.
    if (job.attempts > job.max_attempts) return fail('Gave up: the last attempt never finished', false);
    const registered = this.types.get(job.type);
    // Another version of the app (a rolling deploy) may know this type: retry rather than drop it.
    if (!registered) return fail(`No handler for job type "${job.type}" in this process`, true);
    let payload: unknown;
    try {
      payload = JSON.parse(job.payload);
    } catch {
      return fail('Invalid payload: not JSON', false);
    }
    const prepared = registered.prepare(payload);
    if ('error' in prepared) return fail(`Invalid payload: ${prepared.error}`, false);

    const controller = new AbortController();
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        prepared.run({ jobId: job.id, attempt: job.attempts, signal: controller.signal, log: this.log, db: this.db }),
        new Promise<never>((_, reject) => {
          timeout = setTimeout(() => {
            const error = new Error(`Timed out after ${this.handlerTimeoutMs} ms`);
            controller.abort(error);
            reject(error);
          }, this.handlerTimeoutMs);
        }),
      ]);
    } catch (error) {
      return await fail(errorMessage(error), !(error instanceof PermanentJobError), error);
    } finally {
      clearTimeout(timeout);
    }
    await markDone(this.db, job.id, time());
    this.log.debug(fields, 'job done');
    return 'done';
  }

  /** Arms the poll timer to fire within delayMs, keeping an earlier one. */
  private schedule(delayMs: number): void {
    if (!this.isStarted) return;
    const at = Date.now() + delayMs;
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.isTicking) {
      this.isWakeRequested = true;
      return;
    }
    this.isTicking = true;
    try {
      await this.runDue();
    } catch (error) {
      this.log.error({ err: error }, 'running due jobs failed');
    } finally {
      this.isTicking = false;
    }
    const delay = this.isWakeRequested ? WAKE_DELAY_MS : this.pollMs;
    this.isWakeRequested = false;
    this.schedule(delay);
  }
}
