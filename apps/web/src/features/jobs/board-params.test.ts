import { describe, expect, it } from 'vitest';

import {
  countFiltersSet,
  INITIAL_BOARD_PARAMS,
  pageTarget,
  paramsFromSearch,
  searchFromParams,
  type PublicJobListParams,
} from './board-params';

const full: PublicJobListParams = {
  page: 4,
  perPage: 100,
  cursor: 'eyJ0IjoxfQ_-',
  q: 'c++ developer',
  category: 'engineering',
  employmentType: 'full-time',
  locationType: 'remote',
  countryCode: 'DE',
  salaryMin: 50000,
  sort: 'newest',
};

describe('board URL', () => {
  it('round-trips every part of a search through the query string', () => {
    const search = searchFromParams(full);
    expect(search.toString()).toBe(
      'q=c%2B%2B+developer&category=engineering&employment_type=full-time&location_type=remote&country_code=DE' +
        '&salary_min=50000&sort=newest&per_page=100&page=4&cursor=eyJ0IjoxfQ_-',
    );
    expect(paramsFromSearch(new URLSearchParams(search.toString()))).toEqual(full);
  });

  it('leaves the first page of everything out of the URL', () => {
    expect(searchFromParams(INITIAL_BOARD_PARAMS).toString()).toBe('');
    expect(paramsFromSearch(new URLSearchParams(''))).toEqual(INITIAL_BOARD_PARAMS);
    // A cursor means nothing on page 1.
    expect(searchFromParams({ ...INITIAL_BOARD_PARAMS, cursor: 'abc' }).toString()).toBe('');
  });

  it('ignores what the API would refuse in a hand-edited link', () => {
    const params = paramsFromSearch(
      new URLSearchParams('page=-2&per_page=7&cursor=not%20a%20cursor&country_code=Germany&salary_min=lots&sort=best'),
    );
    expect(params).toEqual(INITIAL_BOARD_PARAMS);
  });

  it('counts the filters set, not the sort or the page size', () => {
    expect(countFiltersSet(full)).toBe(5);
    expect(countFiltersSet({ ...INITIAL_BOARD_PARAMS, sort: 'newest', perPage: 250, q: 'x' })).toBe(0);
    expect(countFiltersSet({ ...INITIAL_BOARD_PARAMS, salaryMin: 0 })).toBe(1);
  });
});

describe('pager target', () => {
  const at3 = { ...INITIAL_BOARD_PARAMS, page: 3, cursor: 'c3' };

  it('steps by the cursors when the answer has them', () => {
    const meta = { next_cursor: 'n', prev_cursor: 'p' };
    expect(pageTarget(at3, meta, 4)).toMatchObject({ page: 4, cursor: 'n' });
    expect(pageTarget(at3, meta, 2)).toMatchObject({ page: 2, cursor: 'p' });
  });

  it('asks by number when there is no cursor for the step, and for page 1 or a jump', () => {
    expect(pageTarget(at3, { next_cursor: null, prev_cursor: null }, 4)).toMatchObject({ page: 4, cursor: null });
    expect(pageTarget(at3, { next_cursor: 'n', prev_cursor: 'p' }, 7)).toMatchObject({ page: 7, cursor: null });
    expect(pageTarget({ ...at3, page: 2 }, { next_cursor: 'n', prev_cursor: 'p' }, 1)).toMatchObject({
      page: 1,
      cursor: null,
    });
  });
});
