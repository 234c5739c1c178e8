/** Request bodies and helpers for the job tests (not a test file itself). */
import { todayUtc } from '@hireway/shared';

import { call, type Json, type TestContext } from '../../test/test-app';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** yyyy-MM-dd, `days` from today (UTC); negative for the past. */
export const dateIn = (days: number): string => todayUtc(new Date(Date.now() + days * DAY_MS));

/** What kind of job, where and for how much: posted by `validJob`, so the API echoes it back on every read. */
export const JOB_FACTS = {
  category: 'software-development',
  employment_type: 'full-time',
  location_type: 'hybrid',
  country_code: 'DE',
  state_code: 'BE',
  city: 'Berlin',
  salary_min: 60000,
  salary_max: 80000,
  salary_currency: 'EUR',
  salary_period: 'year',
  skills: ['TypeScript', 'Node.js', 'PostgreSQL'],
};

/** A remote contract in the United States, 20 – 30 USD an hour (the board's and the public pages' remote job). */
export const REMOTE_US_CONTRACT = {
  employment_type: 'contract',
  location_type: 'remote',
  country_code: 'US',
  state_code: null,
  city: null,
  salary_min: 20,
  salary_max: 30,
  salary_currency: 'USD',
  salary_period: 'hour',
};

export const validJob = {
  title: 'Senior TypeScript Engineer',
  description:
    'Join our platform team and build **reliable** services in TypeScript.\n\n- Node.js and PostgreSQL\n- Kind code reviews\n',
  ...JOB_FACTS,
  vacancies: 2,
  application_deadline: dateIn(30),
  status: 'draft',
};

export type JobBody = Json;

/** Posts a job through the API and returns it; fails the test when the API refuses. */
export async function postJob(
  ctx: TestContext,
  token: string,
  overrides: JobBody = {},
): Promise<Json & { id: string }> {
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/api/v1/provider/jobs',
    token,
    payload: { ...validJob, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`job not created: ${res.statusCode} ${res.body}`);
  return res.data.data as Json & { id: string };
}

/** The body of a full update (PUT) from a job as the API answered it. */
export const updateBody = (job: Json, overrides: JobBody = {}): JobBody => {
  const keys = Object.keys(validJob);
  return { ...Object.fromEntries(keys.map((key) => [key, job[key]])), description: job.description, ...overrides };
};
