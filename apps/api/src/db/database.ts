import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import SQLite from 'better-sqlite3';
import {
  type Insertable,
  Kysely,
  PostgresDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type Transaction,
} from 'kysely';
import pg from 'pg';

import type { DB } from './schema';
import { RankingSqliteDialect } from './sqlite-rank';

export type Database = Kysely<DB>;
export type Executor = Kysely<DB> | Transaction<DB>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  url: string;
  poolSize?: number;
  /**
   * PostgreSQL only: how long a query may wait for a free pooled connection (or a new one to open) before it fails
   * as "database unavailable" (503 + Retry-After). Short, so overload is answered at once, never queued for ever.
   */
  connectionTimeoutMs?: number;
  /** PostgreSQL only: the schema to work in (tests use one schema per suite). */
  schema?: string;
  /**
   * PostgreSQL only: told of a connection that broke outside a query (the server restarted, failed over or was
   * killed). Without a listener such an error would be an unhandled 'error' event and end the process.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: the longest a statement may run (default 15 s; 0: no limit — bulk loads and rebuilds). */
  statementTimeoutMs?: number;
}

// timestamptz and timestamp come back as ISO strings on both engines.
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value}Z`).toISOString());
// bigint counts (count(*)) as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export const engineOf = (url: string): Engine => (url.startsWith('sqlite:') ? 'sqlite' : 'postgres');

/** Opens SQLite with the pragmas REL-01 requires. */
function openSqlite(url: string): SQLite.Database {
  const file = url.slice('sqlite:'.length);
  const isMemory = file === ':memory:' || file === '';
  if (!isMemory) mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(isMemory ? ':memory:' : file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/** Default wait for a pooled PostgreSQL connection (see docs/production.md, "Pool sizing"). */
export const DEFAULT_POOL_TIMEOUT_MS = 2_000;

function openPgPool(options: DatabaseOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 15_000,
    idle_in_transaction_session_timeout: 30_000,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? DEFAULT_POOL_TIMEOUT_MS,
    // JIT compiles a statement the planner costs high (a search's count at a million jobs) for 100–300 ms before
    // it runs: more than the statements the app runs take. Off for the app's sessions.
    options: ['-c jit=off', ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
  });
  const onError =
    options.onConnectionError ??
    ((error: Error) => process.stderr.write(`database connection lost: ${error.message}\n`));
  // An idle client that loses its connection is reported on the pool; a checked-out one on itself. The pool
  // drops a broken client and opens a new connection for the next query, so the API serves again by itself.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/** Marks a pooled connection of the primary's whose queries are watched for 25006. */
const WATCHED_PRIMARY = Symbol('watched primary connection');
/** Marks a pooled connection that met a read-only server where the primary should be. */
const READ_ONLY_SERVER = Symbol('connection to a read-only server');
/** Marks an error a write met there: the database is away (503 + Retry-After), not a fault of the request. */
const PRIMARY_READ_ONLY = Symbol('the primary address reached a read-only server');
type MarkedClient = pg.PoolClient & { [WATCHED_PRIMARY]?: true; [READ_ONLY_SERVER]?: true };

/**
 * Failover (issue 15, "Outages"): the primary's stable address (a virtual IP, a DNS name, HAProxy or PgBouncer)
 * moves to the promoted replica, but a pooled connection opened before the move may still reach the old server,
 * come back as a standby (or a server set read-only). There every write fails with SQLSTATE 25006
 * read_only_sql_transaction, for as long as the connection lives. On the primary's pools such an error is
 * "database unavailable" (503 + Retry-After) and its connection is dropped when released, so the next query opens
 * a new one to whatever the address reaches now: the API serves again by itself. (A read replica answering 25006
 * is a write sent to the wrong handle: a bug, left a 500.)
 */
function primaryPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = (await pool.connect()) as MarkedClient;
      if (!client[WATCHED_PRIMARY]) {
        client[WATCHED_PRIMARY] = true;
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: typeof query }).query = (...args) => {
          const result = query(...args);
          // A cursor (a streamed query) is no promise: it reports its own errors.
          if (!(result instanceof Promise)) return result;
          return result.catch((error: unknown) => {
            if (error instanceof Error && (error as { code?: unknown }).code === '25006') {
              client[READ_ONLY_SERVER] = true;
              Object.defineProperty(error, PRIMARY_READ_ONLY, { value: true });
            }
            throw error;
          });
        };
      }
      // pg-pool hands every checkout a new release function; an error passed to it ends the connection.
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) =>
        release(
          error ?? (client[READ_ONLY_SERVER] ? new Error('the server is read-only: not the primary') : undefined),
        );
      return client;
    },
    end: () => pool.end(),
  };
}

export function createDb(options: DatabaseOptions): { db: Database; engine: Engine } {
  const engine = engineOf(options.url);
  if (engine === 'sqlite') {
    return { engine, db: new Kysely<DB>({ dialect: new RankingSqliteDialect({ database: openSqlite(options.url) }) }) };
  }
  return { engine, db: new Kysely<DB>({ dialect: new PostgresDialect({ pool: primaryPool(openPgPool(options)) }) }) };
}

/** How long a replica that refused a connection is left out of the rotation before it is tried again. */
const REPLICA_RETRY_MS = 2_000;
const WATCHED = Symbol('watched replica connection');

/**
 * A pool for Kysely's PostgresDialect that hands out connections to the read replicas in turn and, when every
 * replica is away (refused, crashed, its pool saturated), to the primary: a replica outage never fails a read.
 */
export class ReplicaRouter implements PostgresPool {
  private next = 0;
  private readonly downUntil: number[];

  constructor(
    private readonly replicas: readonly pg.Pool[],
    private readonly primary: PostgresPool,
    private readonly onReplicaDown: (index: number, error: Error) => void = () => {},
  ) {
    this.downUntil = replicas.map(() => 0);
  }

  async connect(): Promise<PostgresPoolClient> {
    const count = this.replicas.length;
    const first = this.next;
    this.next = (this.next + 1) % count;
    for (let step = 0; step < count; step += 1) {
      const index = (first + step) % count;
      const replica = this.replicas[index];
      if (!replica || (this.downUntil[index] ?? 0) > Date.now()) continue;
      try {
        return this.watch(await replica.connect(), index);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(index, error as Error);
      }
    }
    return this.primary.connect();
  }

  private markDown(index: number, error: Error): void {
    this.downUntil[index] = Date.now() + REPLICA_RETRY_MS;
    this.onReplicaDown(index, error);
  }

  /**
   * A pooled connection to a replica that died since it was opened fails its next query (that request answers
   * 503 + Retry-After); the replica is then left out, so the next reads go to the others or the primary.
   */
  private watch(client: pg.PoolClient, index: number): PostgresPoolClient {
    const watched = client as pg.PoolClient & { [WATCHED]?: true };
    if (watched[WATCHED]) return client;
    watched[WATCHED] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as { query: typeof query }).query = (...args) =>
      query(...args).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) this.markDown(index, error as Error);
        throw error;
      });
    return client;
  }

  /** Ends the replicas' pools; the primary belongs to its own Kysely instance. */
  async end(): Promise<void> {
    await Promise.all(this.replicas.map((pool) => pool.end()));
  }
}

export interface DatabasesOptions extends DatabaseOptions {
  /** PostgreSQL only: the background job runner's own pool (it never waits behind the board's queries). */
  jobsPoolSize?: number;
  /** PostgreSQL only: read replicas for anonymous board reads (streaming replicas of `url`). */
  replicaUrls?: readonly string[];
}

/**
 * Every database handle one API process uses. `db`: the primary, for writes and read-your-own-writes.
 * `readDb`: the replicas in turn (the primary when there are none, or none answers). `jobsDb`: the job runner's
 * own small pool. On SQLite all three are one handle (a synchronous driver has no pool to wait for).
 */
export interface Databases {
  engine: Engine;
  db: Database;
  readDb: Database;
  jobsDb: Database;
  destroy(): Promise<void>;
}

export function openDatabases(options: DatabasesOptions): Databases {
  const engine = engineOf(options.url);
  if (engine === 'sqlite') {
    const { db } = createDb(options);
    return { engine, db, readDb: db, jobsDb: db, destroy: () => db.destroy() };
  }
  const primary = primaryPool(openPgPool(options));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: primary }) });
  const jobsDb = new Kysely<DB>({
    dialect: new PostgresDialect({
      // Jobs are not a request: they may wait longer for one of their own few connections.
      pool: primaryPool(openPgPool({ ...options, poolSize: options.jobsPoolSize ?? 2, connectionTimeoutMs: 30_000 })),
    }),
  });
  const replicaUrls = options.replicaUrls ?? [];
  let readDb = db;
  if (replicaUrls.length > 0) {
    const replicas = replicaUrls.map((url) => openPgPool({ ...options, url }));
    const onError = options.onConnectionError ?? (() => {});
    const router = new ReplicaRouter(replicas, primary, (index, error) =>
      onError(new Error(`read replica ${index + 1} unavailable, reading from the others: ${error.message}`)),
    );
    readDb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: router }) });
  }
  return {
    engine,
    db,
    readDb,
    jobsDb,
    destroy: async () => {
      await Promise.all([readDb === db ? null : readDb.destroy(), jobsDb.destroy()]);
      await db.destroy();
    },
  };
}

/** The tables whose key is an `id` the application makes (a random UUID). */
type TableWithId = { [T in keyof DB]: Insertable<DB[T]> extends { id: string } ? T : never }[keyof DB];

/** Inserts a row under a new random UUID and answers it: the way every repository adds a row with its own id. */
export async function insertWithNewId<T extends TableWithId>(
  db: Executor,
  table: T,
  values: Omit<Insertable<DB[T]>, 'id'>,
): Promise<string> {
  const id = randomUUID();
  // Kysely cannot follow a generic table through `values`; the caller's `values` are checked against T above.
  await db
    .insertInto(table)
    .values({ id, ...values } as never)
    .execute();
  return id;
}

/** UTC now as ISO-8601, the one timestamp format of the data layer. */
export const nowIso = (): string => new Date().toISOString();

/** 0/1 ↔ boolean: better-sqlite3 cannot bind booleans, so both engines store flags as integers. */
export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | boolean | null | undefined): boolean => value === 1 || value === true;

/** A JSON array of strings as a text column holds it (tags, skills, achievements, grant actions); anything else reads as none. */
export const readStringList = (json: string | null): string[] => {
  if (json === null) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/*
 * The database is away (PostgreSQL restarting, failing over, refusing connections, or the pool exhausted):
 * a passing condition the caller should retry, answered 503 + Retry-After rather than 500.
 * SQLSTATE classes 08 (connection exception) and 57P (operator intervention: admin shutdown, crash shutdown,
 * cannot connect now), 53300 too many connections; socket errors; pg-pool's connect timeout; 25006 (read-only)
 * met on the primary's pools during a failover.
 */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // A write the primary's address sent to a read-only server: a failover under way (see primaryPool).
  if ((error as { [PRIMARY_READ_ONLY]?: true })[PRIMARY_READ_ONLY]) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || code.startsWith('57P') || code === '53300') return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message))) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
