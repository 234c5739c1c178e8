import type { PublicJobListResponse, PublicJobSummary } from '@hireway/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { changeLanguage } from '../../../lib/i18n';
import { data, mockApi, type MockResponse, type RecordedRequest } from '../../../test/mock-api';
import { REMOTE_ENGINEERING_JOB } from '../../../test/job-fixtures';
import { renderApp } from '../../testing/render-app';

const REFERENCE = {
  'GET /job-categories': data([
    { id: 'c1', slug: 'engineering', name: 'Engineering' },
    { id: 'c2', slug: 'design', name: 'Design' },
  ]),
  'GET /employment-types': data([{ id: 'e1', slug: 'full-time', name: 'Full-time' }]),
  'GET /location-types': data([{ id: 'l1', slug: 'remote', name: 'Remote' }]),
  'GET /countries': data([{ code: 'DE', name: 'Germany', phone_code: '+49', flag: null }]),
  'GET /search/autocomplete': data([]),
};

const job = (n: number): PublicJobSummary => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Platform Engineer ${String(n)}`,
  ...REMOTE_ENGINEERING_JOB,
  skills: [],
  vacancies: 1,
  application_deadline: null,
  excerpt: 'You build and run the platform.',
  published_at: '2026-11-01T10:00:00.000Z',
  company: { id: 'company-1', name: 'Northwind', logo_url: null },
});

type Meta = PublicJobListResponse['meta'];

/** One page of the board as the API answers it: page N of `lastPage`, with the cursors given. */
const pageAnswer = (page: number, meta: Partial<Meta> = {}): MockResponse => ({
  body: {
    data: [job(page * 10 + 1), job(page * 10 + 2)],
    meta: {
      page,
      per_page: 50,
      total: 140,
      last_page: 3,
      total_is_lower_bound: false,
      next_cursor: null,
      prev_cursor: null,
      corrected_query: null,
      ...meta,
    },
  },
});

const boardRequests = (requests: RecordedRequest[]) => requests.filter((request) => request.path === '/jobs');
const lastBoardQuery = (requests: RecordedRequest[]) => boardRequests(requests).at(-1)?.query;
/** Each answer re-renders the whole page: on a loaded 2-core machine that takes seconds. */
const LOADED = { timeout: 15_000 };
const firstCard = async (title: string) => screen.findByRole('link', { name: title }, LOADED);

/** happy-dom lays out a 1024 px window; the phone tests narrow it (Mantine's hiddenFrom/visibleFrom are media queries). */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({
    width,
    height,
  });
const phoneWidth = () => setViewport(390, 844);

/**
 * Width queries answered at happy-dom's window size (the shared stub answers no to every query): the desktop filter
 * grid is mounted only from the `sm` breakpoint up (MountedFrom).
 */
const originalMatchMedia = window.matchMedia;
const matchWidth = (query: string): MediaQueryList => {
  const min = /\(min-width:\s*([\d.]+)(em|px)\)/.exec(query);
  const matches = min !== null && window.innerWidth >= Number(min[1]) * (min[2] === 'em' ? 16 : 1);
  const stub = originalMatchMedia(query);
  return Object.assign(stub, { matches });
};

describe('public job board', { timeout: 90_000 }, () => {
  beforeEach(() => {
    window.matchMedia = matchWidth;
  });
  afterEach(() => {
    setViewport(1024, 768);
    window.matchMedia = originalMatchMedia;
  });

  it('shows the filters on the page at desktop width, with no drawer button', async () => {
    mockApi({ ...REFERENCE, 'GET /jobs': pageAnswer(1) });
    renderApp('/jobs?category=engineering');

    await firstCard('Platform Engineer 11');
    // The category's label comes from the reference list, which may answer after the jobs.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Engineering'), LOADED);
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('pages forward and back with the cursors of the answers, and the URL keeps the page and cursor', async () => {
    const { requests } = mockApi({
      ...REFERENCE,
      'GET /jobs': (request) => {
        const page = Number(request.query.get('page'));
        if (page === 1) return pageAnswer(1, { next_cursor: 'after-1' });
        if (page === 2) return pageAnswer(2, { next_cursor: 'after-2', prev_cursor: 'before-2' });
        return pageAnswer(3, { prev_cursor: 'before-3' });
      },
    });
    const { router, user } = renderApp('/jobs?q=platform');

    await firstCard('Platform Engineer 11');
    expect(lastBoardQuery(requests)?.get('cursor')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await firstCard('Platform Engineer 21');
    expect(Object.fromEntries(lastBoardQuery(requests) ?? [])).toMatchObject({
      q: 'platform',
      page: '2',
      cursor: 'after-1',
    });
    expect(router.state.location.search).toBe('?q=platform&page=2&cursor=after-1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await firstCard('Platform Engineer 31');
    expect(router.state.location.search).toBe('?q=platform&page=3&cursor=after-2');

    // Previous from page 3 steps back by page 3's own prev cursor.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await firstCard('Platform Engineer 21');
    expect(Object.fromEntries(lastBoardQuery(requests) ?? [])).toMatchObject({ page: '2', cursor: 'before-3' });
    expect(router.state.location.search).toBe('?q=platform&page=2&cursor=before-3');

    // Back in the browser walks the same history.
    await router.navigate(-1);
    await firstCard('Platform Engineer 31');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('data-active', 'true');
    // The current page is told to assistive technology, not by colour alone.
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  });

  it('asks by page number when the answer has no cursor but more pages exist', async () => {
    const { requests } = mockApi({
      ...REFERENCE,
      'GET /jobs': (request) => pageAnswer(Number(request.query.get('page'))),
    });
    const { router, user } = renderApp('/jobs');

    await firstCard('Platform Engineer 11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await firstCard('Platform Engineer 21');
    expect(lastBoardQuery(requests)?.get('page')).toBe('2');
    expect(lastBoardQuery(requests)?.has('cursor')).toBe(false);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens a shared URL on the same search, filters and page, and a new filter starts again at page 1', async () => {
    const { requests } = mockApi({
      ...REFERENCE,
      'GET /jobs': (request) => pageAnswer(Number(request.query.get('page')), { prev_cursor: 'p' }),
    });
    const { router, user } = renderApp('/jobs?q=platform&category=engineering&sort=newest&page=2&cursor=after-1');

    await firstCard('Platform Engineer 21');
    expect(Object.fromEntries(lastBoardQuery(requests) ?? [])).toEqual({
      q: 'platform',
      category: 'engineering',
      sort: 'newest',
      page: '2',
      per_page: '50',
      cursor: 'after-1',
    });
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('platform');
    const filters = screen.getByRole('combobox', { name: 'Category' });
    expect(filters).toHaveValue('Engineering');

    await user.click(screen.getByRole('combobox', { name: 'Employment type' }));
    await user.click(await screen.findByRole('option', { name: 'Full-time' }));
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          '?q=platform&category=engineering&employment_type=full-time&sort=newest',
        ),
      LOADED,
    );
    await firstCard('Platform Engineer 11');

    // A new search keeps the filters; Back brings the earlier words back into the box.
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.clear(box);
    await user.type(box, 'designer{Enter}');
    await waitFor(() => expect(lastBoardQuery(requests)?.get('q')).toBe('designer'), LOADED);
    expect(router.state.location.search).toBe('?q=designer&category=engineering&employment_type=full-time&sort=newest');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('platform'), LOADED);
  });

  it('shows a capped count as "10,000+ jobs" in the reader’s language, with previous and next only', async () => {
    mockApi({
      ...REFERENCE,
      'GET /jobs': (request) =>
        pageAnswer(Number(request.query.get('page')), {
          total: 10_000,
          last_page: 200,
          total_is_lower_bound: true,
          next_cursor: 'n',
        }),
    });
    const { user } = renderApp('/jobs');

    expect(await screen.findByText('10,000+ jobs', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // No last page to jump to: the count is only a lower bound.
    expect(screen.queryByRole('button', { name: 'Page 200' })).toBeNull();

    await changeLanguage('de');
    expect(await screen.findByText('10.000+ Jobs', {}, LOADED)).toBeInTheDocument();
    await changeLanguage('fr');
    expect(await screen.findByText(/^10\s000\+ offres$/, {}, LOADED)).toBeInTheDocument();
    await changeLanguage('pt');
    expect(await screen.findByText('10.000+ vagas', {}, LOADED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2', {}, LOADED)).toBeInTheDocument();
  });

  it('says which words it searched when the API corrected the query', async () => {
    mockApi({
      ...REFERENCE,
      'GET /jobs': pageAnswer(1, { corrected_query: 'python developer' }),
    });
    renderApp('/jobs?q=pyhton+developer');

    const notice = await screen.findByRole('status', {}, LOADED);
    expect(notice).toHaveTextContent('Showing results for python developer instead of “pyhton developer”.');
    expect(within(notice).getByText('python developer').tagName).toBe('STRONG');
  });

  it('folds the filters into a drawer at phone width, its button counting the filters set', async () => {
    phoneWidth();
    mockApi({ ...REFERENCE, 'GET /jobs': (request) => pageAnswer(Number(request.query.get('page'))) });
    const { router, user } = renderApp('/jobs?category=engineering&country_code=DE&sort=newest');

    await firstCard('Platform Engineer 11');
    // The filters are not on the page itself at this width, not even mounted and hidden.
    expect(screen.queryByRole('combobox', { name: 'Category', hidden: true })).toBeNull();
    // Sort is not a filter: two are set.
    const button = screen.getByRole('button', { name: 'Filters, 2 set' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, LOADED);
    expect(within(drawer).getByRole('combobox', { name: 'Category' })).toHaveValue('Engineering');
    expect(within(drawer).getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');

    await user.click(within(drawer).getByRole('combobox', { name: 'Location type' }));
    await user.click(await screen.findByRole('option', { name: 'Remote' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters, 3 set' })).toBeInTheDocument(), LOADED);
    expect(router.state.location.search).toBe('?category=engineering&location_type=remote&country_code=DE&sort=newest');

    await user.click(within(drawer).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'), LOADED);
    await user.click(within(drawer).getByRole('button', { name: 'Show 140 jobs' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull(), LOADED);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
