import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, type Json, request, type TestContext } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo';
import { DEMO_CANDIDATE_EMAIL } from './hiring';
import { DEMO_COMPANIES, DEMO_LISTED_JOBS } from './marketplace';

let ctx: TestContext;
let seconds = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  const started = performance.now();
  await seedDemoData(ctx.db, ctx.app.storage);
  seconds = (performance.now() - started) / 1000;
});
afterAll(async () => {
  await ctx.close();
});

const logIn = async (email: string): Promise<string> => {
  const res = await request(ctx, 'POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD });
  expect(res.statusCode).toBe(200);
  return (res.data.data as { access_token: string }).access_token;
};
const get = async (url: string, token?: string) => {
  const res = await call(ctx.app, {
    method: 'GET',
    url: `/api/v1${url}`,
    ...(token ? { token } : {}),
  });
  expect(res.statusCode, `${url}: ${JSON.stringify(res.data)}`).toBe(200);
  return res.data;
};
const count = async (table: 'job_posts' | 'job_listings' | 'users' | 'job_applications' | 'notifications') =>
  Number(
    (await ctx.db.selectFrom(table).select(ctx.db.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n,
  );

describe('demo data', () => {
  it('is idempotent', async () => {
    const tables = ['job_posts', 'job_listings', 'users', 'job_applications', 'notifications'] as const;
    const before = await Promise.all(tables.map(count));
    expect((await seedDemoData(ctx.db, ctx.app.storage)).created).toEqual([]);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('seeds in seconds', () => {
    // Generous for a loaded test machine; `npm start` measures about a second on an idle one.
    expect(seconds).toBeLessThan(30);
  });

  it('lets every demo account log in past onboarding', async () => {
    for (const email of [...DEMO_USERS.map((user) => user.email), DEMO_CANDIDATE_EMAIL]) {
      const res = await request(ctx, 'POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toMatchObject({
        user: { has_completed_onboarding: true, profile: { has_completed_onboarding: true } },
      });
    }
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toContain(DEMO_CANDIDATE_EMAIL);
  });

  it('lists over 200 jobs in four languages, across categories, types, places and salaries', async () => {
    const board = await get('/jobs?per_page=50');
    expect((board.meta as Json).total).toBeGreaterThanOrEqual(200);
    const listed = await ctx.db
      .selectFrom('job_listings')
      .select(['title', 'category', 'employment_type', 'location_type', 'city', 'salary_currency', 'language'])
      .execute();
    expect(listed.length).toBe(DEMO_LISTED_JOBS + 3);
    expect(new Set(listed.map((job) => job.category)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(listed.map((job) => job.employment_type)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(listed.map((job) => job.location_type))).toEqual(new Set(['on-site', 'hybrid', 'remote']));
    expect(new Set(listed.map((job) => job.city)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(listed.map((job) => job.salary_currency))).toEqual(
      new Set(['EUR', 'GBP', 'USD', 'CHF', 'CAD', 'BRL', null]),
    );
    // German, French and Portuguese titles next to English ones.
    const titles = listed.map((job) => job.title).join(' ');
    expect(titles).toMatch(/\(m\/w\/d\)/);
    expect(titles).toMatch(/Développeur|Infirmier|Comptable|Chargé/);
    expect(titles).toMatch(/Engenheiro|Analista|Enfermeiro|Desenvolvedor/);
    // Deadlines ahead only, publication within the last four weeks.
    const deadlines = await ctx.db
      .selectFrom('job_listings')
      .select(['application_deadline', 'published_at'])
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    for (const job of deadlines) {
      if (job.application_deadline !== null) expect(job.application_deadline > today).toBe(true);
      expect(Date.now() - new Date(job.published_at).getTime()).toBeLessThan(29 * 86_400_000);
    }
    const search = await get('/jobs?q=junior%20data%20analyst');
    expect((search.data as Json[]).map((job) => job.title)).toContain('Junior Data Analyst');
  });

  it('makes its jobs searchable in their language: stems, typos, autocomplete', async () => {
    const titles = async (q: string) => {
      const res = await get(`/jobs?q=${encodeURIComponent(q)}`);
      return {
        titles: (res.data as Json[]).map((job) => String(job.title)),
        corrected: (res.meta as Json).corrected_query,
      };
    };
    // Stems in English, French and German (a hyphenated compound's parts), and a typo corrected.
    expect((await titles('analysts')).titles).toContain('Junior Data Analyst');
    expect((await titles('infirmiers')).titles.every((title) => title.startsWith('Infirmier'))).toBe(true);
    expect((await titles('infirmiers')).titles.length).toBeGreaterThanOrEqual(3);
    expect((await titles('entwickler')).titles.some((title) => title.includes('-Entwickler'))).toBe(true);
    expect(await titles('warehuose')).toEqual({
      titles: ['Warehouse Team Lead (night shift)'],
      corrected: 'warehouse',
    });
    const suggest = async (q: string) =>
      ((await get(`/search/autocomplete?q=${encodeURIComponent(q)}`)).data as Json[]).map(
        (row) => `${String(row.kind)}:${String(row.value)}`,
      );
    expect(await suggest('northw')).toEqual(['company:Northwind Logistics GmbH']);
    expect(await suggest('intensiv')).toContain('title:Senior Intensivpfleger (m/w/d)');
  });

  it('keeps the search dictionary exactly the listed jobs: titles, skills and companies, with their counts', async () => {
    const listed = await ctx.db.selectFrom('job_listings').select(['title', 'skills', 'company_name']).execute();
    const expected = new Map<string, number>();
    const add = (key: string) => expected.set(key, (expected.get(key) ?? 0) + 1);
    for (const job of listed) {
      add(`title:${job.title}`);
      for (const skill of new Set(JSON.parse(job.skills) as string[])) add(`skill:${skill}`);
      add(`company:${job.company_name}`);
    }
    const suggestions = await ctx.db.selectFrom('search_suggestions').select(['kind', 'value', 'documents']).execute();
    expect(new Map(suggestions.map((row) => [`${row.kind}:${row.value}`, row.documents]))).toEqual(expected);
    // Every term is in at least one listing and in no more than all of them; the companies' names are terms.
    const terms = await ctx.db.selectFrom('search_terms').select(['term', 'documents']).execute();
    const documents = new Map(terms.map((row) => [row.term, row.documents]));
    expect(terms.every((row) => row.documents >= 1 && row.documents <= listed.length)).toBe(true);
    expect(documents.get('northwind')).toBe(listed.filter((job) => job.company_name.startsWith('Northwind')).length);
  });

  it('has a dozen verified companies with profiles and logos, and three waiting for review', async () => {
    const companies = await ctx.db
      .selectFrom('provider_profiles as pp')
      .innerJoin('profiles as pr', 'pr.user_id', 'pp.user_id')
      .select(['pp.company_name', 'pp.description', 'pp.logo_path', 'pr.status'])
      .execute();
    expect(companies.filter((c) => c.status === 'approved')).toHaveLength(12);
    expect(companies.filter((c) => c.status === 'pending')).toHaveLength(3);
    expect(companies.every((c) => c.description && c.logo_path)).toBe(true);
    // The logos are stored PNGs of a few KB, served as public media.
    const logos = readdirSync(join(ctx.storageDir, 'avatars'));
    expect(logos).toHaveLength(DEMO_COMPANIES.length);
    const logo = await ctx.app.inject({ method: 'GET', url: `/media/avatars/${companies[0]?.logo_path ?? ''}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.length).toBeLessThan(4_000);
  });

  it('gives the candidate a CV scoring at least 90 and applications in every state', async () => {
    const token = await logIn(DEMO_CANDIDATE_EMAIL);
    expect((await get('/seeker/cv/score', token)).data).toBeGreaterThanOrEqual(90);
    const applications = (await get('/seeker/jobs/applications?per_page=50', token)).data as Json[];
    expect(new Set(applications.map((a) => a.status))).toEqual(
      new Set(['submitted', 'accepted', 'rejected', 'cancelled']),
    );
    const actions = (await get('/seeker/cv-actions?per_page=50', token)).data as Json[];
    expect(actions.map((a) => `${String(a.subject)}:${String(a.status)}`).sort()).toEqual([
      'additional-documents:pending',
      'interview:responded',
      'shortlist:pending',
    ]);
    const employments = await ctx.db.selectFrom('employments').select('status').execute();
    expect(new Set(employments.map((e) => e.status))).toEqual(new Set(['active', 'resigned', 'terminated']));
    const notifications = (await get('/auth/notifications?per_page=50', token)).data as Json[];
    expect(notifications.length).toBeGreaterThanOrEqual(5);
    expect(notifications.some((n) => n.is_read === false)).toBe(true);
  });

  it('leaves the demo seeker empty for the journeys, and fills the demo provider with applicants', async () => {
    const seeker = await logIn('seeker@hireway.test');
    expect((await get('/seeker/cv/score', seeker)).data).toBe(0);
    expect((await get('/seeker/jobs/applications', seeker)).data).toEqual([]);
    const provider = await logIn('provider@hireway.test');
    const jobs = (await get('/provider/jobs?per_page=50', provider)).data as Json[];
    expect(jobs.length).toBeGreaterThan(10);
    const applicants = await ctx.db
      .selectFrom('job_applications as a')
      .innerJoin('job_posts as j', 'j.id', 'a.job_id')
      .innerJoin('users as u', 'u.id', 'j.provider_id')
      .where('u.email', '=', 'provider@hireway.test')
      .select('a.id')
      .execute();
    expect(applicants.length).toBeGreaterThanOrEqual(5);
  });

  it('keeps the articles and FAQs', async () => {
    expect(((await get('/blogs')).meta as Json).total).toBeGreaterThan(0);
    expect(((await get('/faqs')).data as Json[]).length).toBeGreaterThan(0);
  });
});
