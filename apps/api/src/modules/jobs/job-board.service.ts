import {
  AUTOCOMPLETE_MAX_SUGGESTIONS,
  type AutocompleteSuggestion,
  COUNT_CAP,
  type PublicJobDetail,
  type PublicJobListResponse,
  type publicJobListQuerySchema,
  publicJobListResponseSchema,
  todayUtc,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { AppError, notFound, validationError } from '../../core/errors';
import type { Executor } from '../../db/database';
import { decodeCursor, keysetMeta } from '../../db/paging';
import { boardCacheOf, sharedReadPer } from './job-board.cache';
import {
  boardCursorKinds,
  findListedJob,
  findOwnJobWithCompany,
  findPublicProviders,
  searchJobs,
  wasListedJob,
} from './job-board.repository';
import { readListingVersion } from './job-listings';
import { type SearchDictionary, searchDictionaryCache } from './job-search-dictionary';
import { renderMarkdown } from '../content';
import { descriptionHtmlOf, listingToJob, toPublicJobDetailDto, toPublicJobSummaryDto } from './jobs.presenter';
import { normalizeSearchText, searchTermsOf } from './jobs.search';
import { planSearch } from './search';

/*
 * The public job board: anyone may read it; a logged-in caller is known (to personalise it later). Its reads go to
 * app.readDb (the read replicas when DATABASE_REPLICA_URLS is set).
 */

type PublicJobListQuery = z.output<typeof publicJobListQuerySchema>;

/** Pages by number reach this far; beyond it the next-page cursor leads on (an offset costs what it skips). */
const MAX_OFFSET = COUNT_CAP;

/** The listing version, one read shared by the board requests that arrive while it is on its way (SharedRead). */
const listingVersionOf = sharedReadPer((db: Executor) => readListingVersion(db));

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
  if (options.anonymous) return JSON.parse(await anonymousBoard(app, query, db)) as PublicJobListResponse;
  return readBoard(app, db, query, await listingVersionOf(db));
}

/**
 * GET /jobs for a visitor without a login, as the JSON to send: from the board cache while the listing version
 * has not moved (job-board.cache.ts), read from a replica when there are some.
 */
export async function anonymousBoard(
  app: FastifyInstance,
  query: PublicJobListQuery,
  db = app.readDb,
): Promise<string> {
  const version = await listingVersionOf(db);
  return boardCacheOf(db).get(`${todayUtc()}|${JSON.stringify(query)}`, version, async () =>
    JSON.stringify(publicJobListResponseSchema.parse(await readBoard(app, db, query, version))),
  );
}

/** The listed jobs' vocabulary and phrases, as loaded for this database handle (job-search-dictionary.ts). */
const dictionaryOf = (app: FastifyInstance, db: Executor, version: number): Promise<SearchDictionary> =>
  searchDictionaryCache.get(db, version, app.config.SEARCH_DICTIONARY_REFRESH_MS);

async function readBoard(
  app: FastifyInstance,
  db: Executor,
  query: PublicJobListQuery,
  version: number,
): Promise<PublicJobListResponse> {
  const typed = query.q !== undefined && query.q.trim() !== '';
  const dictionary = typed ? await dictionaryOf(app, db, version) : null;
  const analyzed = dictionary
    ? searchTermsOf(planSearch(query.q ?? '', dictionary.vocabulary, { documents: dictionary.documents }), {
        count: dictionary.documents,
        keys: dictionary.keys,
      })
    : null;
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
  if (analyzed === 'nothing') {
    return {
      data: [],
      meta: { ...keysetMeta(page, perPage, 0, { next_cursor: null, prev_cursor: null }), corrected_query: null },
    };
  }
  const result = await searchJobs(db, {
    terms: analyzed,
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
  const origin = new URL(app.config.PUBLIC_URL).origin;
  const listed = await findListedJob(db, id, todayUtc());
  if (listed) {
    const html = listed.listing.description_html ?? renderMarkdown(listed.description ?? '', origin);
    return toPublicJobDetailDto(
      listingToJob({ listing: listed.listing, description_html: html }),
      viewerId,
      app.config.PUBLIC_URL,
    );
  }
  const own = viewerId === null ? undefined : await findOwnJobWithCompany(app.db, id, viewerId);
  if (!own) {
    if (await wasListedJob(db, id)) throw new AppError('gone', 'The job is closed');
    throw notFound('The job');
  }
  return toPublicJobDetailDto(
    { ...own, description_html: descriptionHtmlOf(own, origin) },
    viewerId,
    app.config.PUBLIC_URL,
  );
}

/**
 * Up to AUTOCOMPLETE_MAX_SUGGESTIONS suggestions from the listed jobs' titles, skills and company names
 * (search_suggestions, held in memory: SuggestionIndex): phrases that start with the text first, then those with
 * a word that does; titles before skills before companies; then the most used. Accents and case are ignored.
 */
export async function autocomplete(app: FastifyInstance, q: string): Promise<AutocompleteSuggestion[]> {
  if (normalizeSearchText(q).length < 2) return [];
  const version = await listingVersionOf(app.readDb);
  const { suggestions } = await dictionaryOf(app, app.readDb, version);
  return suggestions.suggest(q, AUTOCOMPLETE_MAX_SUGGESTIONS);
}

/** A company as GET /providers lists it (the providers module presents it). */
export type { PublicProviderRow as HiringCompanyRow } from './job-board.repository';

/** A page of the verified companies with a job listed today, and how many there are (GET /providers shows them). */
export const findHiringCompanies = (db: Executor, page: { limit: number; offset: number }) =>
  findPublicProviders(db, todayUtc(), page);
