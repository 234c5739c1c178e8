import { describe, expect, it } from 'vitest';

import {
  jobCreateRequestSchema,
  jobUpdateRequestSchema,
  publicJobListQuerySchema,
  toSchemaOrgEmploymentType,
  todayUtc,
} from './jobs.schemas';

const base = {
  title: 'Warehouse Lead',
  description: 'Lead a team of twelve in our Hamburg warehouse; forklift licence welcome.',
  category: 'operations',
  employment_type: 'full-time',
  location_type: 'on-site',
  country_code: 'de',
  state_code: 'HH',
  city: 'Hamburg',
};

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('job request schemas', () => {
  it('normalizes a valid job: upper-case codes, defaults, de-duplicated skills', () => {
    const job = jobCreateRequestSchema.parse({ ...base, skills: ['Forklift', 'forklift ', 'SAP'] });
    expect(job).toMatchObject({
      country_code: 'DE',
      skills: ['Forklift', 'SAP'],
      vacancies: 1,
      status: 'draft',
      application_deadline: null,
      salary_currency: null,
    });
  });

  it.each([
    ['remote without a place', { location_type: 'remote', country_code: null, state_code: null, city: null }, {}],
    [
      'on-site without a place',
      { country_code: '', state_code: '', city: '' },
      {
        country_code: 'Choose the country of the workplace (only remote jobs may leave it out)',
        city: 'Enter the city of the workplace (only remote jobs may leave it out)',
      },
    ],
    [
      'a salary without currency and period',
      { salary_min: 100 },
      {
        salary_currency: 'Choose the currency of the salary',
        salary_period: 'Choose whether the salary is per hour, day, month or year',
      },
    ],
    [
      'a range upside down',
      { salary_min: 9, salary_max: 5, salary_currency: 'EUR', salary_period: 'month' },
      { salary_max: 'The maximum salary cannot be below the minimum' },
    ],
    [
      'a currency that does not exist',
      { salary_min: 9, salary_currency: 'EUX', salary_period: 'month' },
      {
        salary_currency: 'Choose a currency like EUR or USD',
      },
    ],
    [
      'a past deadline',
      { application_deadline: '2001-01-01' },
      { application_deadline: 'The deadline cannot be in the past' },
    ],
    ['today as the deadline', { application_deadline: todayUtc() }, {}],
    ['empty optional fields from a form', { salary_currency: '', salary_period: null, state_code: '' }, {}],
    [
      'a made-up date',
      { application_deadline: '2099-02-30' },
      {
        application_deadline: 'Enter the deadline as a date like 2026-12-31',
      },
    ],
    ['31 skills', { skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }, { skills: 'List at most 30 skills' }],
    ['an unknown field', { provider_id: 'x' }, { '': 'Unrecognized key: "provider_id"' }],
  ] as const)('create: %s', (_name, overrides, expected) => {
    expect(errorsOf(jobCreateRequestSchema.safeParse({ ...base, ...overrides }))).toEqual(expected);
  });

  it('update: needs a status, accepts any status and a past deadline (the API decides when it matters)', () => {
    expect(errorsOf(jobUpdateRequestSchema.safeParse(base))).toEqual({
      status: 'Choose a status: draft, live, closed, archive or deleted',
    });
    expect(
      jobUpdateRequestSchema.parse({ ...base, status: 'closed', application_deadline: '2001-01-01' }),
    ).toMatchObject({
      status: 'closed',
      application_deadline: '2001-01-01',
    });
  });

  it('board query: empty filters are absent, codes upper-cased, numbers coerced', () => {
    expect(publicJobListQuerySchema.parse({ q: '  ', category: '', country_code: 'fr', salary_min: '1000' })).toEqual({
      page: 1,
      per_page: 50,
      country_code: 'FR',
      salary_min: 1000,
    });
  });

  it.each([
    ['full-time', 'FULL_TIME'],
    ['part-time', 'PART_TIME'],
    ['contract', 'CONTRACTOR'],
    ['temporary', 'TEMPORARY'],
    ['internship', 'INTERN'],
    ['volunteer', 'VOLUNTEER'],
    ['apprenticeship', 'OTHER'],
    ['something-new', 'OTHER'],
  ])('employment type %s is schema.org %s', (slug, expected) => {
    expect(toSchemaOrgEmploymentType(slug)).toBe(expected);
  });
});
