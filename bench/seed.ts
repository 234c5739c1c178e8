// The benchmark's data set, written straight into a migrated database with Kysely (not through the API):
// verified companies, live jobs (plus 10 % drafts, closed and archived ones), seekers and applications.
// Multi-row inserts, one transaction per table, so 100,000 jobs take seconds to a minute, not hours.
// Deterministic (words.ts): every run and both engines get the same jobs. Never part of `npm test`.
import { randomUUID } from 'node:crypto';

import { todayUtc } from '@hireway/shared';
import type { Insertable } from 'kysely';

import type { Database } from '../apps/api/src/db/database';
import type { DB, JobPostsTable, UsersTable } from '../apps/api/src/db/schema';
import { normalizeSearchText, skillsSearchText } from '../apps/api/src/modules/jobs/jobs.search';
import { CATEGORIES, EMPLOYMENT, FIELDS, LEVELS, PLACES, pick, random, reseed, ROLES, sentence, SKILLS } from './words';

export interface SeedSizes {
  companies: number;
  /** Live jobs; 10 % more jobs in other states come on top. */
  liveJobs: number;
  seekers: number;
  applications: number;
}

export const FULL: SeedSizes = { companies: 1_000, liveJobs: 100_000, seekers: 20_000, applications: 500_000 };

/** Rows per INSERT: under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters for the widest table. */
const rowsPerInsert = (columns: number) => Math.floor(30_000 / columns);

async function insertAll<T extends keyof DB>(
  db: Database,
  table: T,
  rows: Iterable<Insertable<DB[T]>>,
): Promise<number> {
  let count = 0;
  await db.transaction().execute(async (trx) => {
    let batch: Insertable<DB[T]>[] = [];
    let size = 0;
    for (const row of rows) {
      if (batch.length === 0) size = rowsPerInsert(Object.keys(row).length);
      batch.push(row);
      if (batch.length >= size) {
        await trx.insertInto(table).values(batch).execute();
        count += batch.length;
        batch = [];
      }
    }
    if (batch.length > 0) {
      await trx.insertInto(table).values(batch).execute();
      count += batch.length;
    }
  });
  return count;
}

const user = (
  id: string,
  email: string,
  group: 'seeker' | 'provider',
  now: string,
  i: number,
): Insertable<UsersTable> => ({
  id,
  email,
  password_hash: 'not-a-real-hash',
  user_type: group === 'seeker' ? 'client' : 'provider',
  user_group: group,
  first_name: group === 'seeker' ? 'Seeker' : 'Bench',
  last_name: `${group} ${i}`,
  phone: null,
  language: 'en',
  avatar_path: null,
  country_code: 'DE',
  state_code: null,
  city: null,
  status: 'active',
  has_completed_onboarding: 1,
  email_verified_at: now,
  phone_verified_at: now,
  mfa_enabled: 0,
  mfa_secret: null,
  mfa_pending_secret: null,
  mfa_last_step: null,
  password_changed_at: now,
  created_at: now,
  updated_at: now,
});

/** Fills a freshly migrated database; returns how many rows of each kind and how long each took (s). */
export async function seedBench(db: Database, sizes: SeedSizes = FULL, log = (_line: string) => {}) {
  reseed();
  const now = new Date().toISOString();
  const timings: Record<string, number> = {};
  const timed = async <R>(name: string, run: () => Promise<R>): Promise<R> => {
    const started = performance.now();
    const result = await run();
    timings[name] = Number(((performance.now() - started) / 1000).toFixed(1));
    log(`  ${name}: ${String(result)} rows in ${timings[name]} s`);
    return result;
  };

  const companyIds = Array.from({ length: sizes.companies }, () => randomUUID());
  await timed('companies', async () => {
    await insertAll(
      db,
      'users',
      companyIds.map((id, i) => user(id, `bench-company-${i}@example.test`, 'provider', now, i)),
    );
    await insertAll(
      db,
      'profiles',
      companyIds.map((id) => ({
        user_id: id,
        has_completed_onboarding: 1,
        status: 'approved' as const,
        decline_reason: null,
        payment_status: null,
        created_at: now,
        updated_at: now,
      })),
    );
    return insertAll(
      db,
      'provider_profiles',
      companyIds.map((id, i) => {
        const name = `${pick(FIELDS)} ${pick(['Solutions', 'Group', 'Partners', 'Works', 'Labs', 'Logistik', 'Santé'])} ${i}`;
        const [country, state, city] = pick(PLACES);
        return {
          user_id: id,
          company_name: name,
          registration_number: `HRB ${i}`,
          industry: 'information-technology',
          company_size: '51-200' as const,
          website: null,
          description: null,
          phone: null,
          address_line1: 'Street 1',
          city,
          state_code: state,
          postal_code: null,
          country_code: country,
          logo_path: null,
          submitted_at: now,
          reviewed_at: now,
          created_at: now,
          updated_at: now,
          search_name: normalizeSearchText(name),
        };
      }),
    );
  });

  const totalJobs = Math.round(sizes.liveJobs * 1.1);
  const liveJobIds: string[] = [];
  const base = Date.now() - totalJobs * 60_000;
  function* jobs(): Generator<Insertable<JobPostsTable>> {
    for (let i = 0; i < totalJobs; i += 1) {
      const title = `${pick(LEVELS)} ${pick(FIELDS)} ${pick(ROLES)}`;
      const description = Array.from({ length: 12 }, () => sentence(14)).join('. ');
      const skills = [...new Set(Array.from({ length: 3 + Math.floor(random() * 6) }, () => pick(SKILLS)))];
      const remote = random() < 0.2;
      const [country, state, city] = pick(PLACES);
      const min = Math.round(20 + random() * 80) * 1000;
      // Exactly `liveJobs` live ones: every eleventh job is not live.
      const status = i % 11 === 10 ? pick(['draft', 'closed', 'archive'] as const) : 'live';
      const id = randomUUID();
      if (status === 'live') liveJobIds.push(id);
      yield {
        id,
        provider_id: pick(companyIds),
        title,
        description,
        category: pick(CATEGORIES),
        employment_type: pick(EMPLOYMENT),
        location_type: remote ? 'remote' : pick(['on-site', 'hybrid'] as const),
        country_code: remote ? null : country,
        state_code: remote ? null : state,
        city: remote ? null : city,
        salary_min: random() < 0.7 ? min : null,
        salary_max: random() < 0.7 ? min + 20_000 : null,
        salary_currency: 'EUR',
        salary_period: 'year' as const,
        skills: JSON.stringify(skills),
        vacancies: 1,
        // Deadlines in the future only, so every live job stays listed for weeks.
        application_deadline:
          random() < 0.5 ? null : todayUtc(new Date(Date.now() + (30 + random() * 60) * 86_400_000)),
        status,
        published_at: status === 'draft' ? null : new Date(base + i * 60_000).toISOString(),
        closed_at: null,
        created_at: now,
        updated_at: now,
        search_title: normalizeSearchText(title),
        search_body: normalizeSearchText(description),
        search_skills: skillsSearchText(skills),
        search_city: remote ? null : normalizeSearchText(city),
      };
    }
  }
  await timed('jobs', () => insertAll(db, 'job_posts', jobs()));

  const seekerIds = Array.from({ length: sizes.seekers }, () => randomUUID());
  await timed('seekers', () =>
    insertAll(
      db,
      'users',
      seekerIds.map((id, i) => user(id, `bench-seeker-${i}@example.test`, 'seeker', now, i)),
    ),
  );

  // Each seeker applies to distinct live jobs (one application per seeker and job).
  const perSeeker = Math.ceil(sizes.applications / sizes.seekers);
  function* applications() {
    let made = 0;
    for (const seekerId of seekerIds) {
      const jobs = new Set<string>();
      while (jobs.size < perSeeker && made + jobs.size < sizes.applications) jobs.add(pick(liveJobIds));
      for (const jobId of jobs) {
        const roll = random();
        yield {
          id: randomUUID(),
          job_id: jobId,
          seeker_id: seekerId,
          cover_letter: null,
          status: roll < 0.7 ? 'submitted' : roll < 0.8 ? 'accepted' : roll < 0.95 ? 'rejected' : 'cancelled',
          rejection_reason: null,
          submitted_at: now,
          decided_at: null,
          created_at: now,
          updated_at: now,
        } as const;
      }
      made += jobs.size;
      if (made >= sizes.applications) return;
    }
  }
  await timed('applications', () => insertAll(db, 'job_applications', applications()));
  return timings;
}
