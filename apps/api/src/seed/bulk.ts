// The benchmark's data set (`npm run bench:seed -- --jobs=N --database=URL`, bench/seed.ts): a FRESH database (the SQLite file removed, or the PostgreSQL
// database dropped and created again) migrated with the app's own migrations and filled with N listed jobs (plus
// 10 % drafts, closed and archived ones) from approved providers, seekers and their applications, in en/de/fr/pt
// (apps/api/src/seed/job-text.ts). Deterministic: every run and both engines get the same text.
//
// Fast by construction: the rows are written straight into the tables (not through the API) in one transaction
// per table — prepared multi-row statements on better-sqlite3 (journal off during the load and the read-model
// rebuild, WAL again at the end), one `COPY … FROM STDIN` per table on PostgreSQL, its rows generated while the
// server parses the last chunk — with the tables' secondary indexes (and, on PostgreSQL, foreign keys) dropped
// before and built again after the load, then the read model through the app's own rebuildJobListings, then
// ANALYZE. Jobs carry the stored HTML of their description (ADR 0021) like a job written through the API.
// bulk.test.ts runs it (and the CLI) on a few hundred jobs on both engines.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { todayUtc } from '@hireway/shared';

import { createDb, type Database, engineOf } from '../db/database';
import type { DB } from '../db/schema';
import { prepareDatabase } from '../prepare';
import {
  DictionaryCounts,
  finishListingsLoad,
  LISTED_KEY_SLOTS,
  listingFacetWords,
  listingVectorText,
  nameSearchText,
  rebuildJobListings,
} from '../modules/jobs';
import { createJobTextGenerator, type GeneratedJob, SEED_LANGUAGES, type SeedLanguage } from './job-text';
import { seedProfileRow, seedUserRow } from './users';

export interface SeedSizes {
  /** Listed (live) jobs; 10 % more jobs in other states come on top. */
  jobs: number;
  providers: number;
  seekers: number;
  applications: number;
}

/** A few thousand providers and seekers at a million jobs, fewer for small boards; one application per 2 jobs. */
export const sizesFor = (jobs: number): SeedSizes => ({
  jobs,
  providers: Math.min(3_000, Math.max(5, Math.round(jobs / 300))),
  seekers: Math.min(20_000, Math.max(5, Math.round(jobs / 50))),
  applications: Math.round(jobs / 2),
});

type Value = string | number | null;
type Row = Record<string, Value>;
/** A generated job: its job_posts row, whether it is live, its provider and publication millisecond. */
interface SeedJob {
  row: Row;
  live: boolean;
  providerIndex: number;
  ms: number;
  job: GeneratedJob;
}
const TABLES = ['users', 'profiles', 'provider_profiles', 'job_posts', 'job_applications'] as const;

/** Writes rows into one table inside one transaction; returns how many. */
interface Loader {
  columns(table: string): Promise<Set<string>>;
  load(table: string, rows: Iterable<Row>): Promise<number>;
  /** Drops the tables' secondary indexes (and, on SQLite, the search triggers); returns what rebuilds them. */
  dropIndexes(tables: readonly string[]): Promise<string[]>;
  createIndexes(definitions: string[]): Promise<void>;
  analyze(): Promise<void>;
  /**
   * The app's database handle for the read-model rebuild: on SQLite over the loader's own connection, so the
   * rebuild runs with the load's pragmas too (no journal, a large cache) instead of WAL with synchronous = FULL.
   */
  appDb(): Database;
  close(): Promise<void>;
}

function sqliteLoader(file: string): Loader {
  const raw = new SQLite(file);
  // The load is all or nothing (a failed seed is run again from scratch), so the rollback journal stays in memory
  // (better-sqlite3's defensive mode refuses OFF; a fresh file's pages are new, so it holds little). The
  // migrations left the file in WAL mode, which SQLite leaves only for a rollback journal: a mode set straight from
  // WAL was ignored before, and the load went through a WAL as large as the data, every page written twice.
  raw.pragma('journal_mode = DELETE');
  const mode = raw.pragma('journal_mode = MEMORY', { simple: true });
  if (mode !== 'memory') throw new Error(`could not keep the journal in memory (journal_mode ${String(mode)})`);
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -512000');
  raw.pragma('temp_store = MEMORY');
  raw.pragma('foreign_keys = OFF');
  return {
    async columns(table) {
      return new Set((raw.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name));
    },
    async load(table, rows) {
      let columns: string[] = [];
      let statement: SQLite.Statement | undefined;
      let perStatement = 0;
      let values: Value[] = [];
      let count = 0;
      const prepare = (n: number) => {
        const tuple = `(${columns.map(() => '?').join(', ')})`;
        return raw.prepare(
          `insert into ${table} (${columns.join(', ')}) values ${Array.from({ length: n }, () => tuple).join(', ')}`,
        );
      };
      raw.transaction(() => {
        let inBatch = 0;
        for (const row of rows) {
          if (!statement) {
            columns = Object.keys(row);
            perStatement = Math.max(1, Math.min(200, Math.floor(30_000 / columns.length)));
            statement = prepare(perStatement);
          }
          for (const column of columns) values.push(row[column] ?? null);
          inBatch += 1;
          if (inBatch === perStatement) {
            statement.run(values);
            count += inBatch;
            values = [];
            inBatch = 0;
          }
        }
        if (inBatch > 0) {
          prepare(inBatch).run(values);
          count += inBatch;
        }
      })();
      return count;
    },
    async dropIndexes(tables) {
      const list = tables.map((t) => `'${t}'`).join(', ');
      const indexes = raw
        .prepare(
          `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${list})`,
        )
        .all() as { name: string; sql: string }[];
      for (const index of indexes) raw.exec(`drop index ${index.name}`);
      const rebuild = indexes.map((index) => index.sql);
      // The FTS5 index (migration 2026-11-22T0105-job-search-fts): filled once from the loaded rows rather than by
      // its insert trigger row by row. bulk.test.ts searches the seeded board, so a change of that index
      // that this mirror misses fails there.
      const trigger = raw
        .prepare(`select sql from sqlite_master where type = 'trigger' and name = 'job_posts_fts_insert'`)
        .get() as { sql: string } | undefined;
      if (trigger) {
        raw.exec('drop trigger job_posts_fts_insert');
        rebuild.push(
          `insert into job_posts_fts (rowid, title, description, skills, company, location)
            select jp.rowid, jp.title, jp.description, jp.skills, coalesce(pp.company_name, ''), coalesce(jp.city, '')
              from job_posts jp left join provider_profiles pp on pp.user_id = jp.provider_id where jp.status = 'live'`,
          trigger.sql,
        );
      }
      return rebuild;
    },
    async createIndexes(definitions) {
      raw.transaction(() => {
        for (const definition of definitions) raw.exec(definition);
      })();
    },
    async analyze() {
      raw.exec('analyze');
    },
    appDb() {
      // The read model's sort (its keys) spills to temporary files rather than growing this process by gigabytes.
      raw.pragma('temp_store = DEFAULT');
      return new Kysely<DB>({ dialect: new SqliteDialect({ database: raw }) });
    },
    async close() {
      // Back to the app's settings (the others last only as long as this connection).
      raw.pragma('journal_mode = WAL');
      raw.close();
    },
  };
}

async function postgresLoader(url: string): Promise<Loader> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set synchronous_commit = off`);
  await client.query(`set maintenance_work_mem = '1GB'`);
  const types = new Map<string, Map<string, string>>();
  const columnTypes = async (table: string) => {
    let known = types.get(table);
    if (!known) {
      const result = await client.query<{ column_name: string; udt_name: string }>(
        `select column_name, udt_name from information_schema.columns where table_schema = current_schema() and table_name = $1`,
        [table],
      );
      known = new Map(result.rows.map((r) => [r.column_name, r.udt_name]));
      types.set(table, known);
    }
    return known;
  };
  return {
    async columns(table) {
      return new Set((await columnTypes(table)).keys());
    },
    async load(table, rows) {
      const iterator = rows[Symbol.iterator]();
      const first = iterator.next();
      if (first.done) return 0;
      const columns = Object.keys(first.value);
      let count = 0;
      function* chunks(): Generator<string> {
        let chunk = '';
        for (let next = first; !next.done; next = iterator.next()) {
          const row = next.value;
          let line = '';
          for (let i = 0; i < columns.length; i += 1) {
            const value = row[columns[i] as string] ?? null;
            if (i > 0) line += '\t';
            line += value === null ? '\\N' : typeof value === 'number' ? String(value) : copyText(value);
          }
          chunk += `${line}\n`;
          count += 1;
          if (chunk.length >= COPY_CHUNK) {
            yield chunk;
            chunk = '';
          }
        }
        if (chunk) yield chunk;
      }
      const copy = new CopyIn(`copy ${table} (${columns.join(', ')}) from stdin`, chunks());
      client.query(copy as unknown as pg.Submittable);
      await copy.done;
      return count;
    },
    async dropIndexes(tables) {
      const result = await client.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes
          where schemaname = current_schema() and tablename = any($1)
            and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`,
        [tables],
      );
      for (const index of result.rows) await client.query(`drop index ${index.indexname}`);
      // Foreign keys too: checked row by row while loading, by one join per key when added back.
      const keys = await client.query<{ table: string; name: string; definition: string }>(
        `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
           from pg_constraint
          where contype = 'f' and connamespace = current_schema()::regnamespace
            and conrelid::regclass::text = any($1)`,
        [tables],
      );
      for (const key of keys.rows) await client.query(`alter table ${key.table} drop constraint ${key.name}`);
      return [
        ...result.rows.map((index) => index.indexdef),
        ...keys.rows.map((key) => `alter table ${key.table} add constraint ${key.name} ${key.definition}`),
      ];
    },
    async createIndexes(definitions) {
      for (const definition of definitions) await client.query(definition);
    },
    async analyze() {
      // job_listings was analyzed by its rebuild (its search vectors are the slowest column to sample).
      const tables = await client.query<{ name: string }>(
        `select quote_ident(relname) as name from pg_stat_user_tables
          where schemaname = current_schema() and relname <> 'job_listings'`,
      );
      await client.query(`analyze ${tables.rows.map((table) => table.name).join(', ')}`);
    },
    appDb() {
      return createDb({ url, statementTimeoutMs: 0 }).db;
    },
    async close() {
      await client.end();
    },
  };
}

/** Characters of COPY text sent per message. */
const COPY_CHUNK = 1 << 20;

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped. */
const copyText = (value: string): string =>
  /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : value;

/**
 * `COPY table (columns) FROM STDIN` on a pg client, fed by a generator of text chunks (pg has no COPY of its own
 * and the repo no pg-copy-streams; this is the part of it the seeder needs, through pg's submittable protocol).
 * The rows are generated while the server parses what was sent; the socket's buffer is the back-pressure.
 */
class CopyIn {
  readonly done: Promise<void>;
  callback?: (error: Error | null) => void;
  private resolve!: () => void;
  private reject!: (error: Error) => void;
  private failed = false;

  constructor(
    private readonly text: string,
    private readonly chunks: Generator<string>,
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: CopyConnection): void {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection): void {
    void this.send(connection);
  }

  private async send(connection: CopyConnection): Promise<void> {
    try {
      for (const chunk of this.chunks) {
        if (this.failed) return;
        connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
        if (connection.stream.writableLength > 8 * COPY_CHUNK)
          await new Promise((resolve) => connection.stream.once('drain', resolve));
      }
      if (!this.failed) connection.endCopyFrom();
    } catch (error) {
      // The server answers the failed copy with an error, which ends the statement (handleError).
      connection.sendCopyFail(String(error));
      this.failed = true;
      this.reject(error as Error);
    }
  }

  handleCommandComplete(): void {}
  handleCopyData(): void {}
  handleError(error: Error): void {
    this.failed = true;
    this.reject(error);
  }
  handleReadyForQuery(): void {
    if (!this.failed) this.resolve();
  }
}

interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableLength: number };
}

/**
 * How many listings hold each term, a listing's terms given as token sets that may overlap (job-text.ts: a job's
 * parts, shared between jobs, and its company's name). A term counts once per listing however many of its sets
 * hold it. Fast at a million listings: each set becomes an array of term numbers once (sets are shared objects),
 * and a listing marks the terms it has counted in a typed array.
 */
class ListingTermCounter {
  private readonly numbers = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly sets = new WeakMap<readonly string[], Int32Array>();
  private counts = new Uint32Array(4096);
  private seenBy = new Int32Array(4096).fill(-1);
  private listings = 0;

  private numbersOf(set: readonly string[]): Int32Array {
    let found = this.sets.get(set);
    if (!found) {
      found = Int32Array.from(set, (term) => {
        let number = this.numbers.get(term);
        if (number === undefined) {
          number = this.names.length;
          this.numbers.set(term, number);
          this.names.push(term);
          if (number >= this.counts.length) {
            const counts = new Uint32Array(this.counts.length * 2);
            counts.set(this.counts);
            this.counts = counts;
            const seenBy = new Int32Array(this.seenBy.length * 2).fill(-1);
            seenBy.set(this.seenBy);
            this.seenBy = seenBy;
          }
        }
        return number;
      });
      this.sets.set(set, found);
    }
    return found;
  }

  addListing(sets: readonly (readonly string[])[]): void {
    const listing = this.listings;
    this.listings += 1;
    for (const set of sets) {
      for (const number of this.numbersOf(set)) {
        if (this.seenBy[number] === listing) continue;
        this.seenBy[number] = listing;
        this.counts[number] = (this.counts[number] ?? 0) + 1;
      }
    }
  }

  addTo(dictionary: DictionaryCounts): void {
    this.names.forEach((term, number) => {
      const uses = this.counts[number] ?? 0;
      if (uses > 0) dictionary.addTerm(term, uses);
    });
  }
}

/** Removes the SQLite file, or drops and creates the PostgreSQL database the URL names. */
async function freshDatabase(url: string): Promise<void> {
  if (engineOf(url) === 'sqlite') {
    const file = resolve(url.slice('sqlite:'.length));
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
    return;
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`a database name of letters, digits and _ please, not "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

export interface SeedResult {
  sizes: SeedSizes;
  /** Seconds per step. */
  timings: Record<string, number>;
  counts: Record<string, number>;
}

/** Creates a fresh database at `url` and fills it (see the top of this file). */
export async function seedDatabase(
  url: string,
  jobs: number,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  const sizes = sizesFor(jobs);
  const timings: Record<string, number> = {};
  const counts: Record<string, number> = {};
  const timed = async <R>(name: string, run: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    const result = await run();
    timings[name] = Number(((performance.now() - started) / 1000).toFixed(1));
    if (typeof result === 'number') counts[name] = result;
    log(`  ${name}: ${typeof result === 'number' ? `${result.toLocaleString('en')} rows, ` : ''}${timings[name]} s`);
    return result;
  };

  await timed('fresh database + migrations', async () => {
    await freshDatabase(url);
    const { db } = createDb({ url, statementTimeoutMs: 0 });
    try {
      await prepareDatabase(db);
    } finally {
      await db.destroy();
    }
  });

  const dictionary = new DictionaryCounts();
  const loader = engineOf(url) === 'sqlite' ? sqliteLoader(url.slice('sqlite:'.length)) : await postgresLoader(url);
  try {
    // PostgreSQL: the listings are loaded too (below), so their indexes (the search vectors' GIN) go as well.
    const writesListings = engineOf(url) === 'postgres';
    const indexes = await timed('drop secondary indexes', () =>
      loader.dropIndexes(writesListings ? [...TABLES, 'job_listings'] : TABLES),
    );
    const jobColumns = await loader.columns('job_posts');
    const text = createJobTextGenerator(42);
    const { random, pick } = text;
    const now = new Date().toISOString();

    // Users speak the four languages in turn; jobs follow the board's mix (job-text.ts).
    const providers = Array.from({ length: sizes.providers }, (_, i) => ({
      id: randomUUID(),
      language: SEED_LANGUAGES[i % SEED_LANGUAGES.length] ?? 'en',
    }));
    const seekers = Array.from({ length: sizes.seekers }, (_, i) => ({
      id: randomUUID(),
      language: SEED_LANGUAGES[i % SEED_LANGUAGES.length] ?? 'en',
    }));
    const user = (id: string, group: 'seeker' | 'provider', i: number, language: SeedLanguage): Row => ({
      ...seedUserRow({
        id,
        email: `bench-${group}-${i}@example.test`,
        passwordHash: 'not-a-real-hash',
        group,
        firstName: group === 'seeker' ? 'Seeker' : 'Recruiter',
        lastName: String(i),
        language,
        at: now,
      }),
    });
    await timed('users', () =>
      loader.load('users', [
        ...providers.map((p, i) => user(p.id, 'provider', i, p.language)),
        ...seekers.map((s, i) => user(s.id, 'seeker', i, s.language)),
      ]),
    );
    await timed('profiles', () =>
      loader.load(
        'profiles',
        [...providers, ...seekers].map((u, i): Row => ({
          ...seedProfileRow(u.id, i < providers.length ? 'provider' : 'seeker', now),
        })),
      ),
    );
    const companyColumns = await loader.columns('provider_profiles');
    const companyNames: string[] = [];
    const companies: Row[] = [];
    await timed('provider_profiles', () =>
      loader.load(
        'provider_profiles',
        providers.map((p, i) => {
          const name = `${text.companyName(p.language)} ${i + 1}`;
          companyNames.push(name);
          const sample = text.job(p.language);
          const row: Row = {
            user_id: p.id,
            company_name: name,
            registration_number: `HRB ${100_000 + i}`,
            industry: 'information-technology',
            company_size: pick(['11-50', '51-200', '201-500', '501-1000', '1000+']),
            website: null,
            description: null,
            phone: null,
            address_line1: 'Hauptstraße 1',
            city: sample.city ?? 'Berlin',
            state_code: sample.state,
            postal_code: null,
            country_code: sample.country ?? 'DE',
            logo_path: null,
            submitted_at: now,
            reviewed_at: now,
            created_at: now,
            updated_at: now,
          };
          if (companyColumns.has('search_name')) row.search_name = nameSearchText(name);
          companies.push(row);
          return row;
        }),
      ),
    );

    const total = Math.round(sizes.jobs * 1.1);
    const ids = Array.from({ length: total }, () => randomUUID());
    const liveIds: string[] = [];
    const span = 90 * 86_400_000;
    const start = Date.now() - span;
    const deadlineBase = Date.now() + 30 * 86_400_000;
    const deadlines = Array.from({ length: 60 }, (_, d) =>
      new Date(deadlineBase + d * 86_400_000).toISOString().slice(0, 10),
    );
    const hasAnalyzedSearch = jobColumns.has('search_location');
    // The search dictionary of the listed jobs, counted while generating: each listing's distinct terms (its job's
    // and its company's), as DictionaryCounts.addListing counts them.
    const terms = new ListingTermCounter();
    const companyTerms = companyNames.map((name) => [...new Set(nameSearchText(name).split(' '))].filter(Boolean));
    const titleUses = new Map<string, number>();
    const skillUses = new Map<string, number>();
    const companyUses = new Uint32Array(providers.length);
    const countUse = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
    /**
     * The jobs in order, from a text generator of their own: a second pass gives the same jobs (PostgreSQL's
     * listings are written from it, below).
     */
    function* generatedJobs(): Generator<SeedJob> {
      const jobText = createJobTextGenerator(43);
      let live = 0;
      for (let i = 0; i < total; i += 1) {
        // Exactly `jobs` live ones, spread evenly; the others are drafts, closed or archived.
        const isLive = live < sizes.jobs && (i % 11 !== 10 || total - i <= sizes.jobs - live);
        const status = isLive ? 'live' : jobText.pick(['draft', 'closed', 'archive']);
        if (isLive) live += 1;
        const job = jobText.job();
        const providerIndex = Math.floor(jobText.random() * providers.length);
        const ms = start + Math.floor((i / total) * span);
        const published = status === 'draft' ? null : new Date(ms).toISOString();
        const row: Row = {
          id: ids[i] as string,
          provider_id: (providers[providerIndex] as { id: string }).id,
          title: job.title,
          description: job.description,
          category: job.category,
          employment_type: job.employmentType,
          location_type: job.locationType,
          country_code: job.country,
          state_code: job.state,
          city: job.city,
          salary_min: job.salaryMin,
          salary_max: job.salaryMax,
          salary_currency: job.salaryCurrency,
          salary_period: job.salaryMin === null ? null : 'year',
          skills: JSON.stringify(job.skills),
          vacancies: 1 + Math.floor(jobText.random() * 3),
          // Deadlines in the future only (or none), so every live job stays listed for weeks.
          application_deadline: jobText.random() < 0.5 ? null : jobText.pick(deadlines),
          status,
          published_at: published,
          closed_at: status === 'closed' ? now : null,
          created_at: published ?? now,
          updated_at: published ?? now,
          search_title: job.searchTitle,
          search_body: job.searchBody,
          search_skills: job.searchSkills,
          search_city: job.searchCity,
        };
        if (jobColumns.has('excerpt')) row.excerpt = job.excerpt;
        if (jobColumns.has('description_html')) row.description_html = job.descriptionHtml;
        if (hasAnalyzedSearch) {
          row.search_location = job.searchLocation;
          row.search_language = job.language;
        }
        yield { row, live: isLive, providerIndex, ms, job };
      }
    }
    function* jobRows(): Generator<Row> {
      for (const { row, live, providerIndex, job } of generatedJobs()) {
        if (live) {
          liveIds.push(row.id as string);
          terms.addListing([...job.termSets, companyTerms[providerIndex] ?? []]);
          countUse(titleUses, job.title);
          for (const skill of job.skills) countUse(skillUses, skill);
          companyUses[providerIndex] = (companyUses[providerIndex] ?? 0) + 1;
        }
        yield row;
      }
    }
    const today = todayUtc();
    /** One listing as insertListings writes it: keyed by its publication millisecond, then by job id within it. */
    const listingRow = ({ row, providerIndex, ms }: SeedJob, slot: number): Row => {
      const company = companies[providerIndex] as Row;
      return {
        listed_key: ms * LISTED_KEY_SLOTS + slot,
        job_id: row.id ?? null,
        provider_id: row.provider_id ?? null,
        title: row.title ?? null,
        excerpt: row.excerpt ?? null,
        category: row.category ?? null,
        employment_type: row.employment_type ?? null,
        location_type: row.location_type ?? null,
        country_code: row.country_code ?? null,
        state_code: row.state_code ?? null,
        city: row.city ?? null,
        search_city: row.search_city ?? null,
        salary_min: row.salary_min ?? null,
        salary_max: row.salary_max ?? null,
        salary_currency: row.salary_currency ?? null,
        salary_period: row.salary_period ?? null,
        skills: row.skills ?? null,
        vacancies: row.vacancies ?? null,
        application_deadline: row.application_deadline ?? null,
        published_at: row.published_at ?? null,
        company_name: company.company_name ?? null,
        logo_path: company.logo_path ?? null,
        company_industry: company.industry ?? null,
        company_size: company.company_size ?? null,
        company_website: company.website ?? null,
        company_city: company.city ?? null,
        company_country_code: company.country_code ?? null,
        language: row.search_language ?? null,
        description_html: row.description_html ?? null,
        search_vector: listingVectorText({
          title: String(row.search_title ?? ''),
          skills: String(row.search_skills ?? ''),
          body: String(row.search_body ?? ''),
          company: String(company.search_name ?? ''),
          location: String(row.search_location ?? ''),
          facets: listingFacetWords(row as Parameters<typeof listingFacetWords>[0]),
        }),
      };
    };
    /** The listed jobs again (the same generator, the same seed), in groups of one publication millisecond. */
    function* listingRows(): Generator<Row> {
      let group: SeedJob[] = [];
      const keyed = function* (): Generator<Row> {
        group.sort((a, b) => (String(a.row.id) < String(b.row.id) ? -1 : 1));
        for (let slot = 0; slot < group.length; slot += 1) yield listingRow(group[slot] as SeedJob, slot);
      };
      for (const job of generatedJobs()) {
        const deadline = job.row.application_deadline;
        if (!job.live || (typeof deadline === 'string' && deadline < today)) continue;
        if (group.length > 0 && group[0]?.ms !== job.ms) {
          yield* keyed();
          group = [];
        }
        group.push(job);
      }
      yield* keyed();
    }
    await timed('job_posts', () => loader.load('job_posts', jobRows()));
    terms.addTo(dictionary);
    for (const [title, uses] of titleUses) dictionary.addSuggestion('title', title, uses);
    for (const [skill, uses] of skillUses) dictionary.addSuggestion('skill', skill, uses);
    companyNames.forEach((name, i) => {
      const uses = companyUses[i] ?? 0;
      if (uses === 0) return;
      dictionary.addSuggestion('company', name, uses);
    });

    // Each seeker applies to distinct live jobs (one application per seeker and job), every state represented.
    const perSeeker = Math.ceil(sizes.applications / sizes.seekers);
    function* applicationRows(): Generator<Row> {
      let made = 0;
      for (const seeker of seekers) {
        const chosen = new Set<string>();
        while (chosen.size < Math.min(perSeeker, liveIds.length) && made + chosen.size < sizes.applications)
          chosen.add(pick(liveIds));
        for (const jobId of chosen) {
          const roll = random();
          const status = roll < 0.7 ? 'submitted' : roll < 0.8 ? 'accepted' : roll < 0.95 ? 'rejected' : 'cancelled';
          yield {
            id: randomUUID(),
            job_id: jobId,
            seeker_id: seeker.id,
            cover_letter: null,
            status,
            rejection_reason: null,
            submitted_at: now,
            decided_at: status === 'accepted' || status === 'rejected' ? now : null,
            created_at: now,
            updated_at: now,
          };
        }
        made += chosen.size;
        if (made >= sizes.applications) return;
      }
    }
    await timed('job_applications', () => loader.load('job_applications', applicationRows()));
    // The board's read model (docs/decisions/0014-job-listings.md). PostgreSQL: written from the generator's second
    // pass with the vectors computed here (listingVectorText), as insertListings would write them, so the server
    // does not build a million vectors (at 100k: 61 s of server CPU before, 44–48 s after; docs/performance.md).
    // SQLite: one set-based rebuild through the app's own code (its FTS5 rows are built by the engine either way).
    // bulk.test.ts holds the written listings to what a rebuild gives.
    if (writesListings) {
      await timed('job_listings (written)', () => loader.load('job_listings', listingRows()));
    }
    await timed('indexes (incl. search)', () => loader.createIndexes(indexes));
    await timed(writesListings ? 'job_listings (dictionary, statistics)' : 'job_listings (read model)', async () => {
      const db = loader.appDb();
      try {
        return writesListings
          ? (await finishListingsLoad(db, dictionary)).listed
          : (await rebuildJobListings(db, { dictionary })).listed;
      } finally {
        // SQLite: the handle is the loader's, closed below.
        if (engineOf(url) === 'postgres') await db.destroy();
      }
    });
    await timed('analyze', () => loader.analyze());
  } finally {
    await loader.close();
  }
  return { sizes, timings, counts };
}
