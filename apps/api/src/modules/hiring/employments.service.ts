import { randomUUID } from 'node:crypto';

import {
  type employmentListQuerySchema,
  type Employment,
  type EmploymentEvent,
  type EmploymentListResponse,
  EMPLOYMENT_MACHINE,
  type employRequestSchema,
  type terminateEmploymentRequestSchema,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { offsetAnswer } from '../../db/paging';
import { AppError, notFound, validationError } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { type Executor, nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { findCompanyName, findProviderApplication, findProviderJob } from './applications.repository';
import { appLink, fullName, invalidTransition, LINKS } from './hiring.common';
import { findCvActionRecord, isEmployable, lockProviderCvAction } from './cv-actions.repository';
import { notify } from '../notifications';
import { findUserById } from '../users';
import { toEmploymentDto } from './employments.presenter';
import {
  type EmploymentRecord,
  type EmploymentScope,
  findEmploymentRecord,
  findEmploymentRecords,
  insertEmploymentIfNoneCurrent,
  transitionEmployment,
} from './employments.repository';

type EmployInput = z.output<typeof employRequestSchema>;
type TerminateInput = z.output<typeof terminateEmploymentRequestSchema>;
type ListQuery = z.output<typeof employmentListQuerySchema>;

const employmentNotFound = () => notFound('The employment');

async function employment(app: FastifyInstance, scope: EmploymentScope, id: string): Promise<Employment> {
  const record = await findEmploymentRecord(app.db, scope, id);
  if (!record) throw employmentNotFound();
  return toEmploymentDto(record);
}

const listEmployments = (app: FastifyInstance, scope: EmploymentScope, query: ListQuery) =>
  offsetAnswer(
    query,
    (window) => findEmploymentRecords(app.db, scope, { status: query.status }, window),
    (rows) => rows.map(toEmploymentDto),
  );

/** GET /seeker/jobs/my-jobs */
export const listSeekerEmployments = (
  app: FastifyInstance,
  seekerId: string,
  query: ListQuery,
): Promise<EmploymentListResponse> => listEmployments(app, { seekerId }, query);

/** GET /provider/my-candidates */
export const listProviderEmployments = (
  app: FastifyInstance,
  providerId: string,
  query: ListQuery,
): Promise<EmploymentListResponse> => listEmployments(app, { providerId }, query);

const companyOf = async (app: FastifyInstance, provider: UserRow): Promise<string> =>
  (await findCompanyName(app.db, provider.id)) ?? fullName(provider);

/** Where an employment comes from: one of the provider's CV actions, or an application to one of its jobs. */
type EmploySource =
  | { kind: 'cv_action'; id: string; seekerId: string; jobId: null }
  | { kind: 'application'; id: string; seekerId: string; jobId: string };

async function resolveEmploySource(app: FastifyInstance, providerId: string, id: string): Promise<EmploySource> {
  const action = await findCvActionRecord(app.db, { providerId }, id);
  if (action) {
    if (!isEmployable(action.status)) {
      throw new AppError(
        'invalid_transition',
        `This request is ${action.status}: only a pending or answered request can lead to an employment.`,
      );
    }
    return { kind: 'cv_action', id: action.id, seekerId: action.seeker_id, jobId: null };
  }
  const application = await findProviderApplication(app.db, providerId, id);
  if (!application) throw notFound('The action or application');
  if (application.status !== 'accepted') {
    throw new AppError(
      'invalid_transition',
      `This application is ${application.status}: accept it before employing the candidate.`,
    );
  }
  return { kind: 'application', id: application.id, seekerId: application.seeker_id, jobId: application.job_id };
}

/** The job an employment names: the one given (one of the provider's own), else the application's. */
async function resolveJobId(
  app: FastifyInstance,
  providerId: string,
  requested: string | null | undefined,
  source: EmploySource,
): Promise<string | null> {
  if (!requested) return source.jobId;
  if (!(await findProviderJob(app.db, providerId, requested))) {
    throw validationError({ job_id: ['Choose one of your jobs'] });
  }
  return requested;
}

/**
 * POST /provider/action/{id}/employ: {id} is one of the provider's CV actions (pending or answered; it keeps its
 * status) or an application to its jobs that it accepted. At most one current employment per provider and seeker
 * (a partial unique index: racing requests create exactly one; the rest are 409).
 */
export async function employ(
  app: FastifyInstance,
  provider: UserRow,
  sourceId: string,
  input: EmployInput,
): Promise<Employment> {
  const source = await resolveEmploySource(app, provider.id, sourceId);
  const jobId = await resolveJobId(app, provider.id, input.job_id, source);
  const seeker = await findUserById(app.db, source.seekerId);
  if (!seeker) throw notFound('The candidate');
  const company = await companyOf(app, provider);
  const id = randomUUID();
  await app.db.transaction().execute(async (trx) => {
    if (source.kind === 'cv_action') {
      // Holds the action until commit, so a concurrent cancel or decline waits and then finds it used.
      const locked = await lockProviderCvAction(trx, provider.id, source.id);
      if (!locked || !isEmployable(locked.status)) {
        throw new AppError(
          'invalid_transition',
          'This request was closed meanwhile: it can no longer lead to an employment.',
        );
      }
    }
    const now = nowIso();
    const inserted = await insertEmploymentIfNoneCurrent(trx, {
      id,
      provider_id: provider.id,
      seeker_id: seeker.id,
      job_id: jobId,
      application_id: source.kind === 'application' ? source.id : null,
      cv_action_id: source.kind === 'cv_action' ? source.id : null,
      position: input.position,
      start_date: input.start_date,
      terms: input.terms,
      status: 'active',
      resignation_reason: null,
      resignation_requested_at: null,
      termination_reason: null,
      termination_date: null,
      ended_at: null,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) throw new AppError('conflict', 'This candidate already works for you');
    await notify(app, trx, {
      userId: seeker.id,
      type: 'employment.started',
      params: { company, position: input.position, start_date: input.start_date },
      link: LINKS.seekerJobs,
      data: { employment_id: id },
    });
    await emailAccountHolder(app, trx, seeker, 'employment-started', {
      company,
      position: input.position,
      startDate: input.start_date,
      link: appLink(app, LINKS.seekerJobs),
    });
  });
  return employment(app, { providerId: provider.id }, id);
}

/**
 * Runs one employment transition for the caller's side in a transaction: 404 when the employment is not the
 * caller's, 409 (worded from the state machine) when its state does not allow the event, then `after` (notify).
 */
async function transition(
  app: FastifyInstance,
  scope: EmploymentScope,
  id: string,
  event: EmploymentEvent,
  patch: (now: string) => Parameters<typeof transitionEmployment>[4],
  after: (trx: Executor, record: EmploymentRecord) => Promise<unknown>,
): Promise<Employment> {
  const record = await findEmploymentRecord(app.db, scope, id);
  if (!record) throw employmentNotFound();
  await app.db.transaction().execute(async (trx) => {
    if (!(await transitionEmployment(trx, scope, id, event, patch(nowIso())))) {
      const current = await findEmploymentRecord(trx, scope, id);
      throw invalidTransition(EMPLOYMENT_MACHINE, current?.status ?? record.status, event);
    }
    await after(trx, record);
  });
  return employment(app, scope, id);
}

/** POST /seeker/jobs/{id}/resign ({id}: the employment): active → resignation requested; the provider decides. */
export const requestResignation = (app: FastifyInstance, seeker: UserRow, id: string, reason: string) =>
  transition(
    app,
    { seekerId: seeker.id },
    id,
    'request_resignation',
    (now) => ({ resignation_reason: reason, resignation_requested_at: now, updated_at: now }),
    (trx, record) =>
      notify(app, trx, {
        userId: record.provider_id,
        type: 'employment.resignation-requested',
        params: { seeker: fullName(seeker), position: record.position },
        link: LINKS.providerEmployees,
        data: { employment_id: record.id },
      }),
  );

/** POST /provider/my-candidates/{id}/accept-resignation: resignation requested → resigned. */
export async function acceptResignation(app: FastifyInstance, provider: UserRow, id: string): Promise<Employment> {
  const company = await companyOf(app, provider);
  return transition(
    app,
    { providerId: provider.id },
    id,
    'accept_resignation',
    (now) => ({ ended_at: now, updated_at: now }),
    (trx, record) =>
      notify(app, trx, {
        userId: record.seeker_id,
        type: 'employment.resigned',
        params: { company, position: record.position },
        link: LINKS.seekerJobs,
        data: { employment_id: record.id },
      }),
  );
}

/**
 * POST /provider/my-candidates/{id}/terminate-employment: active or resignation requested → terminated at once;
 * `date` (the last day, not before the start) is recorded. The seeker is notified and e-mailed.
 */
export async function terminateEmployment(
  app: FastifyInstance,
  provider: UserRow,
  id: string,
  input: TerminateInput,
): Promise<Employment> {
  const scope = { providerId: provider.id };
  const record = await findEmploymentRecord(app.db, scope, id);
  if (!record) throw employmentNotFound();
  if (input.date < record.start_date) {
    throw validationError({ date: ['The termination date cannot be before the start date'] });
  }
  const seeker = await findUserById(app.db, record.seeker_id);
  if (!seeker) throw employmentNotFound();
  const company = await companyOf(app, provider);
  return transition(
    app,
    scope,
    id,
    'terminate',
    (now) => ({ termination_reason: input.reason, termination_date: input.date, ended_at: now, updated_at: now }),
    async (trx) => {
      await notify(app, trx, {
        userId: seeker.id,
        type: 'employment.terminated',
        params: { company, position: record.position, date: input.date },
        link: LINKS.seekerJobs,
        data: { employment_id: record.id },
      });
      await emailAccountHolder(app, trx, seeker, 'employment-terminated', {
        company,
        position: record.position,
        date: input.date,
        reason: input.reason,
        link: appLink(app, LINKS.seekerJobs),
      });
    },
  );
}
