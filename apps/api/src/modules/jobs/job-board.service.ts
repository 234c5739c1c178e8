import {
  AUTOCOMPLETE_MAX_SUGGESTIONS,
  type AutocompleteSuggestion,
  type PublicJobDetail,
  type PublicJobListResponse,
  type publicJobListQuerySchema,
  todayUtc,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { AppError, notFound } from '../../core/errors';
import {
  findListedCompanyNames,
  findListedSkillLists,
  findListedTitles,
  findVisibleJob,
  searchJobs,
  wasListedJob,
} from './job-board.repository';
import { pageMeta, parseSkills, toPublicJobDetailDto, toPublicJobSummaryDto } from './jobs.presenter';
import { normalizeSearchText } from './jobs.search';

/* The public job board: anyone may read it; a logged-in caller is known (to personalise it later). */

type PublicJobListQuery = z.output<typeof publicJobListQuerySchema>;

export async function listPublicJobs(app: FastifyInstance, query: PublicJobListQuery): Promise<PublicJobListResponse> {
  const sort = query.sort ?? (query.q ? 'relevance' : 'newest');
  const { page, per_page: perPage } = query;
  const { rows, total } = await searchJobs(app.db, {
    q: query.q,
    sort,
    page: { limit: perPage, offset: (page - 1) * perPage },
    today: todayUtc(),
    category: query.category,
    employment_type: query.employment_type,
    location_type: query.location_type,
    country_code: query.country_code,
    state_code: query.state_code,
    city: query.city ? normalizeSearchText(query.city) : undefined,
    salary_min: query.salary_min,
    salary_currency: query.salary_currency,
    provider_id: query.provider_id,
  });
  const origin = new URL(app.config.PUBLIC_URL).origin;
  return {
    data: rows.map((row) => toPublicJobSummaryDto(row, origin)),
    meta: {
      ...pageMeta(page, perPage, total),
      total_is_lower_bound: false,
      next_cursor: null,
      prev_cursor: null,
      corrected_query: null,
    },
  };
}

/**
 * A live job for anyone; its owner also sees it as a draft, closed or archived (the preview page). A job that was
 * public and is no more (closed, archived, past its deadline) answers 410 `gone`, so its page can say so.
 */
export async function getPublicJob(
  app: FastifyInstance,
  id: string,
  viewerId: string | null,
): Promise<PublicJobDetail> {
  const job = await findVisibleJob(app.db, id, todayUtc(), viewerId);
  if (!job) {
    if (await wasListedJob(app.db, id)) throw new AppError('gone', 'The job is closed');
    throw notFound('The job');
  }
  return toPublicJobDetailDto(job, viewerId, app.config.PUBLIC_URL);
}

interface Candidate extends AutocompleteSuggestion {
  key: string;
  /** 0: the text starts with the query; 1: one of its words does; 2: the query is inside a word. */
  match: number;
}

const KIND_ORDER: Record<AutocompleteSuggestion['kind'], number> = { title: 0, skill: 1, company: 2 };

/**
 * Up to 8 suggestions from live job titles, their skills and the names of their companies: a case- and
 * accent-insensitive infix match; texts that start with the query first, then those with a word that does, then
 * the rest; within each, titles before skills before companies, then the shorter text. Spelling variants of one text ("React", "react") are one suggestion (the first seen).
 */
export async function autocomplete(app: FastifyInstance, q: string): Promise<AutocompleteSuggestion[]> {
  const needle = normalizeSearchText(q);
  if (needle.length < 2) return [];
  const today = todayUtc();
  const [titles, skillLists, companies] = await Promise.all([
    findListedTitles(app.db, today, needle),
    findListedSkillLists(app.db, today, needle),
    findListedCompanyNames(app.db, today, needle),
  ]);
  const raw: AutocompleteSuggestion[] = [
    ...titles.map((row) => ({ value: row.title, kind: 'title' as const })),
    ...skillLists.flatMap((row) => parseSkills(row.skills).map((skill) => ({ value: skill, kind: 'skill' as const }))),
    ...companies.map((row) => ({ value: row.company_name, kind: 'company' as const })),
  ];
  const seen = new Set<string>();
  const candidates: Candidate[] = [];
  for (const suggestion of raw) {
    const key = normalizeSearchText(suggestion.value);
    const at = key.indexOf(needle);
    if (at < 0 || seen.has(key)) continue;
    seen.add(key);
    const startsWord = at === 0 || /[^\p{L}\p{N}]/u.test(key.charAt(at - 1));
    candidates.push({ ...suggestion, key, match: at === 0 ? 0 : startsWord ? 1 : 2 });
  }
  return candidates
    .sort(
      (a, b) =>
        a.match - b.match ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        a.key.length - b.key.length ||
        a.key.localeCompare(b.key),
    )
    .slice(0, AUTOCOMPLETE_MAX_SUGGESTIONS)
    .map(({ value, kind }) => ({ value, kind }));
}
