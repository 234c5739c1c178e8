import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { renderMarkdown } from '../modules/content';
import { rebuildJobListings } from '../modules/jobs';
import { createDb, type Database, engineOf } from '../db/database';
import { prepareDatabase } from '../prepare';
import { testEngine } from '../test/test-app';
import { seedDatabase, sizesFor } from './bulk';

const root = new URL('../../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'hireway-bulk-'));

/** A database URL of the engine under test that the seeder may drop and create. */
function databaseUrl(name: string): string {
  if (testEngine() === 'sqlite') return `sqlite:${join(dir, `${name}.sqlite`)}`;
  const url = new URL(process.env.TEST_POSTGRES_URL ?? '');
  url.pathname = `/${name}_${randomBytes(4).toString('hex')}`;
  return url.toString();
}

async function dropDatabase(url: string): Promise<void> {
  if (engineOf(url) === 'sqlite') return;
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

/** The tables' constraints (keys, checks, foreign keys) with their definitions; SQLite keeps them in the table. */
async function constraints(db: Database): Promise<string[]> {
  const rows =
    engineOf(url) === 'sqlite'
      ? await sql<{ name: string }>`select name || ': ' || sql as name from sqlite_master where type = 'table'
          order by name`.execute(db)
      : await sql<{
          name: string;
        }>`select conrelid::regclass::text || '.' || conname || ': ' || pg_get_constraintdef(oid)
          as name from pg_constraint where connamespace = current_schema()::regnamespace order by 1`.execute(db);
  return rows.rows.map((row) => row.name);
}

async function indexNames(db: Database): Promise<string[]> {
  const rows =
    engineOf(url) === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type in ('index', 'trigger') order by name`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()
          union all select tgname from pg_trigger where not tgisinternal order by 1`.execute(db);
  return rows.rows.map((row) => row.name);
}

const url = databaseUrl('seeded');
const JOBS = 300;

afterAll(async () => {
  await dropDatabase(url);
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run bench:seed', () => {
  beforeAll(async () => {
    // A first, different seed: the CLI must start from a fresh database, not add to this one.
    await seedDatabase(url, 120);
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/seed.ts', `--jobs=${JOBS}`, `--database=${url}`],
      { cwd: root, encoding: 'utf8' },
    );
    expect(cli.stderr).toBe('');
    expect(cli.status).toBe(0);
    expect(cli.stdout).toContain('job_posts: 330 rows');
  }, 180_000);

  it('creates a fresh database with the listed jobs, providers, seekers and applications in proportion', async () => {
    const { db } = createDb({ url });
    try {
      const sizes = sizesFor(JOBS);
      const count = async (query: Promise<{ n: unknown }>) => Number((await query).n);
      expect(
        await count(
          db
            .selectFrom('job_posts')
            .where('status', '=', 'live')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      ).toBe(JOBS);
      expect(
        await count(
          db
            .selectFrom('job_posts')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      ).toBe(330);
      expect(
        await count(
          db
            .selectFrom('profiles')
            .innerJoin('provider_profiles', 'provider_profiles.user_id', 'profiles.user_id')
            .where('profiles.status', '=', 'approved')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      ).toBe(sizes.providers);
      expect(
        await count(
          db
            .selectFrom('users')
            .where('user_group', '=', 'seeker')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      ).toBe(sizes.seekers);
      const applications = await db.selectFrom('job_applications').select('status').execute();
      expect(applications).toHaveLength(sizes.applications);
      expect(new Set(applications.map((a) => a.status))).toEqual(
        new Set(['submitted', 'accepted', 'rejected', 'cancelled']),
      );
      const languages = await db.selectFrom('users').select('language').distinct().execute();
      expect(languages.map((l) => l.language).sort()).toEqual(['de', 'en', 'fr', 'pt']);
      // The read model holds every listed job (all live ones: deadlines lie ahead, providers approved), each
      // with the stored HTML the job page shows (ADR 0021), as a job written through the API has it.
      expect(
        await count(
          db
            .selectFrom('job_listings')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      ).toBe(JOBS);
      const withoutHtml = (table: 'job_posts' | 'job_listings') =>
        count(
          db
            .selectFrom(table)
            .where((e) => e.or([e('description_html', 'is', null), e('description_html', '=', '')]))
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow(),
        );
      expect(await withoutHtml('job_posts')).toBe(0);
      expect(await withoutHtml('job_listings')).toBe(0);
      const sample = await db.selectFrom('job_posts').select(['description', 'description_html']).limit(20).execute();
      for (const job of sample)
        expect(job.description_html).toBe(renderMarkdown(job.description, 'http://localhost:3000'));
      // The load ran without a journal; the database is left as the app opens it.
      if (engineOf(url) === 'sqlite') {
        const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
        expect(rows[0]?.journal_mode).toBe('wal');
      }
    } finally {
      await db.destroy();
    }
  });

  it('builds every index, trigger and constraint the migrations create, as a freshly migrated database has them', async () => {
    const fresh = databaseUrl('fresh');
    try {
      if (engineOf(fresh) === 'postgres') {
        const admin = new URL(fresh);
        const name = admin.pathname.slice(1);
        admin.pathname = '/postgres';
        const client = new pg.Client({ connectionString: admin.toString() });
        await client.connect();
        await client.query(`create database ${name}`);
        await client.end();
      }
      const migrated = createDb({ url: fresh });
      const seeded = createDb({ url });
      try {
        await prepareDatabase(migrated.db);
        expect(await indexNames(seeded.db)).toEqual(await indexNames(migrated.db));
        expect(await constraints(seeded.db)).toEqual(await constraints(migrated.db));
      } finally {
        await migrated.db.destroy();
        await seeded.db.destroy();
      }
    } finally {
      await dropDatabase(fresh);
    }
  });

  it('lists the jobs on the board and finds them by search in each language', async () => {
    const database = createDb({ url });
    const storage = join(dir, 'storage');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      STORAGE_DIR: storage,
      PUBLIC_URL: 'http://localhost:3000',
      JOBS_ENABLED: 'false',
      // A busy test machine stalls now and then; the load-shedding tests set their own limits.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      const board = (await app.inject({ method: 'GET', url: '/api/v1/jobs' })).json<{
        data: { title: string }[];
        meta: { total: number };
      }>();
      expect(board.meta.total).toBe(JOBS);
      expect(board.data.length).toBeGreaterThan(0);
      for (const q of ['role', 'aufgaben', 'missions', 'oferecemos']) {
        const found = (await app.inject({ method: 'GET', url: `/api/v1/jobs?q=${encodeURIComponent(q)}` })).json<{
          data: unknown[];
        }>();
        expect(found.data.length, q).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
      await database.db.destroy();
    }
  });

  it('writes the listings, their search vectors and the dictionary that a rebuild of the read model gives', async () => {
    const { db } = createDb({ url });
    try {
      const snapshot = async () => ({
        listings: (await sql<Record<string, unknown>>`select * from job_listings order by listed_key`.execute(db)).rows,
        terms: (await sql`select * from search_terms order by 1`.execute(db)).rows,
        suggestions: (await sql`select * from search_suggestions order by 1, 2`.execute(db)).rows,
      });
      const seeded = await snapshot();
      expect(seeded.listings).toHaveLength(JOBS);
      // PostgreSQL: the seeder wrote these itself, vectors computed in TypeScript (listingVectorText).
      if (engineOf(url) === 'postgres') expect(String(seeded.listings[0]?.search_vector)).toContain(':1A');
      await rebuildJobListings(db);
      expect(await snapshot()).toEqual(seeded);
    } finally {
      await db.destroy();
    }
  });
});
