import { randomUUID } from 'node:crypto';

import {
  type JobCreateInput,
  type JobStatus,
  jobTransitionError,
  type JobUpdateInput,
  type ProviderJob,
  type ProviderJobListResponse,
  type providerJobListQuerySchema,
  REMOTE_LOCATION_TYPE,
  todayUtc,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { offsetAnswer } from '../../db/paging';
import { AppError, type FieldErrors, notFound, validationError } from '../../core/errors';
import type { Executor } from '../../db/database';
import { nowIso } from '../../db/database';
import type { JobPostRow } from '../../db/schema';
import { spendQuota } from '../../plugins/rate-limit';
import { findProfile } from '../users';
import type { JobLimiters } from './jobs.limits';
import { assertCanManageJobs } from './jobs.policy';
import { toProviderJobDto, toProviderJobSummaryDto } from './jobs.presenter';
import {
  countApplicationsByJob,
  findProviderJob,
  findProviderJobEvenDeleted,
  findProviderJobs,
  hardDeleteDraft,
  insertJob,
  lockProviderJob,
  updateJob,
} from './jobs.repository';
import { renderMarkdown } from '../content';
import { listingExcerpt, refreshJobListing, retractListings } from './job-listings';
import { jobSearchFields } from './jobs.search';
import { checkLocation, checkReferenceSlugs } from '../reference';

/* A provider's own job posts. Only approved providers manage jobs; another provider's job is "not found". */

type JobFields = Omit<JobCreateInput, 'status'>;

const jobNotFound = () => notFound('The job');
const originOf = (app: FastifyInstance) => new URL(app.config.PUBLIC_URL).origin;

async function assertApprovedProvider(app: FastifyInstance, userId: string): Promise<void> {
  const profile = await findProfile(app.db, userId);
  assertCanManageJobs(profile?.status ?? null);
}

/** Slugs of the three reference lists, and a real country and state (a state wherever the country has some). */
async function checkJobReferences(db: Executor, job: JobFields): Promise<FieldErrors> {
  return {
    ...(await checkReferenceSlugs(db, [
      { field: 'category', list: 'job-categories', slug: job.category, message: 'Choose a job category from the list' },
      {
        field: 'employment_type',
        list: 'employment-types',
        slug: job.employment_type,
        message: 'Choose an employment type from the list',
      },
      {
        field: 'location_type',
        list: 'location-types',
        slug: job.location_type,
        message: 'Choose a location type from the list',
      },
    ])),
    ...(await checkLocation(db, job, { requireState: job.location_type !== REMOTE_LOCATION_TYPE })),
  };
}

/**
 * The written columns of a job, with its search columns (jobs.search.ts) and its description rendered and
 * sanitized once, here, for the job page and the listing (renderMarkdown: the one place that makes HTML).
 */
const jobColumns = (job: JobFields, origin: string) => ({
  title: job.title,
  description: job.description,
  description_html: renderMarkdown(job.description, origin),
  excerpt: listingExcerpt(job.description),
  category: job.category,
  employment_type: job.employment_type,
  location_type: job.location_type,
  country_code: job.country_code,
  state_code: job.state_code,
  city: job.city,
  salary_min: job.salary_min,
  salary_max: job.salary_max,
  salary_currency: job.salary_currency,
  salary_period: job.salary_period,
  skills: JSON.stringify(job.skills),
  vacancies: job.vacancies,
  application_deadline: job.application_deadline,
  ...jobSearchFields(job),
});

async function presentJob(app: FastifyInstance, row: JobPostRow): Promise<ProviderJob> {
  const counts = await countApplicationsByJob(app.db, [row.id]);
  return toProviderJobDto(row, originOf(app), counts.get(row.id));
}

export async function listProviderJobs(
  app: FastifyInstance,
  userId: string,
  query: z.output<typeof providerJobListQuerySchema>,
): Promise<ProviderJobListResponse> {
  await assertApprovedProvider(app, userId);
  return offsetAnswer(
    query,
    (window) => findProviderJobs(app.db, userId, { status: query.status }, window),
    async (rows) => {
      const counts = await countApplicationsByJob(
        app.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toProviderJobSummaryDto(row, counts.get(row.id)));
    },
  );
}

export async function getProviderJob(app: FastifyInstance, userId: string, id: string): Promise<ProviderJob> {
  await assertApprovedProvider(app, userId);
  const row = await findProviderJob(app.db, userId, id);
  if (!row) throw jobNotFound();
  return presentJob(app, row);
}

export async function createJob(
  app: FastifyInstance,
  limiters: JobLimiters,
  userId: string,
  input: JobCreateInput,
): Promise<ProviderJob> {
  await assertApprovedProvider(app, userId);
  const errors = await checkJobReferences(app.db, input);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const id = randomUUID();
  const now = nowIso();
  await spendQuota(limiters.postsPerDay, userId, () =>
    app.db.transaction().execute(async (trx) => {
      await insertJob(trx, {
        id,
        provider_id: userId,
        ...jobColumns(input, originOf(app)),
        status: input.status,
        published_at: input.status === 'live' ? now : null,
        closed_at: null,
        created_at: now,
        updated_at: now,
      });
      if (input.status === 'live') await refreshJobListing(trx, id);
    }),
  );
  const row = await findProviderJob(app.db, userId, id);
  if (!row) throw new Error('job vanished after insert');
  return presentJob(app, row);
}

/** Publication time: set the first time the job goes live and kept ever after (a reopened job keeps it). */
const publishedAt = (row: JobPostRow, status: JobStatus, now: string): string | null =>
  row.published_at ?? (status === 'live' ? now : null);

/** Closing time: set on closing, cleared on reopening, kept otherwise (an archived job remembers it). */
const closedAt = (row: JobPostRow, status: JobStatus, now: string): string | null => {
  if (status === 'closed') return row.status === 'closed' ? row.closed_at : now;
  if (status === 'live') return null;
  return row.closed_at;
};

/**
 * PUT /provider/jobs/{id}: every field and the status, in one transaction that holds the job's lock, so the
 * state machine is checked against the status this write replaces.
 */
export async function updateProviderJob(
  app: FastifyInstance,
  userId: string,
  id: string,
  input: JobUpdateInput,
): Promise<ProviderJob> {
  await assertApprovedProvider(app, userId);
  const errors = await checkJobReferences(app.db, input);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await lockProviderJob(trx, userId, id, now))) throw jobNotFound();
    const row = await findProviderJob(trx, userId, id);
    if (!row) throw jobNotFound();
    const transitionError = jobTransitionError(row.status, input.status);
    if (transitionError) throw new AppError('invalid_transition', transitionError);
    // A new deadline, or a job going live, needs a deadline that has not passed; an old one may stay as it is.
    const deadlineMatters =
      input.application_deadline !== row.application_deadline || (input.status === 'live' && row.status !== 'live');
    if (
      deadlineMatters &&
      input.status !== 'deleted' &&
      input.application_deadline !== null &&
      input.application_deadline < todayUtc()
    ) {
      throw validationError({ application_deadline: ['The deadline cannot be in the past'] });
    }
    if (row.status === 'live') await retractListings(trx, { jobIds: [id] });
    await updateJob(trx, userId, id, {
      ...jobColumns(input, originOf(app)),
      status: input.status,
      published_at: publishedAt(row, input.status, now),
      closed_at: closedAt(row, input.status, now),
      updated_at: now,
    });
    if (row.status === 'live' || input.status === 'live') await refreshJobListing(trx, id);
  });
  if (input.status === 'deleted') {
    // Deleted jobs are gone for their owner too: answer with the job as it was written.
    const row = await findProviderJobEvenDeleted(app.db, userId, id);
    if (!row) throw jobNotFound();
    return presentJob(app, row);
  }
  const row = await findProviderJob(app.db, userId, id);
  if (!row) throw jobNotFound();
  return presentJob(app, row);
}

/**
 * DELETE /provider/jobs/{id}: a draft that was never published is removed for good (nothing can refer to it);
 * any other job is soft-deleted (status `deleted`), so applications and history keep their job.
 */
export async function deleteProviderJob(app: FastifyInstance, userId: string, id: string): Promise<void> {
  await assertApprovedProvider(app, userId);
  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await lockProviderJob(trx, userId, id, now))) throw jobNotFound();
    const row = await findProviderJob(trx, userId, id);
    if (!row) throw jobNotFound();
    if (row.status === 'draft' && row.published_at === null) {
      await hardDeleteDraft(trx, userId, id);
      return;
    }
    await updateJob(trx, userId, id, { status: 'deleted', updated_at: now });
    if (row.status === 'live') await refreshJobListing(trx, id);
  });
}
