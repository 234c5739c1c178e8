import {
  AUTOCOMPLETE_MAX_SUGGESTIONS,
  type AutocompleteSuggestion,
  COUNT_CAP,
  type PublicJobDetail,
  type PublicJobListResponse,
  type publicJobListQuerySchema,
  todayUtc,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { AppError, notFound, validationError } from '../../core/errors';
import type { Executor } from '../../db/database';
import { decodeCursor, keysetMeta } from '../../db/paging';
import { boardCache } from './job-board.cache';
import {
  boardCursorKinds,
  findListedCompanyNames,
  findListedJob,
  findListedSkillLists,
  findListedTitles,
  findOwnJobWithCompany,
  searchJobs,
  wasListedJob,
} from './job-board.repository';
import { readListingVersion } from './job-listings';
import { listingToJob, parseSkills, toPublicJobDetailDto, toPublicJobSummaryDto } from './jobs.presenter';
import { analyzeQuery, normalizeSearchText } from './jobs.search';

/*
 * The public job board: anyone may read it; a logged-in caller is known (to personalise it later). Its reads go to
 * app.readDb (the read replicas when DATABASE_REPLICA_URLS is set).
 */

type PublicJobListQuery = z.output<typeof publicJobListQuerySchema>;

/** Pages by number reach this far; beyond it the next-page cursor leads on (an offset costs what it skips). */
const MAX_OFFSET = COUNT_CAP;

/**
 * GET /jobs. `db` is the executor to read from (the primary, or a replica for anonymous reads). Anonymous answers
 * come from the board cache when the listing version has not moved since (job-board.cache.ts).
 */
export async function listPublicJobs(
  app: FastifyInstance,
  query: PublicJobListQuery,
  options: { db?: Executor; anonymous?: boolean } = {},
): Promise<PublicJobListResponse> {
  const db = options.db ?? (options.anonymous ? app.readDb : app.db);
  if (!options.anonymous) return readBoard(app, db, query);
  const today = todayUtc();
  return boardCache.get(`${today}|${JSON.stringify(query)}`, await readListingVersion(db), () =>
    readBoard(app, db, query),
  );
}

async function readBoard(
  app: FastifyInstance,
  db: Executor,
  query: PublicJobListQuery,
): Promise<PublicJobListResponse> {
  const analyzed = query.q === undefined ? null : analyzeQuery(query.q);
  const searching = analyzed !== null && analyzed !== 'nothing';
  const sort = query.sort ?? (searching ? 'relevance' : 'newest');
  const { page, per_page: perPage } = query;
  const offset = (page - 1) * perPage;
  if (!query.cursor && offset >= MAX_OFFSET) {
    throw validationError({
      page: [`Pages beyond the first ${COUNT_CAP.toLocaleString('en')} jobs are reached with the next-page link`],
    });
  }
  const cursor = query.cursor ? decodeCursor(query.cursor, boardCursorKinds(sort, searching)) : null;
  const result = await searchJobs(db, {
    q: query.q,
    sort,
    page: { limit: perPage, offset },
    cursor,
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
  const meta = keysetMeta(page, perPage, result.total, {
    next_cursor: result.next_cursor,
    prev_cursor: result.prev_cursor,
  });
  // Relevance ranks a bounded set of matches: its pages end there (sort by newest to read every match).
  if (result.ranked_limit !== null) {
    meta.last_page = Math.max(1, Math.ceil(Math.min(meta.total, result.ranked_limit) / perPage));
  }
  return {
    data: result.rows.map((row) => toPublicJobSummaryDto(row)),
    meta: { ...meta, corrected_query: searching ? analyzed.corrected : null },
  };
}

/**
 * A live job for anyone (its listing); its owner also sees it as a draft, closed or archived (the preview page). A job
 * that was public and is no more (closed, archived, past its deadline) answers 410 `gone`, so its page can say so.
 */
export async function getPublicJob(
  app: FastifyInstance,
  id: string,
  viewerId: string | null,
  // Anyone else reads from a replica; an owner previews their own drafts from the primary (their own writes).
  db: Executor = viewerId ? app.db : app.readDb,
): Promise<PublicJobDetail> {
  const listed = await findListedJob(db, id, todayUtc());
  if (listed) return toPublicJobDetailDto(listingToJob(listed), viewerId, app.config.PUBLIC_URL);
  const own = viewerId === null ? undefined : await findOwnJobWithCompany(app.db, id, viewerId);
  if (!own) {
    if (await wasListedJob(db, id)) throw new AppError('gone', 'The job is closed');
    throw notFound('The job');
  }
  return toPublicJobDetailDto(own, viewerId, app.config.PUBLIC_URL);
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
    findListedTitles(app.readDb, today, needle),
    findListedSkillLists(app.readDb, today, needle),
    findListedCompanyNames(app.readDb, today, needle),
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
