import { randomUUID } from 'node:crypto';

import {
  APPLICATION_MACHINE,
  type applicationListQuerySchema,
  type applyRequestSchema,
  type JobApplication,
  type JobApplicationListResponse,
  type JobApplicationStatus,
  type SeekerApplication,
  type SeekerApplicationListResponse,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { offsetAnswer } from '../../db/paging';
import { AppError, notFound } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { loadCvSummaries } from './candidates.service';
import { toEmploymentDto } from './employments.presenter';
import { findEmploymentForJob } from './employments.repository';
import { notify } from '../notifications';
import { findUserById } from '../users';
import { toJobApplicationDto, toSeekerApplicationDto } from './applications.presenter';
import {
  findCompanyName,
  findJobApplication,
  findJobApplications,
  findProviderApplication,
  findProviderJob,
  findPublishedJob,
  findSeekerApplication,
  findSeekerApplicationRow,
  findSeekerApplications,
  insertApplicationIfNew,
  type PublishedJob,
  transitionApplication,
} from './applications.repository';
import { appLink, fullName, invalidTransition, LINKS, todayUtc } from './hiring.common';

type ApplyInput = z.output<typeof applyRequestSchema> | null | undefined;
type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;

const applicationNotFound = () => notFound('The application');

/** A job takes applications while live and up to its deadline day (UTC) included. */
export const acceptsApplications = (
  job: Pick<PublishedJob, 'status' | 'application_deadline'>,
  today: string,
): boolean => job.status === 'live' && (job.application_deadline === null || today <= job.application_deadline);

async function seekerApplication(app: FastifyInstance, seekerId: string, jobId: string): Promise<SeekerApplication> {
  const record = await findSeekerApplication(app.db, seekerId, jobId);
  if (!record) throw applicationNotFound();
  return toSeekerApplicationDto(record);
}

// ---- Seeker --------------------------------------------------------------------------------------------

/**
 * POST /seeker/jobs/{id}/apply. One application per seeker and job, enforced by the unique pair: the insert does
 * nothing when a row exists, and only a cancelled row is submitted again (a conditional update). Of any number
 * of concurrent applies exactly one succeeds; the others answer 409.
 */
export async function applyForJob(
  app: FastifyInstance,
  seeker: UserRow,
  jobId: string,
  input: ApplyInput,
): Promise<SeekerApplication> {
  const job = await findPublishedJob(app.db, jobId);
  if (!job) throw notFound('The job');
  if (!acceptsApplications(job, todayUtc())) {
    throw new AppError('rule_violated', 'This job is no longer accepting applications');
  }
  const coverLetter = input?.cover_letter ?? null;
  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const created = await insertApplicationIfNew(trx, {
      id: randomUUID(),
      job_id: job.id,
      seeker_id: seeker.id,
      cover_letter: coverLetter,
      status: 'submitted',
      rejection_reason: null,
      submitted_at: now,
      decided_at: null,
      created_at: now,
      updated_at: now,
    });
    const resubmitted =
      !created &&
      (await transitionApplication(trx, { jobId: job.id, seekerId: seeker.id }, 'resubmit', {
        cover_letter: coverLetter,
        rejection_reason: null,
        decided_at: null,
        submitted_at: now,
        updated_at: now,
      }));
    if (!created && !resubmitted) throw new AppError('conflict', 'You have already applied for this job');
    await notify(app, trx, {
      userId: job.provider_id,
      type: 'application.submitted',
      params: { seeker: fullName(seeker), job_title: job.title },
      link: LINKS.providerJobApplications(job.id),
      data: { job_id: job.id, seeker_id: seeker.id },
    });
  });
  return seekerApplication(app, seeker.id, job.id);
}

/** POST /seeker/jobs/{id}/cancel: withdraws the seeker's submitted application for the job. */
export async function cancelApplication(
  app: FastifyInstance,
  seeker: UserRow,
  jobId: string,
): Promise<SeekerApplication> {
  const record = await findSeekerApplication(app.db, seeker.id, jobId);
  if (!record) throw applicationNotFound();
  await app.db.transaction().execute(async (trx) => {
    const changed = await transitionApplication(trx, { id: record.id }, 'cancel', { updated_at: nowIso() });
    if (!changed) {
      const current = await findSeekerApplicationRow(trx, seeker.id, jobId);
      throw invalidTransition(APPLICATION_MACHINE, current?.status ?? record.status, 'cancel');
    }
    await notify(app, trx, {
      userId: record.provider_id,
      type: 'application.cancelled',
      params: { seeker: fullName(seeker), job_title: record.job_title },
      link: LINKS.providerJobApplications(record.job_id),
      data: { job_id: record.job_id, application_id: record.id },
    });
  });
  return seekerApplication(app, seeker.id, jobId);
}

/**
 * GET /seeker/jobs/{id}/status: the seeker's application for the job (or null) and the employment it led to.
 * A job the seeker never applied for must be one they can see (published by a verified provider), else 404.
 */
export async function getApplicationStatus(
  app: FastifyInstance,
  seekerId: string,
  jobId: string,
): Promise<JobApplicationStatus> {
  const record = await findSeekerApplication(app.db, seekerId, jobId);
  if (!record && !(await findPublishedJob(app.db, jobId))) throw notFound('The job');
  const employment = await findEmploymentForJob(app.db, seekerId, jobId, record?.id ?? null);
  return {
    job_id: jobId,
    application: record ? toSeekerApplicationDto(record) : null,
    employment: employment ? toEmploymentDto(employment) : null,
  };
}

export async function listSeekerApplications(
  app: FastifyInstance,
  seekerId: string,
  query: ApplicationListQuery,
): Promise<SeekerApplicationListResponse> {
  return offsetAnswer(
    query,
    (window) => findSeekerApplications(app.db, seekerId, { status: query.status }, window),
    (rows) => rows.map(toSeekerApplicationDto),
  );
}

// ---- Provider ------------------------------------------------------------------------------------------

/** GET /provider/jobs/{id}/applications: the provider's own job only (another's is 404). */
export async function listJobApplications(
  app: FastifyInstance,
  providerId: string,
  jobId: string,
  query: ApplicationListQuery,
): Promise<JobApplicationListResponse> {
  const job = await findProviderJob(app.db, providerId, jobId);
  if (!job) throw notFound('The job');
  return offsetAnswer(
    query,
    (window) => findJobApplications(app.db, job.id, { status: query.status }, window),
    async (rows) => {
      const summaries = await loadCvSummaries(
        app.db,
        rows.map((row) => row.seeker_id),
      );
      return rows.map((row) => toJobApplicationDto(row, summaries.get(row.seeker_id)));
    },
  );
}

async function jobApplication(app: FastifyInstance, jobId: string, applicationId: string): Promise<JobApplication> {
  const record = await findJobApplication(app.db, jobId, applicationId);
  if (!record) throw applicationNotFound();
  const summaries = await loadCvSummaries(app.db, [record.seeker_id]);
  return toJobApplicationDto(record, summaries.get(record.seeker_id));
}

type Decision = { event: 'accept' } | { event: 'reject'; reason: string };

/**
 * POST /provider/jobs/{id}/accept and /reject, {id} being the application. Only a submitted application is
 * decided (a conditional update: a cancel racing the decision leaves one winner). The seeker is notified and
 * e-mailed in the same transaction. Accepting creates nothing else: employing is POST /provider/action/{id}/employ.
 */
export async function decideApplication(
  app: FastifyInstance,
  provider: UserRow,
  applicationId: string,
  decision: Decision,
): Promise<JobApplication> {
  const application = await findProviderApplication(app.db, provider.id, applicationId);
  if (!application) throw applicationNotFound();
  const seeker = await findUserById(app.db, application.seeker_id);
  if (!seeker) throw applicationNotFound();
  const company = (await findCompanyName(app.db, provider.id)) ?? fullName(provider);
  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const changed = await transitionApplication(trx, { id: application.id }, decision.event, {
      decided_at: now,
      updated_at: now,
      ...(decision.event === 'reject' ? { rejection_reason: decision.reason } : {}),
    });
    if (!changed) {
      const current = await findProviderApplication(trx, provider.id, application.id);
      throw invalidTransition(APPLICATION_MACHINE, current?.status ?? application.status, decision.event);
    }
    const accepted = decision.event === 'accept';
    await notify(app, trx, {
      userId: seeker.id,
      type: accepted ? 'application.accepted' : 'application.rejected',
      params: { company, job_title: application.job_title },
      link: LINKS.seekerApplications,
      data: { job_id: application.job_id, application_id: application.id },
    });
    const link = appLink(app, LINKS.seekerApplications);
    const jobTitle = application.job_title;
    if (decision.event === 'accept') {
      await emailAccountHolder(app, trx, seeker, 'application-accepted', { jobTitle, company, link });
    } else {
      await emailAccountHolder(app, trx, seeker, 'application-rejected', {
        jobTitle,
        company,
        reason: decision.reason,
        link,
      });
    }
  });
  return jobApplication(app, application.job_id, application.id);
}
