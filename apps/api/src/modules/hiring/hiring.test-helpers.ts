/** Factories for the hiring tests (applications, candidates, employments, dashboards); not a test file itself. */
import { randomUUID } from 'node:crypto';

import type { Insertable } from 'kysely';

import { nowIso } from '../../db/database';
import type { JobPostsTable } from '../../db/schema';
import { createSession, type UserOverrides } from '../../test/factories';
import type { TestContext } from '../../test/test-app';

export const API = '/api/v1';
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export const dayFromToday = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A seeker past onboarding who paid the fee (the factory's default), logged in. */
export const createSeeker = (ctx: TestContext, overrides: UserOverrides = {}) =>
  createSession(ctx.app, ctx.db, { group: 'seeker', ...overrides });

/** A logged-in seeker who has not paid the registration fee. */
export const createUnpaidSeeker = (ctx: TestContext) => createSeeker(ctx, { profile: { payment_status: 'unpaid' } });

/** An approved provider with a business profile, logged in. */
export async function createProvider(ctx: TestContext, company = `Acme ${randomUUID().slice(0, 6)}`) {
  const session = await createSession(ctx.app, ctx.db, { group: 'provider' });
  const now = nowIso();
  await ctx.db
    .insertInto('provider_profiles')
    .values({
      user_id: session.user.id,
      company_name: company,
      registration_number: 'HRB 12345',
      industry: 'logistics',
      company_size: '11-50',
      website: null,
      description: null,
      phone: null,
      address_line1: 'Hafenstraße 1',
      city: 'Hamburg',
      state_code: null,
      postal_code: '20457',
      country_code: 'DE',
      logo_path: null,
      submitted_at: now,
      reviewed_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { ...session, company };
}

/** A logged-in provider still waiting for verification. */
export const createPendingProvider = (ctx: TestContext) =>
  createSession(ctx.app, ctx.db, { group: 'provider', profile: { status: 'pending' } });

/** A job post row, live by default (modules/jobs owns the API; the tests insert rows directly). */
export async function createJobPost(
  ctx: TestContext,
  providerId: string,
  overrides: Partial<Insertable<JobPostsTable>> = {},
) {
  const now = nowIso();
  const job = {
    id: randomUUID(),
    provider_id: providerId,
    title: 'Warehouse operator',
    description: 'Loading, unloading and stock keeping.',
    category: 'logistics',
    employment_type: 'full-time',
    location_type: 'on-site',
    country_code: 'DE',
    state_code: null,
    city: 'Hamburg',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    skills: '[]',
    vacancies: 1,
    application_deadline: null,
    status: 'live',
    published_at: now,
    closed_at: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  } satisfies Insertable<JobPostsTable>;
  await ctx.db.insertInto('job_posts').values(job).execute();
  return job;
}

/** Fills the CV a little: a headline, a city and skills, so summaries have something to show. */
export async function fillCv(
  ctx: TestContext,
  userId: string,
  cv: { headline?: string; city?: string; country_code?: string; skills?: string[]; years?: number } = {},
) {
  const now = nowIso();
  await ctx.db
    .insertInto('cv_profiles')
    .values({
      user_id: userId,
      headline: cv.headline ?? 'Forklift operator',
      desired_job_title: 'Warehouse lead',
      years_of_experience: cv.years ?? 4,
      availability: 'two_weeks',
      address_line1: 'Secret Street 7',
      city: cv.city ?? 'Hamburg',
      postal_code: '20095',
      country_code: cv.country_code ?? 'DE',
      created_at: now,
      updated_at: now,
    })
    .execute();
  for (const [position, name] of (cv.skills ?? ['Forklift', 'Inventory']).entries()) {
    await ctx.db
      .insertInto('cv_skills')
      .values({
        id: randomUUID(),
        user_id: userId,
        position,
        name,
        level: 'advanced',
        years: 3,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export { expectStatusForAll, request } from '../../test/test-app';

/** The notifications a user received, newest first. */
export const notificationsOf = (ctx: TestContext, userId: string) =>
  ctx.db
    .selectFrom('notifications')
    .select(['type', 'title', 'body', 'link', 'data'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
