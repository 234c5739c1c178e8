import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  readJobBoardUrlField,
  type JobBoardUrlQuery,
  type JobSort,
} from '@hireway/shared';

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

/**
 * The board's state from its URL, in the API's own parameter names, so a search can be shared and reloaded
 * (and `?q=…&page=3&cursor=…` means the same thing to the browser and to GET /api/v1/jobs). Each value is read as
 * the API would take it (`readJobBoardUrlField`, the schema's rules without building the schema); a value it would
 * refuse (a hand-edited link) falls back to the default.
 */
export const paramsFromSearch = (search: URLSearchParams): PublicJobListParams => {
  const read = <K extends keyof JobBoardUrlQuery>(field: K) => readJobBoardUrlField(search, field);
  return {
    page: read('page') ?? FIRST_PAGE,
    perPage: read('per_page') ?? DEFAULT_PAGE_SIZE,
    cursor: read('cursor') ?? null,
    q: read('q') ?? '',
    category: read('category') ?? null,
    employmentType: read('employment_type') ?? null,
    locationType: read('location_type') ?? null,
    countryCode: read('country_code') ?? null,
    salaryMin: read('salary_min') ?? null,
    sort: read('sort') ?? null,
  };
};

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
