import { DEFAULT_PAGE_SIZE, FIRST_PAGE, publicJobListQuerySchema, type JobSort } from '@hireway/shared';
import type { z } from 'zod';

/** What the board shows: the search, its filters and sort, and the page (by number, and by cursor when known). */
export interface PublicJobListParams {
  page: number;
  perPage: number;
  /** The opaque position of `page` from the previous answer's next/prev cursor; null to ask by page number. */
  cursor: string | null;
  q: string;
  category: string | null;
  employmentType: string | null;
  locationType: string | null;
  countryCode: string | null;
  salaryMin: number | null;
  sort: JobSort | null;
}

export const INITIAL_BOARD_PARAMS: PublicJobListParams = {
  page: FIRST_PAGE,
  perPage: DEFAULT_PAGE_SIZE,
  cursor: null,
  q: '',
  category: null,
  employmentType: null,
  locationType: null,
  countryCode: null,
  salaryMin: null,
  sort: null,
};

/** The filters folded into the phone's drawer (sort and page size are not filters: they never narrow the list). */
export const FILTER_KEYS = ['category', 'employmentType', 'locationType', 'countryCode', 'salaryMin'] as const;

export const countFiltersSet = (params: PublicJobListParams): number =>
  FILTER_KEYS.filter((key) => params[key] !== null).length;

const shape = publicJobListQuerySchema.shape;

/** A value of the URL if the API's own schema for that field takes it, else undefined (a hand-edited link). */
const read = <S extends z.ZodType>(schema: S, raw: string | null): z.output<S> | undefined => {
  if (raw === null) return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The board's state from its URL, in the API's own parameter names, so a search can be shared and reloaded
 * (and `?q=…&page=3&cursor=…` means the same thing to the browser and to GET /api/v1/jobs).
 */
export const paramsFromSearch = (search: URLSearchParams): PublicJobListParams => ({
  page: read(shape.page, search.get('page')) ?? FIRST_PAGE,
  perPage: read(shape.per_page, search.get('per_page')) ?? DEFAULT_PAGE_SIZE,
  cursor: read(shape.cursor, search.get('cursor')) ?? null,
  q: read(shape.q, search.get('q')) ?? '',
  category: read(shape.category, search.get('category')) ?? null,
  employmentType: read(shape.employment_type, search.get('employment_type')) ?? null,
  locationType: read(shape.location_type, search.get('location_type')) ?? null,
  countryCode: read(shape.country_code, search.get('country_code')) ?? null,
  salaryMin: read(shape.salary_min, search.get('salary_min')) ?? null,
  sort: read(shape.sort, search.get('sort')) ?? null,
});

/** The URL query of a board state: only what differs from the first page of everything, in a stable order. */
export const searchFromParams = (params: PublicJobListParams): URLSearchParams => {
  const search = new URLSearchParams();
  const q = params.q.trim();
  if (q !== '') search.set('q', q);
  if (params.category !== null) search.set('category', params.category);
  if (params.employmentType !== null) search.set('employment_type', params.employmentType);
  if (params.locationType !== null) search.set('location_type', params.locationType);
  if (params.countryCode !== null) search.set('country_code', params.countryCode);
  if (params.salaryMin !== null) search.set('salary_min', String(params.salaryMin));
  if (params.sort !== null) search.set('sort', params.sort);
  if (params.perPage !== DEFAULT_PAGE_SIZE) search.set('per_page', String(params.perPage));
  if (params.page !== FIRST_PAGE) search.set('page', String(params.page));
  if (params.cursor !== null && params.page !== FIRST_PAGE) search.set('cursor', params.cursor);
  return search;
};

/** The page a pager control asks for: by the answer's cursor when it has one for that step, else by number. */
export const pageTarget = (
  params: PublicJobListParams,
  meta: { next_cursor: string | null; prev_cursor: string | null },
  page: number,
): PublicJobListParams => {
  const cursor =
    page === params.page + 1
      ? meta.next_cursor
      : page === params.page - 1 && page !== FIRST_PAGE
        ? meta.prev_cursor
        : null;
  return { ...params, page, cursor };
};
