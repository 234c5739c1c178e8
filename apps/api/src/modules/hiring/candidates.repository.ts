import {
  CANDIDATE_SEARCH_MAX_WORDS,
  type CvActionSubject,
  CURRENT_EMPLOYMENT_STATUSES,
  type ApplicationStatus,
  type CvAvailability,
} from '@hireway/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

import type { Executor } from '../../db/database';
import { cappedCount, type KeysetWindow, newestFirstWindow } from '../../db/paging';
import type { CvItemTable, CvProfileRow, DB, EmploymentRow } from '../../db/schema';

/* The candidate pool: seekers who finished onboarding and paid the fee. Contact columns are never selected here. */

export interface CandidateFilters {
  q?: string | undefined;
  skill?: string | undefined;
  country_code?: string | undefined;
  city?: string | undefined;
  language?: string | undefined;
  min_experience?: number | undefined;
  availability?: CvAvailability | undefined;
  /** Whether the words may match names too (not for callers who may not know who is in the pool). */
  matchNames?: boolean | undefined;
}

/** `like` patterns match the characters as typed: %, _ and \ are escaped. */
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Case-insensitive substring match on both engines (lower() on both sides; ASCII-only on SQLite). */
const containsLower = (value: Expression<string | null>, needle: string) =>
  sql<SqlBool>`lower(${value}) like ${`%${escapeLike(needle.toLowerCase())}%`} escape '\\'`;

type PoolEb = ExpressionBuilder<DB & { u: DB['users']; p: DB['profiles']; cv: DB['cv_profiles'] }, 'u' | 'p' | 'cv'>;

/** Every word must match the name (when allowed), the headline, the desired job title or one of the skills. */
function matchesWords(eb: PoolEb, q: string, matchNames: boolean) {
  const words = q.split(/\s+/).filter(Boolean).slice(0, CANDIDATE_SEARCH_MAX_WORDS);
  const fullName = sql<string>`${eb.ref('u.first_name')} || ' ' || ${eb.ref('u.last_name')}`;
  return eb.and(
    words.map((word) =>
      eb.or([
        ...(matchNames ? [containsLower(fullName, word)] : []),
        containsLower(eb.ref('cv.headline'), word),
        containsLower(eb.ref('cv.desired_job_title'), word),
        eb.exists(
          eb
            .selectFrom('cv_skills as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'u.id')
            .where(() => containsLower(sql.ref('s.name'), word)),
        ),
      ]),
    ),
  );
}

/** Seekers in the pool, filtered. Read from profiles, whose (cv_updated_at, user_id) index gives the pool's order. */
export function poolQuery(db: Executor, filters: CandidateFilters) {
  let query = db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('cv_profiles as cv', 'cv.user_id', 'u.id')
    .where('u.user_group', '=', 'seeker')
    .where('u.status', '=', 'active')
    .where('u.has_completed_onboarding', '=', 1)
    .where('p.has_completed_onboarding', '=', 1)
    .where('p.payment_status', '=', 'paid');
  const { q, skill, country_code, city, language, min_experience, availability, matchNames = true } = filters;
  if (q) query = query.where((eb) => matchesWords(eb, q, matchNames));
  if (skill) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('cv_skills as s')
          .select('s.id')
          .whereRef('s.user_id', '=', 'u.id')
          .where((sub) => sub(sub.fn<string>('lower', ['s.name']), '=', skill.toLowerCase())),
      ),
    );
  }
  if (language) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('cv_languages as l')
          .select('l.id')
          .whereRef('l.user_id', '=', 'u.id')
          .where('l.language', '=', language),
      ),
    );
  }
  if (country_code) {
    query = query.where((eb) => eb(eb.fn.coalesce('cv.country_code', 'u.country_code'), '=', country_code));
  }
  if (city) {
    query = query.where((eb) =>
      eb(eb.fn<string>('lower', [eb.fn.coalesce('cv.city', 'u.city')]), '=', city.toLowerCase()),
    );
  }
  if (min_experience !== undefined) query = query.where('cv.years_of_experience', '>=', min_experience);
  if (availability) query = query.where('cv.availability', '=', availability);
  return query;
}

const candidateColumns = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.city as user_city',
  'u.country_code as user_country_code',
  'u.updated_at as user_updated_at',
] as const;

/**
 * The pool's order: the CV's last change, newest first (profiles.cv_updated_at, kept by triggers on cv_profiles;
 * seekers without a CV last), then the user id — both descending, as the index holds them.
 */
export const POOL_KEY = ['p.cv_updated_at', 'p.user_id'] as const;

/** One page of the pool: perPage + 1 rows in the pool's order from a cursor position or an offset. */
export function poolPageQuery(db: Executor, filters: CandidateFilters, page: KeysetWindow) {
  return newestFirstWindow(poolQuery(db, filters).select([...candidateColumns, 'p.cv_updated_at']), POOL_KEY, page);
}

/** A page of the pool and the number of matches, capped at COUNT_CAP + 1. */
export async function findPoolCandidates(db: Executor, filters: CandidateFilters, page: KeysetWindow) {
  const rows = await poolPageQuery(db, filters, page).execute();
  const total = await cappedCount(db, poolQuery(db, filters));
  return { rows, total };
}

type PoolRow = Awaited<ReturnType<typeof findPoolCandidates>>['rows'][number];
export type CandidateRow = Omit<PoolRow, 'cv_updated_at'>;

/** One seeker, if in the pool. */
export const findPoolCandidate = (db: Executor, seekerId: string): Promise<CandidateRow | undefined> =>
  poolQuery(db, {}).select(candidateColumns).where('u.id', '=', seekerId).executeTakeFirst();

/** Any seeker by id, with their contact details: only for callers that checked the provider may see them. */
export const unsafeFindSeeker = (db: Executor, seekerId: string) =>
  db
    .selectFrom('users as u')
    .select([...candidateColumns, 'u.email', 'u.phone'])
    .where('u.id', '=', seekerId)
    .where('u.user_group', '=', 'seeker')
    .executeTakeFirst();

// ---- CV summaries: what a list shows of each seeker's CV, loaded for a page at once ---------------------

export const findCvProfiles = (db: Executor, userIds: readonly string[]): Promise<CvProfileRow[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('cv_profiles').selectAll().where('user_id', 'in', userIds).execute();

/** The CV's list sections, as the cv module stores them. */
export type CvSectionTable = CvItemTable;

/** How many entries each seeker has in a section. */
export async function countSectionEntries(
  db: Executor,
  table: CvSectionTable,
  userIds: readonly string[],
): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select((eb) => ['user_id', eb.fn.countAll<number>().as('entries')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.entries]));
}

/** Skill names in the seekers' own order. */
export const findSkillNames = (db: Executor, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('cv_skills')
        .select(['user_id', 'name'])
        .where('user_id', 'in', userIds)
        .orderBy('user_id')
        .orderBy('position')
        .orderBy('created_at')
        .execute();

// ---- What a provider already has with a seeker ---------------------------------------------------------

export const findApplicationStatusesWithProvider = async (
  db: Executor,
  providerId: string,
  seekerId: string,
): Promise<ApplicationStatus[]> =>
  (
    await db
      .selectFrom('job_applications as a')
      .innerJoin('job_posts as j', 'j.id', 'a.job_id')
      .select('a.status')
      .where('j.provider_id', '=', providerId)
      .where('a.seeker_id', '=', seekerId)
      .orderBy('a.submitted_at', 'desc')
      .execute()
  ).map((row) => row.status);

export const findPendingActionSubjects = async (
  db: Executor,
  providerId: string,
  seekerId: string,
): Promise<CvActionSubject[]> =>
  (
    await db
      .selectFrom('cv_actions')
      .select('subject')
      .where('provider_id', '=', providerId)
      .where('seeker_id', '=', seekerId)
      .where('status', '=', 'pending')
      .orderBy('subject')
      .execute()
  ).map((row) => row.subject);

export const findCurrentEmploymentWith = (
  db: Executor,
  providerId: string,
  seekerId: string,
): Promise<Pick<EmploymentRow, 'id' | 'status'> | undefined> =>
  db
    .selectFrom('employments')
    .select(['id', 'status'])
    .where('provider_id', '=', providerId)
    .where('seeker_id', '=', seekerId)
    .where('status', 'in', CURRENT_EMPLOYMENT_STATUSES)
    .executeTakeFirst();

/** Whether the provider ever had anything to do with the seeker (an application, a CV action, an employment). */
export async function hasHistoryWith(db: Executor, providerId: string, seekerId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('job_applications as a')
              .innerJoin('job_posts as j', 'j.id', 'a.job_id')
              .select('a.id')
              .where('j.provider_id', '=', providerId)
              .where('a.seeker_id', '=', seekerId),
          ),
          eb.exists(
            eb
              .selectFrom('cv_actions')
              .select('id')
              .where('provider_id', '=', providerId)
              .where('seeker_id', '=', seekerId),
          ),
          eb.exists(
            eb
              .selectFrom('employments')
              .select('id')
              .where('provider_id', '=', providerId)
              .where('seeker_id', '=', seekerId),
          ),
        ])
        .as('related'),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers 0/1, PostgreSQL true/false.
  return row.related === true || Number(row.related) === 1;
}
