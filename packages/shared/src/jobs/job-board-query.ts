import {
  CURSOR_MAX_LENGTH,
  CURSOR_PATTERN,
  FIRST_PAGE,
  PAGE_SIZE_OPTIONS,
  type PageSize,
} from '../constants/constants';
import { isSafeMultiLineText } from '../text/safe-text';

/*
 * The public board's query rules that the board's URL needs, in a module that builds no schema: the web reads a
 * shared or reloaded board URL with `readJobBoardUrlField` before its first render, and the job board's first load
 * carries no zod (issue 12). `publicJobListQuerySchema` (jobs.schemas.ts) is built from the same constants and
 * patterns; `job-board-query.test.ts` holds the two to the same answers, value by value.
 */

/** Salaries are whole currency units (45000 = 45,000 EUR), never minor units: see docs/decisions/0007. */
export const JOB_SALARY_MAX = 100_000_000;
export const JOB_SEARCH_QUERY_MAX = 100;
export const JOB_SORTS = ['relevance', 'newest'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
/** A slug of a reference list (categories, employment and location types). */
export const REFERENCE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const REFERENCE_SLUG_MAX = 80;
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/** What the board's URL may say, each value as GET /jobs would take it; a value it would refuse is left out. */
export interface JobBoardUrlQuery {
  page?: number;
  per_page?: PageSize;
  cursor?: string;
  q?: string;
  category?: string;
  employment_type?: string;
  location_type?: string;
  country_code?: string;
  salary_min?: number;
  sort?: JobSort;
}

/** A number as the schema's `z.coerce.number().int()` takes it (`Number(raw)`, a safe integer), or undefined. */
const wholeNumber = (raw: string): number | undefined => {
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
};

/** An optional text filter: trimmed, empty is absent (`optionalQuery` in jobs.schemas.ts). */
const filterText = (raw: string): string | undefined => raw.trim() || undefined;

const slug = (raw: string): string | undefined => {
  const value = filterText(raw)?.toLowerCase();
  return value !== undefined && value.length <= REFERENCE_SLUG_MAX && REFERENCE_SLUG_PATTERN.test(value)
    ? value
    : undefined;
};

const readers: { [K in keyof JobBoardUrlQuery]-?: (raw: string) => JobBoardUrlQuery[K] } = {
  page: (raw) => {
    const value = wholeNumber(raw);
    return value !== undefined && value >= FIRST_PAGE ? value : undefined;
  },
  per_page: (raw) => PAGE_SIZE_OPTIONS.find((size) => size === wholeNumber(raw)),
  cursor: (raw) => (raw.length <= CURSOR_MAX_LENGTH && CURSOR_PATTERN.test(raw) ? raw : undefined),
  q: (raw) => {
    const value = raw.trim();
    return value.length <= JOB_SEARCH_QUERY_MAX && isSafeMultiLineText(value) ? value || undefined : undefined;
  },
  category: slug,
  employment_type: slug,
  location_type: slug,
  country_code: (raw) => {
    const value = filterText(raw)?.toUpperCase();
    return value !== undefined && COUNTRY_CODE_PATTERN.test(value) ? value : undefined;
  },
  salary_min: (raw) => {
    const value = wholeNumber(raw);
    return value !== undefined && value >= 0 && value <= JOB_SALARY_MAX ? value : undefined;
  },
  sort: (raw) => JOB_SORTS.find((sort) => sort === raw),
};

/** The board's URL fields, in the API's names. */
export const JOB_BOARD_URL_FIELDS = Object.keys(readers) as (keyof JobBoardUrlQuery)[];

/**
 * One field of a board URL as GET /jobs would take it (trimmed, cased, coerced), or undefined when it is missing,
 * empty or would be refused (a hand-edited link): the board then shows its default for that field.
 */
export const readJobBoardUrlField = <K extends keyof JobBoardUrlQuery>(
  search: URLSearchParams,
  field: K,
): JobBoardUrlQuery[K] | undefined => {
  const raw = search.get(field);
  return raw === null ? undefined : (readers[field] as (raw: string) => JobBoardUrlQuery[K])(raw);
};
