import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import {
  cvLanguagesBulkRequestSchema,
  cvPersonalDetailsRequestSchema,
  cvReferenceRequestSchema,
  cvWorkExperienceRequestSchema,
  latestBirthDate,
} from './cv.schemas';

/** field → messages, like the API's `errors`. */
const fieldErrors = (schema: z.ZodType, input: unknown): Record<string, string[]> => {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
};

const job = { employer: 'Acme', job_title: 'Engineer', start_date: '2020-01-01' };

describe('periods (work experience, voluntary services, education)', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a finished job', { ...job, end_date: '2021-06-30' }, {}],
    ['a current job', { ...job, is_current: true }, {}],
    ['a current job sent with a blank end date', { ...job, end_date: '', is_current: true }, {}],
    ['a one-day job', { ...job, end_date: '2020-01-01' }, {}],
    ['no end date and not current', job, { end_date: ['Enter an end date, or mark this as current'] }],
    [
      'an end date while current',
      { ...job, end_date: '2021-01-01', is_current: true },
      { end_date: ['Leave the end date empty while this is current'] },
    ],
    [
      'an end before the start',
      { ...job, end_date: '2019-12-31' },
      { end_date: ['The end date cannot be before the start date'] },
    ],
    [
      'an impossible date',
      { ...job, start_date: '2021-02-30', is_current: true },
      { start_date: ['Enter start date as a date like 2024-05-31'] },
    ],
    [
      'a wrong format',
      { ...job, start_date: '31-05-2020', is_current: true },
      { start_date: ['Enter start date as a date like 2024-05-31'] },
    ],
  ])('%s', (_name, input, errors) => {
    expect(fieldErrors(cvWorkExperienceRequestSchema, input)).toEqual(errors);
  });

  it('reports the period rule beside other fields’ errors', () => {
    expect(fieldErrors(cvWorkExperienceRequestSchema, { ...job, employer: '', end_date: '2019-01-01' })).toEqual({
      employer: ['Employer is required'],
      end_date: ['The end date cannot be before the start date'],
    });
  });
});

describe('personal details', () => {
  const now = new Date();
  it('computes the latest birth date 16 years back', () => {
    expect(latestBirthDate(new Date('2026-03-15T23:00:00Z'))).toBe('2010-03-15');
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['nothing at all', {}, {}],
    ['exactly 16 today', { date_of_birth: latestBirthDate(now) }, {}],
    [
      'under 16',
      { date_of_birth: `${now.getUTCFullYear() - 15}-01-01` },
      { date_of_birth: ['You must be at least 16 years old'] },
    ],
    ['prefer not to say', { gender: 'prefer_not_to_say', marital_status: 'prefer_not_to_say' }, {}],
    [
      'a LinkedIn address elsewhere',
      { linkedin_url: 'https://evil.example/in/me' },
      { linkedin_url: ['Enter your LinkedIn profile address, e.g. https://www.linkedin.com/in/your-name'] },
    ],
    [
      'a script address',
      { portfolio_url: 'javascript:alert(1)' },
      { portfolio_url: ['Enter a web address starting with https://'] },
    ],
    ['a lower-case country', { nationality: 'de' }, { nationality: ['Choose a nationality from the list'] }],
    ['a blank nationality (a cleared select)', { nationality: '' }, {}],
  ])('%s', (_name, input, errors) => {
    expect(fieldErrors(cvPersonalDetailsRequestSchema, input)).toEqual(errors);
  });
});

describe('references', () => {
  it('stores phone numbers as people write them in E.164', () => {
    const parsed = cvReferenceRequestSchema.parse({
      name: 'Ann',
      relationship: 'Manager',
      phone: '+44 (20) 7946-0958',
    });
    expect(parsed.phone).toBe('+442079460958');
    expect(parsed.email).toBeNull();
  });

  it('needs a way to reach the referee', () => {
    expect(fieldErrors(cvReferenceRequestSchema, { name: '', relationship: 'Manager' })).toEqual({
      name: ['Name is required'],
      email: ['Enter an e-mail address or a phone number'],
    });
  });
});

describe('languages in bulk', () => {
  it('names each repeated language', () => {
    const languages = [
      { language: 'en', proficiency: 'native' },
      { language: 'de', proficiency: 'b2' },
      { language: 'en', proficiency: 'c1' },
    ];
    expect(fieldErrors(cvLanguagesBulkRequestSchema, { languages })).toEqual({
      'languages.2.language': ['This language is already in the list'],
    });
  });
});
