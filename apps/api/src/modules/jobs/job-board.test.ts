import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, it } from 'vitest';

import { nowIso } from '../../db/database';
import { createSession } from '../../test/factories';
import { call, type Json, useTestApp } from '../../test/test-app';
import { createProvider } from '../providers/providers.test-helpers';
import { jobSearchFields } from './jobs.search';
import { rebuildJobListings } from './job-listings';
import { dateIn, JOB_FACTS, postJob, REMOTE_US_CONTRACT, validJob } from './jobs.test-helpers';

const ctx = useTestApp({ RATE_LIMIT_GLOBAL_PER_MINUTE: '100000' });

const HOUR = 60 * 60 * 1000;
type Session = Awaited<ReturnType<typeof createProvider>>;

/** A job row written directly (for providers the API would refuse), live unless told otherwise. */
async function insertJobRow(providerId: string, overrides: Partial<Record<string, unknown>> & { title: string }) {
  const now = nowIso();
  const id = randomUUID();
  const skills = ['Testing'];
  await ctx.db
    .insertInto('job_posts')
    .values({
      id,
      provider_id: providerId,
      description: validJob.description,
      category: 'software-development',
      employment_type: 'full-time',
      location_type: 'remote',
      skills: JSON.stringify(skills),
      vacancies: 1,
      status: 'live',
      published_at: now,
      created_at: now,
      updated_at: now,
      ...jobSearchFields({ title: overrides.title, description: validJob.description, skills, city: null }),
      ...overrides,
    })
    .execute();
  return id;
}

const ids = (res: { data: Json }) => (res.data.data as Json[]).map((job) => job.id);
const board = (query = '', token?: string) =>
  call(ctx.app, { method: 'GET', url: `/api/v1/jobs${query}`, ...(token ? { token } : {}) });

let acme: Session;
let zephyr: Session;
const job: Record<'engineer' | 'analyst' | 'support' | 'nurse' | 'draft' | 'closed' | 'expired', string> = {
  engineer: '',
  analyst: '',
  support: '',
  nurse: '',
  draft: '',
  closed: '',
  expired: '',
};

beforeAll(async () => {
  acme = await createProvider(ctx, { company: { company_name: 'Acme Analytics', logo_path: 'acme-logo.png' } });
  zephyr = await createProvider(ctx, {
    company: { company_name: 'Zéphyr Santé', city: 'Paris', state_code: null, country_code: 'FR' },
  });

  job.engineer = (
    await postJob(ctx, acme.token, {
      title: 'Senior TypeScript Engineer',
      description: 'Build our **platform** services. You will own the ingestion pipeline end to end with the team.',
      status: 'live',
      application_deadline: dateIn(20),
    })
  ).id;
  job.analyst = (
    await postJob(ctx, acme.token, {
      title: 'Data Analyst',
      description: 'Turn raw numbers into decisions; our dashboards are written in TypeScript and SQL every day.',
      category: 'data-and-analytics',
      employment_type: 'part-time',
      location_type: 'on-site',
      state_code: 'BY',
      city: 'München',
      salary_min: 40000,
      salary_max: 50000,
      skills: ['SQL', 'Python'],
      status: 'live',
      application_deadline: null,
    })
  ).id;
  job.support = (
    await postJob(ctx, acme.token, {
      title: 'Remote Support Agent',
      description: 'Help our customers by chat and e-mail from anywhere in the United States, on a fixed contract.',
      category: 'customer-service',
      ...REMOTE_US_CONTRACT,
      application_deadline: null,
      skills: ['Zendesk', ...Array.from({ length: 10 }, (_, i) => `Toolkit ${String(i + 1).padStart(2, '0')}`)],
      status: 'live',
    })
  ).id;
  job.nurse = (
    await postJob(ctx, zephyr.token, {
      title: 'Registered Nurse',
      description: 'Care for patients on our cardiology ward in a friendly team, with day and night shifts.',
      category: 'nursing-and-care',
      location_type: 'on-site',
      country_code: 'FR',
      state_code: 'IDF',
      city: 'Paris',
      salary_min: null,
      salary_max: null,
      skills: ['Empathy', 'typescript'],
      status: 'live',
    })
  ).id;
  // Publication times one hour apart, in creation order: "newest" is nurse, support, analyst, engineer.
  for (const [index, id] of [job.engineer, job.analyst, job.support, job.nurse].entries()) {
    await ctx.db
      .updateTable('job_posts')
      .set({ published_at: new Date(Date.now() - (10 - index) * HOUR).toISOString() })
      .where('id', '=', id)
      .execute();
  }

  // Jobs nobody may find: every one of them says "zebracorn".
  job.draft = (await postJob(ctx, acme.token, { title: 'Zebracorn Draft Role', skills: ['Zebracorn'] })).id;
  job.closed = (await postJob(ctx, acme.token, { title: 'Zebracorn Closed Role', status: 'live' })).id;
  await ctx.db.updateTable('job_posts').set({ status: 'closed' }).where('id', '=', job.closed).execute();
  job.expired = (await postJob(ctx, acme.token, { title: 'Zebracorn Expired Role', status: 'live' })).id;
  await ctx.db
    .updateTable('job_posts')
    .set({ application_deadline: dateIn(-1) })
    .where('id', '=', job.expired)
    .execute();
  const archived = await postJob(ctx, acme.token, { title: 'Zebracorn Archived Role', status: 'live' });
  await ctx.db.updateTable('job_posts').set({ status: 'archive' }).where('id', '=', archived.id).execute();
  const deleted = await postJob(ctx, acme.token, { title: 'Zebracorn Deleted Role', status: 'live' });
  await ctx.db.updateTable('job_posts').set({ status: 'deleted' }).where('id', '=', deleted.id).execute();
  const pending = await createProvider(ctx, { status: 'pending', company: { company_name: 'Zebracorn Pending Inc' } });
  await insertJobRow(pending.user.id, { title: 'Zebracorn Pending Provider Role' });
  const suspended = await createProvider(ctx, { company: { company_name: 'Zebracorn Suspended Ltd' } });
  await postJob(ctx, suspended.token, { title: 'Zebracorn Suspended Provider Role', status: 'live' });
  await ctx.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', suspended.user.id).execute();
  // An approved provider with a draft only: not a public company.
  const quiet = await createProvider(ctx, { company: { company_name: 'Zebracorn Quiet GmbH' } });
  await postJob(ctx, quiet.token, { title: 'Zebracorn Quiet Draft' });
  // The rows above were changed behind the API's back: the read model is rebuilt from them.
  await rebuildJobListings(ctx.db);
});

describe('GET /jobs', () => {
  it('is public, lists live jobs newest first with company and excerpt, and hides everything else', async () => {
    const res = await board();
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([job.nurse, job.support, job.analyst, job.engineer]);
    expect(res.data.meta).toEqual({
      page: 1,
      per_page: 50,
      total: 4,
      last_page: 1,
      total_is_lower_bound: false,
      next_cursor: null,
      prev_cursor: null,
      corrected_query: null,
    });
    const engineer = (res.data.data as Json[])[3];
    expect(engineer).toMatchObject({
      id: job.engineer,
      title: 'Senior TypeScript Engineer',
      excerpt: 'Build our platform services. You will own the ingestion pipeline end to end with the team.',
      ...JOB_FACTS,
      company: { id: acme.user.id, name: 'Acme Analytics', logo_url: '/media/avatars/acme-logo.png' },
    });
    expect(engineer).not.toHaveProperty('description');
    expect(engineer).not.toHaveProperty('status');

    expect((await board('?q=zebracorn')).data).toEqual({
      data: [],
      meta: {
        page: 1,
        per_page: 50,
        total: 0,
        last_page: 1,
        total_is_lower_bound: false,
        next_cursor: null,
        prev_cursor: null,
        corrected_query: null,
      },
    });
    // A logged-in caller sees the same board; a bad token is simply anonymous.
    expect(ids(await board('', zephyr.token))).toHaveLength(4);
    expect((await board('', 'not-a-real-token')).statusCode).toBe(200);
  });

  it('searches title, description, skills and company name, every word, ignoring case and accents', async () => {
    expect(ids(await board('?q=engineer&sort=newest'))).toEqual([job.engineer]);
    expect(ids(await board('?q=PLATFORM'))).toEqual([job.engineer]);
    expect(ids(await board('?q=zendesk'))).toEqual([job.support]);
    expect(ids(await board('?q=sante'))).toEqual([job.nurse]);
    expect(ids(await board('?q=Zéphyr'))).toEqual([job.nurse]);
    expect(ids(await board('?q=acme&sort=newest'))).toEqual([job.support, job.analyst, job.engineer]);
    expect(ids(await board('?q=senior%20engineer'))).toEqual([job.engineer]);
    expect(ids(await board('?q=senior%20nurse'))).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(ids(await board('?q=%25'))).toEqual([]);
    expect(ids(await board('?q=_'))).toEqual([]);
  });

  it('sorts by relevance (title, then description and skills, then newest) or by newest', async () => {
    // engineer: in the title; nurse (skill) and analyst (description) next, newest first.
    expect(ids(await board('?q=typescript'))).toEqual([job.engineer, job.nurse, job.analyst]);
    expect(ids(await board('?q=typescript&sort=relevance'))).toEqual([job.engineer, job.nurse, job.analyst]);
    expect(ids(await board('?q=typescript&sort=newest'))).toEqual([job.nurse, job.analyst, job.engineer]);
    // Without a query, relevance means newest.
    expect(ids(await board('?sort=relevance'))).toEqual([job.nurse, job.support, job.analyst, job.engineer]);
  });

  it('filters by category, employment and location type, place, salary, currency and company', async () => {
    expect(ids(await board('?category=data-and-analytics'))).toEqual([job.analyst]);
    expect(ids(await board('?employment_type=contract'))).toEqual([job.support]);
    expect(ids(await board('?location_type=remote'))).toEqual([job.support]);
    expect(ids(await board('?country_code=de'))).toEqual([job.analyst, job.engineer]);
    expect(ids(await board('?country_code=DE&state_code=BY'))).toEqual([job.analyst]);
    expect(ids(await board('?city=M%C3%9CNCHEN'))).toEqual([job.analyst]);
    expect(ids(await board('?city=munchen'))).toEqual([job.analyst]);
    expect(ids(await board('?salary_min=45000'))).toEqual([job.analyst, job.engineer]);
    expect(ids(await board('?salary_min=70000'))).toEqual([job.engineer]);
    expect(ids(await board('?salary_currency=usd'))).toEqual([job.support]);
    expect(ids(await board(`?provider_id=${zephyr.user.id}`))).toEqual([job.nurse]);
    expect(ids(await board('?q=typescript&country_code=DE&salary_min=45000'))).toEqual([job.engineer, job.analyst]);
    expect(ids(await board('?category='))).toHaveLength(4);
  });

  it('refuses bad filters with readable messages', async () => {
    const res = await board('?per_page=20&salary_min=-1&provider_id=nope&sort=best&country_code=Germany&status=draft');
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({
      'query.per_page': ['Page size must be one of 50, 100, 150, 250, 500'],
      'query.salary_min': ['The salary cannot be negative'],
      'query.provider_id': ['Not a company id'],
      'query.sort': ['Sort by relevance or newest'],
      'query.country_code': ['Country must be a two-letter code'],
      query: [expect.stringContaining('status')],
    });
    expect((await board(`?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /jobs/{id}', () => {
  it('shows a live job with its public company and schema.org JobPosting data', async () => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${job.engineer}` });
    expect(res.statusCode).toBe(200);
    const data = res.data.data as Json & { json_ld: Json; company: Json };
    expect(data).toMatchObject({
      id: job.engineer,
      status: 'live',
      is_owner: false,
      company: {
        id: acme.user.id,
        name: 'Acme Analytics',
        logo_url: '/media/avatars/acme-logo.png',
        industry: 'information-technology',
        company_size: '11-50',
        city: 'Berlin',
        country_code: 'DE',
      },
    });
    expect(String(data.description_html)).toContain('<strong>platform</strong>');
    expect(Object.keys(data.company).sort()).toEqual(
      ['city', 'company_size', 'country_code', 'id', 'industry', 'logo_url', 'name', 'website'].sort(),
    );
    expect(data.json_ld).toEqual({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Senior TypeScript Engineer',
      description: data.description_html,
      url: `http://localhost:3000/jobs/${job.engineer}`,
      identifier: { '@type': 'PropertyValue', name: 'Acme Analytics', value: job.engineer },
      datePosted: data.published_at,
      validThrough: `${dateIn(20)}T23:59:59Z`,
      directApply: true,
      employmentType: 'FULL_TIME',
      totalJobOpenings: 2,
      skills: 'TypeScript, Node.js, PostgreSQL',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Analytics',
        sameAs: data.company.website,
        logo: 'http://localhost:3000/media/avatars/acme-logo.png',
      },
      // Hybrid: a place, and partly from home.
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressRegion: 'BE', addressCountry: 'DE' },
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
      },
    });
    const text = res.body;
    expect(text).not.toContain('REG-');
    expect(text).not.toContain('+49151');
    expect(text).not.toContain(acme.user.email);
  });

  it('marks remote jobs as TELECOMMUTE with the country applicants must be in', async () => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${job.support}` });
    const jsonLd = (res.data.data as { json_ld: Json }).json_ld;
    expect(jsonLd).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      baseSalary: { currency: 'USD', value: { minValue: 20, maxValue: 30, unitText: 'HOUR' } },
    });
    expect(jsonLd).not.toHaveProperty('jobLocation');
    expect(jsonLd).not.toHaveProperty('validThrough');
    const nurse = (await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${job.nurse}` })).data.data as {
      json_ld: Json;
    };
    expect(nurse.json_ld).not.toHaveProperty('baseSalary');
    expect(nurse.json_ld).not.toHaveProperty('jobLocationType');
  });

  it('hides drafts, closed and expired jobs from everyone but their owner, who previews them', async () => {
    // A draft never was public (404); a closed or expired job was, and answers 410 so its page can say so.
    for (const [id, status] of [
      [job.draft, 404],
      [job.closed, 410],
      [job.expired, 410],
    ] as const) {
      const anonymous = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${id}` });
      expect(anonymous.statusCode, id).toBe(status);
      expect(anonymous.data.code).toBe(status === 410 ? 'gone' : 'not_found');
      expect((await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${id}`, token: zephyr.token })).statusCode).toBe(
        status,
      );
      const own = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${id}`, token: acme.token });
      expect(own.statusCode).toBe(200);
      expect((own.data.data as Json).is_owner).toBe(true);
    }
    const draft = await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${job.draft}`, token: acme.token });
    expect(draft.data.data).toMatchObject({ status: 'draft', published_at: null });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/jobs/not-a-uuid' })).statusCode).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: `/api/v1/jobs/${randomUUID()}` })).statusCode).toBe(404);
  });
});

describe('GET /search/autocomplete', () => {
  const suggest = (q: string) =>
    call(ctx.app, { method: 'GET', url: `/api/v1/search/autocomplete?q=${encodeURIComponent(q)}` });

  it('suggests live titles, skills and companies, prefix matches first, de-duplicated', async () => {
    const res = await suggest('typ');
    expect(res.statusCode).toBe(200);
    // "TypeScript" (engineer) and "typescript" (nurse) are one suggestion (one job each: the first spelling read).
    expect(res.data.data).toEqual([
      { value: 'TypeScript', kind: 'skill' },
      { value: 'Senior TypeScript Engineer', kind: 'title' },
    ]);
    expect((await suggest('SANT')).data.data).toEqual([{ value: 'Zéphyr Santé', kind: 'company' }]);
    // Any word of a phrase may start the match; the middle of a word does not (ADR 0015).
    expect((await suggest('analy')).data.data).toContainEqual({ value: 'Acme Analytics', kind: 'company' });
    expect((await suggest('ytics')).data.data).toEqual([]);
    const nurse = (await suggest('nurse')).data.data as Json[];
    expect(nurse).toEqual([{ value: 'Registered Nurse', kind: 'title' }]);
  });

  it('answers at most 8 suggestions', async () => {
    const res = await suggest('toolkit');
    expect(res.data.data).toEqual(
      Array.from({ length: 8 }, (_, i) => ({ value: `Toolkit ${String(i + 1).padStart(2, '0')}`, kind: 'skill' })),
    );
  });

  it('never suggests drafts, closed, expired or hidden providers’ jobs', async () => {
    expect((await suggest('zebracorn')).data.data).toEqual([]);
    expect((await suggest('zeb')).data.data).toEqual([]);
  });

  it('needs at least 2 characters', async () => {
    const short = await suggest('a');
    expect(short.statusCode).toBe(400);
    expect(short.data.errors).toEqual({ 'query.q': ['Type at least 2 characters'] });
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/search/autocomplete' })).statusCode).toBe(400);
    expect((await suggest('%_')).data.data).toEqual([]);
  });
});

describe('GET /providers', () => {
  it('lists verified companies with live jobs and their count, and nothing private', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/v1/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      data: [
        {
          id: acme.user.id,
          company_name: 'Acme Analytics',
          logo_url: '/media/avatars/acme-logo.png',
          industry: 'information-technology',
          company_size: '11-50',
          city: 'Berlin',
          country_code: 'DE',
          live_jobs_count: 3,
        },
        {
          id: zephyr.user.id,
          company_name: 'Zéphyr Santé',
          logo_url: null,
          industry: 'information-technology',
          company_size: '11-50',
          city: 'Paris',
          country_code: 'FR',
          live_jobs_count: 1,
        },
      ],
      meta: { page: 1, per_page: 50, total: 2, last_page: 1 },
    });
    const body = res.body;
    for (const secret of ['REG-', '+49151', acme.user.email, zephyr.user.email, 'Teststraße', 'documents']) {
      expect(body).not.toContain(secret);
    }
    const boardBody = (await board()).body;
    for (const secret of ['REG-', '+49151', acme.user.email, 'Teststraße']) expect(boardBody).not.toContain(secret);
    expect((await call(ctx.app, { method: 'GET', url: '/api/v1/providers?per_page=10' })).statusCode).toBe(400);
    const later = await call(ctx.app, { method: 'GET', url: '/api/v1/providers?page=2' });
    expect(later.data).toEqual({ data: [], meta: { page: 2, per_page: 50, total: 2, last_page: 1 } });
  });
});

describe('OpenAPI', () => {
  it('documents the provider, job board and verification routes', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/openapi.json' });
    const paths = res.data.paths as Record<string, Json>;
    for (const [path, method] of [
      ['/api/v1/auth/onboarding/provider', 'post'],
      ['/api/v1/provider', 'put'],
      ['/api/v1/provider/documents/{id}', 'get'],
      ['/api/v1/provider/jobs', 'post'],
      ['/api/v1/provider/jobs/{id}', 'delete'],
      ['/api/v1/jobs', 'get'],
      ['/api/v1/jobs/{id}', 'get'],
      ['/api/v1/search/autocomplete', 'get'],
      ['/api/v1/providers', 'get'],
      ['/api/v1/admin/providers', 'get'],
      ['/api/v1/admin/providers/{id}/approve', 'post'],
      ['/api/v1/admin/providers/{id}/decline', 'post'],
    ] as const) {
      expect(paths[path], path).toHaveProperty(method);
    }
  });
});

describe('pagination of the board', () => {
  it('pages by the spec sizes with meta', async () => {
    const busy = await createProvider(ctx, { company: { company_name: 'Busy Hiring Co' } });
    const base = Date.now() - 100 * HOUR;
    for (let i = 0; i < 51; i += 1) {
      await insertJobRow(busy.user.id, {
        title: `Busy role ${i}`,
        published_at: new Date(base + i * 1000).toISOString(),
      });
    }
    await rebuildJobListings(ctx.db);
    const keyset = { total_is_lower_bound: false, corrected_query: null };
    const first = await board(`?provider_id=${busy.user.id}`);
    expect(first.data.meta).toEqual({
      page: 1,
      per_page: 50,
      total: 51,
      last_page: 2,
      ...keyset,
      next_cursor: expect.any(String),
      prev_cursor: null,
    });
    expect(first.data.data as Json[]).toHaveLength(50);
    expect((first.data.data as Json[])[0]?.title).toBe('Busy role 50');
    const second = await board(`?provider_id=${busy.user.id}&page=2`);
    expect(second.data.meta).toEqual({
      page: 2,
      per_page: 50,
      total: 51,
      last_page: 2,
      ...keyset,
      next_cursor: null,
      prev_cursor: expect.any(String),
    });
    // The cursor of page 1 leads to the same page 2, and page 2's cursor back to page 1.
    const byCursor = await board(
      `?provider_id=${busy.user.id}&page=2&cursor=${(first.data.meta as Json).next_cursor as string}`,
    );
    expect(byCursor.data).toEqual(second.data);
    const back = await board(
      `?provider_id=${busy.user.id}&page=1&cursor=${(second.data.meta as Json).prev_cursor as string}`,
    );
    expect((back.data.data as Json[]).map((row) => row.id)).toEqual((first.data.data as Json[]).map((row) => row.id));
    expect(back.data.meta).toMatchObject({ next_cursor: expect.any(String), prev_cursor: null });
    expect((second.data.data as Json[]).map((row) => row.title)).toEqual(['Busy role 0']);
    const wide = await board(`?provider_id=${busy.user.id}&per_page=100`);
    expect(wide.data.meta).toEqual({
      page: 1,
      per_page: 100,
      total: 51,
      last_page: 1,
      ...keyset,
      next_cursor: null,
      prev_cursor: null,
    });
    const seeker = await createSession(ctx.app, ctx.db);
    expect((await board(`?provider_id=${busy.user.id}`, seeker.token)).data.meta).toMatchObject({ total: 51 });
  });
});
