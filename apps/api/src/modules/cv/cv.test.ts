import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createSession } from '../../test/factories';
import { call, type Json, useTestApp } from '../../test/test-app';
import { ADDRESS, PERSONAL, SECTION_CASES, sectionCase } from './cv.fixtures';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, token?: string, payload?: Json) =>
  call(ctx.app, { method, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
const seeker = () => createSession(ctx.app, ctx.db, { group: 'seeker' });
const getCv = async (token: string) => (await api('GET', '/seeker/cv', token)).data.data as Json;

const EMPTY_CV = {
  personal: {
    headline: null,
    summary: null,
    desired_job_title: null,
    years_of_experience: null,
    availability: null,
    open_to_work: false,
  },
  personal_details: {
    date_of_birth: null,
    gender: null,
    nationality: null,
    marital_status: null,
    has_driving_licence: false,
    linkedin_url: null,
    portfolio_url: null,
  },
  address: { line1: null, line2: null, city: null, state_code: null, postal_code: null, country_code: null },
  skills: [],
  hobbies_and_interests: [],
  languages: [],
  references: [],
  work_experience: [],
  voluntary_services: [],
  education_history: [],
};

const PERSONAL_DETAILS = {
  date_of_birth: '1990-05-17',
  gender: 'prefer_not_to_say',
  nationality: 'FR',
  marital_status: null,
  has_driving_licence: true,
  linkedin_url: 'https://www.linkedin.com/in/lena-schmidt',
  portfolio_url: 'https://lena.example.com/work',
};

describe('CV access', () => {
  const id = randomUUID();
  const endpoints: [Method, string][] = [
    ['GET', '/seeker/cv'],
    ['GET', '/seeker/cv/score'],
    ['GET', '/seeker/cv/score/details'],
    ['PUT', '/seeker/cv/personal'],
    ['PUT', '/seeker/cv/personal-details'],
    ['PUT', '/seeker/cv/address'],
    ['POST', '/seeker/cv/languages/bulk'],
    ...SECTION_CASES.flatMap(({ url }): [Method, string][] => [
      ['GET', url],
      ['POST', url],
      ['GET', `${url}/${id}`],
      ['PUT', `${url}/${id}`],
      ['DELETE', `${url}/${id}`],
    ]),
  ];

  it('covers every CV endpoint', () => {
    expect(endpoints).toHaveLength(7 + 7 * 5);
  });

  it('needs a login (401)', async () => {
    for (const [method, url] of endpoints) {
      const res = await api(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('is for seekers only: providers and admins get 403', async () => {
    const provider = await createSession(ctx.app, ctx.db, { group: 'provider' });
    const admin = await createSession(ctx.app, ctx.db, { group: 'admin' });
    for (const { token } of [provider, admin]) {
      for (const [method, url] of endpoints) {
        const payload = method === 'GET' || method === 'DELETE' ? undefined : sectionCase('skills').valid;
        const res = await api(method, url, token, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await ctx.db.selectFrom('cv_skills').select('id').execute()).toEqual([]);
  });
});

describe('GET /seeker/cv', () => {
  it('gives a new seeker an empty CV with every section', async () => {
    const { token } = await seeker();
    const res = await api('GET', '/seeker/cv', token);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ data: EMPTY_CV });
  });

  it('holds the list sections as their lists answer them', async () => {
    const { token } = await seeker();
    for (const section of SECTION_CASES) await api('POST', section.url, token, section.valid);
    const cv = await getCv(token);
    for (const section of SECTION_CASES) {
      expect(cv[section.section], section.section).toEqual((await api('GET', section.url, token)).data.data);
    }
  });
});

describe('PUT /seeker/cv/personal', () => {
  it('saves the section, and a later PUT replaces it whole', async () => {
    const { token } = await seeker();
    const res = await api('PUT', '/seeker/cv/personal', token, PERSONAL);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ data: PERSONAL });
    expect((await getCv(token)).personal).toEqual(PERSONAL);

    const again = await api('PUT', '/seeker/cv/personal', token, { headline: 'Engineer', summary: '' });
    expect(again.data.data).toEqual({ ...EMPTY_CV.personal, headline: 'Engineer' });
  });

  it('answers 400 with a message per field and changes nothing', async () => {
    const { token } = await seeker();
    await api('PUT', '/seeker/cv/personal', token, PERSONAL);
    const bad = { headline: ' ', years_of_experience: 2.5, availability: 'tomorrow', open_to_work: 'yes' };
    const res = await api('PUT', '/seeker/cv/personal', token, bad);
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({
      headline: ['Headline is required'],
      years_of_experience: ['Years of experience must be a whole number'],
      availability: ['Choose when you can start: immediately, in two weeks, one month or three months'],
      open_to_work: ['Say whether you are open to work'],
    });
    expect((await getCv(token)).personal).toEqual(PERSONAL);
  });

  it('rejects unknown fields, and touches only the caller’s CV', async () => {
    const victim = await seeker();
    const { token } = await seeker();
    const res = await api('PUT', '/seeker/cv/personal', token, { ...PERSONAL, user_id: victim.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({ body: ['Unrecognized key: "user_id"'] });
    expect(await getCv(token)).toEqual(EMPTY_CV);

    await api('PUT', '/seeker/cv/personal', token, PERSONAL);
    expect(await getCv(victim.token)).toEqual(EMPTY_CV);
  });
});

describe('PUT /seeker/cv/personal-details', () => {
  it('saves the section; everything in it is optional', async () => {
    const { token } = await seeker();
    const res = await api('PUT', '/seeker/cv/personal-details', token, PERSONAL_DETAILS);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ data: PERSONAL_DETAILS });
    expect((await getCv(token)).personal_details).toEqual(PERSONAL_DETAILS);
    const cleared = await api('PUT', '/seeker/cv/personal-details', token, {});
    expect(cleared.data.data).toEqual(EMPTY_CV.personal_details);
  });

  it('answers 400 for under-16s, foreign links and unknown choices, and changes nothing', async () => {
    const { token } = await seeker();
    await api('PUT', '/seeker/cv/personal-details', token, PERSONAL_DETAILS);
    const res = await api('PUT', '/seeker/cv/personal-details', token, {
      date_of_birth: `${new Date().getUTCFullYear() - 15}-01-01`,
      gender: 'robot',
      linkedin_url: 'https://linkedin.evil.example/in/me',
      portfolio_url: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual({
      date_of_birth: ['You must be at least 16 years old'],
      gender: ['Choose a gender from the list, or prefer not to say'],
      linkedin_url: ['Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name'],
      portfolio_url: ['Enter a web address starting with https://'],
    });
    const unknown = await api('PUT', '/seeker/cv/personal-details', token, { nationality: 'ZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.data.errors).toEqual({ nationality: ['Choose a nationality from the list'] });
    expect((await getCv(token)).personal_details).toEqual(PERSONAL_DETAILS);
  });
});

describe('PUT /seeker/cv/address', () => {
  it('saves the address', async () => {
    const { token } = await seeker();
    const res = await api('PUT', '/seeker/cv/address', token, ADDRESS);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ data: ADDRESS });
    expect((await getCv(token)).address).toEqual(ADDRESS);
  });

  it.each<[string, Json, Record<string, string[]>]>([
    [
      'a state of another country',
      { ...ADDRESS, country_code: 'FR' },
      {
        state_code: ['Choose a state of the selected country'],
      },
    ],
    ['an unknown country', { ...ADDRESS, country_code: 'ZZ' }, { country_code: ['Choose a country from the list'] }],
    [
      'missing required fields',
      { country_code: 'DE' },
      {
        line1: ['Address line 1 is required'],
        city: ['City is required'],
      },
    ],
    [
      'a postal code with symbols',
      { ...ADDRESS, postal_code: '10<178>' },
      {
        postal_code: ['A postal code may contain only letters, digits, spaces and hyphens'],
      },
    ],
  ])('answers 400 for %s and changes nothing', async (_name, payload, errors) => {
    const { token } = await seeker();
    await api('PUT', '/seeker/cv/address', token, ADDRESS);
    const res = await api('PUT', '/seeker/cv/address', token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual(errors);
    expect((await getCv(token)).address).toEqual(ADDRESS);
  });
});

describe('CV score', () => {
  it('rises as sections are filled, and the details name what is missing', async () => {
    const { token } = await seeker();
    const details = async () =>
      (await api('GET', '/seeker/cv/score/details', token)).data.data as {
        score: number;
        sections: { section: string; complete: boolean; missing: string[] }[];
      };
    const score = async () => {
      const res = await api('GET', '/seeker/cv/score', token);
      expect(res.statusCode).toBe(200);
      const value = res.data.data as number;
      expect(value).toBe((await details()).score);
      return value;
    };
    const missing = async (section: string) => (await details()).sections.find((s) => s.section === section)?.missing;

    expect(await score()).toBe(0);
    expect((await details()).sections.every((s) => !s.complete)).toBe(true);
    expect(await missing('personal')).toEqual(['headline', 'summary', 'desired_job_title']);

    await api('PUT', '/seeker/cv/personal', token, { ...PERSONAL, summary: 'Too short to count.' });
    expect(await score()).toBe(0);
    expect(await missing('personal')).toEqual(['summary']);

    const steps: [string, () => Promise<unknown>, number][] = [
      ['personal', () => api('PUT', '/seeker/cv/personal', token, PERSONAL), 20],
      ['address', () => api('PUT', '/seeker/cv/address', token, ADDRESS), 30],
      ['two skills', () => addTimes('skills', 2), 30],
      ['a third skill', () => addTimes('skills', 1), 45],
      ['work experience', () => addTimes('work_experience', 1), 65],
      ['education', () => addTimes('education_history', 1), 80],
      ['a language', () => addTimes('languages', 1), 85],
      ['a reference', () => addTimes('references', 1), 90],
      ['a nationality', () => api('PUT', '/seeker/cv/personal-details', token, { nationality: 'DE' }), 95],
      ['voluntary service', () => addTimes('voluntary_services', 1), 98],
      ['a hobby', () => addTimes('hobbies_and_interests', 1), 100],
    ];
    const counts: Record<string, number> = {};
    async function addTimes(section: Parameters<typeof sectionCase>[0], times: number) {
      const { url, nth } = sectionCase(section);
      for (let i = 0; i < times; i += 1) {
        counts[section] = (counts[section] ?? 0) + 1;
        expect((await api('POST', url, token, nth(counts[section] ?? 0))).statusCode).toBe(201);
      }
    }
    for (const [name, step, expected] of steps) {
      await step();
      expect(await score(), name).toBe(expected);
      if (name === 'two skills') expect(await missing('skills')).toEqual(['entries']);
    }
    expect((await details()).sections.every((s) => s.complete && s.missing.length === 0)).toBe(true);
  });
});

describe('CV in OpenAPI', () => {
  it('documents every CV route with its request and response schemas', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.data.paths as Record<string, Record<string, Json>>;
    for (const path of ['/api/v1/seeker/cv', '/api/v1/seeker/cv/score', '/api/v1/seeker/cv/languages/bulk']) {
      expect(paths, path).toHaveProperty([path]);
    }
    for (const { url } of SECTION_CASES) {
      expect(Object.keys(paths[`/api/v1${url}`] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths[`/api/v1${url}/{id}`] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    }
    expect(JSON.stringify(paths['/api/v1/seeker/cv/work-experience']?.post)).toContain('achievements');
    expect(JSON.stringify(paths['/api/v1/seeker/cv/personal']?.put)).toContain('open_to_work');
  });
});
