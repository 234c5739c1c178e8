import {
  type CandidateDetail,
  type CandidateListResponse,
  type PublicCandidateListResponse,
  type candidateListQuerySchema,
  CANDIDATE_TOP_SKILLS,
  type CvListSection,
  scoreCv,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { notFound } from '../../core/errors';
import type { Executor } from '../../db/database';
import { keysetAnswer, keysetWindow } from '../../db/paging';
import type { UserRow } from '../../db/schema';
import { isApprovedProvider } from './hiring.access';
import { findProfile } from '../users';
import { getCv } from '../cv';
import {
  canSeeContact,
  type CvSummary,
  redactContact,
  toAnonymousCandidateDto,
  toCandidateSummaryDto,
} from './candidates.presenter';
import {
  countSectionEntries,
  type CvSectionTable,
  findApplicationStatusesWithProvider,
  findCurrentEmploymentWith,
  findCvProfiles,
  findPendingActionSubjects,
  findPoolCandidate,
  findPoolCandidates,
  findSkillNames,
  hasHistoryWith,
  unsafeFindSeeker,
} from './candidates.repository';

type CandidateListQuery = z.output<typeof candidateListQuerySchema>;

const SECTION_TABLES: Record<CvListSection, CvSectionTable> = {
  skills: 'cv_skills',
  hobbies_and_interests: 'cv_hobbies_and_interests',
  languages: 'cv_languages',
  references: 'cv_references',
  work_experience: 'cv_work_experience',
  voluntary_services: 'cv_voluntary_services',
  education_history: 'cv_education_history',
};
const LIST_SECTIONS = Object.keys(SECTION_TABLES) as CvListSection[];

/** Placeholders with the right length: scoring counts a list section's entries, nothing else. */
const entries = (count: number | undefined): readonly unknown[] => new Array<unknown>(count ?? 0);

/**
 * The CV summaries of many seekers in a fixed number of queries (profiles, skills, one count per section), scored
 * with the same shared scoreCv() as GET /seeker/cv/score.
 */
export async function loadCvSummaries(db: Executor, userIds: readonly string[]): Promise<Map<string, CvSummary>> {
  const ids = [...new Set(userIds)];
  const [profiles, skills, ...counts] = await Promise.all([
    findCvProfiles(db, ids),
    findSkillNames(db, ids),
    ...LIST_SECTIONS.map((section) => countSectionEntries(db, SECTION_TABLES[section], ids)),
  ]);
  const countsOf = new Map(
    LIST_SECTIONS.map((section, index) => [section, counts[index] ?? new Map<string, number>()]),
  );
  const profileOf = new Map(profiles.map((profile) => [profile.user_id, profile]));
  const skillsOf = new Map<string, string[]>();
  for (const skill of skills) {
    const list = skillsOf.get(skill.user_id) ?? [];
    if (list.length < CANDIDATE_TOP_SKILLS) list.push(skill.name);
    skillsOf.set(skill.user_id, list);
  }
  const summaries = new Map<string, CvSummary>();
  for (const id of ids) {
    const profile = profileOf.get(id);
    const sectionEntries = (section: CvListSection) => entries(countsOf.get(section)?.get(id));
    const { score } = scoreCv({
      personal: {
        headline: profile?.headline ?? null,
        summary: profile?.summary ?? null,
        desired_job_title: profile?.desired_job_title ?? null,
      },
      personal_details: { nationality: profile?.nationality ?? null },
      address: {
        line1: profile?.address_line1 ?? null,
        city: profile?.city ?? null,
        country_code: profile?.country_code ?? null,
      },
      skills: sectionEntries('skills'),
      hobbies_and_interests: sectionEntries('hobbies_and_interests'),
      languages: sectionEntries('languages'),
      references: sectionEntries('references'),
      work_experience: sectionEntries('work_experience'),
      voluntary_services: sectionEntries('voluntary_services'),
      education_history: sectionEntries('education_history'),
    });
    summaries.set(id, {
      headline: profile?.headline ?? null,
      desired_job_title: profile?.desired_job_title ?? null,
      years_of_experience: profile?.years_of_experience ?? null,
      availability: profile?.availability ?? null,
      city: profile?.city ?? null,
      country_code: profile?.country_code ?? null,
      top_skills: skillsOf.get(id) ?? [],
      cv_score: score,
      updated_at: profile?.updated_at ?? null,
    });
  }
  return summaries;
}

/**
 * A page of the pool with its CV summaries: most recently changed CV first, by cursor (cv_updated_at, id) or by
 * `page` for the first pages; the count capped at COUNT_CAP.
 */
async function poolPage(app: FastifyInstance, query: CandidateListQuery, options: { matchNames: boolean }) {
  const { page: _page, per_page: _perPage, cursor: _cursor, ...filters } = query;
  const window = keysetWindow(query);
  const found = await findPoolCandidates(app.db, { ...filters, matchNames: options.matchNames }, window);
  const { data: rows, meta } = keysetAnswer(
    query,
    found,
    window.position,
    (row) => [row.cv_updated_at, row.id],
    (row) => row,
  );
  const summaries = await loadCvSummaries(
    app.db,
    rows.map((row) => row.id),
  );
  return { keyset: { rows }, summaries, meta };
}

/** GET /provider/candidates: the pool, most recently updated CVs first. */
export async function listCandidates(app: FastifyInstance, query: CandidateListQuery): Promise<CandidateListResponse> {
  const { keyset, summaries, meta } = await poolPage(app, query, { matchNames: true });
  return { data: keyset.rows.map((row) => toCandidateSummaryDto(row, summaries.get(row.id))), meta };
}

/**
 * GET /candidates: a verified provider sees the pool as on /provider/candidates; anyone else (anonymous callers,
 * seekers, providers still in verification) sees what the candidates offer without who they are or where they live
 * — and without cursors, which hold a candidate's id: they page by number.
 */
export async function listPublicCandidates(
  app: FastifyInstance,
  query: CandidateListQuery,
  caller: UserRow | null,
): Promise<PublicCandidateListResponse> {
  const full = caller !== null && isApprovedProvider(caller, await findProfile(app.db, caller.id));
  if (full) return listCandidates(app, query);
  const { keyset, summaries, meta } = await poolPage(app, { ...query, cursor: undefined }, { matchNames: false });
  return {
    data: keyset.rows.map((row) => toAnonymousCandidateDto(toCandidateSummaryDto(row, summaries.get(row.id)))),
    meta: { ...meta, next_cursor: null, prev_cursor: null },
  };
}

/**
 * GET /provider/candidates/{id}: a seeker in the pool, or one the provider already dealt with (an application,
 * a CV action, an employment); anyone else is 404. Contact details only once canSeeContact().
 */
export async function getCandidate(
  app: FastifyInstance,
  providerId: string,
  seekerId: string,
): Promise<CandidateDetail> {
  const inPool = await findPoolCandidate(app.db, seekerId);
  if (!inPool && !(await hasHistoryWith(app.db, providerId, seekerId))) throw notFound('The candidate');
  const seeker = await unsafeFindSeeker(app.db, seekerId);
  if (!seeker) throw notFound('The candidate');
  const [applicationStatuses, pendingActions, employment, cv, summaries] = await Promise.all([
    findApplicationStatusesWithProvider(app.db, providerId, seekerId),
    findPendingActionSubjects(app.db, providerId, seekerId),
    findCurrentEmploymentWith(app.db, providerId, seekerId),
    getCv(app.db, seekerId),
    loadCvSummaries(app.db, [seekerId]),
  ]);
  const relationship = {
    application_statuses: applicationStatuses,
    pending_actions: pendingActions,
    employment: employment ?? null,
  };
  const contactVisible = canSeeContact(relationship);
  return {
    ...toCandidateSummaryDto(seeker, summaries.get(seekerId)),
    cv: contactVisible ? cv : redactContact(cv),
    contact_visible: contactVisible,
    contact: contactVisible ? { email: seeker.email, phone: seeker.phone } : null,
    relationship,
  };
}
