import { randomUUID } from 'node:crypto';

import {
  CV_ACTION_MACHINE,
  type CvAction,
  type CvActionDetails,
  type CvActionEvent,
  type cvActionListQuerySchema,
  type CvActionListResponse,
  type cvActionRespondRequestSchema,
  type CvActionSubject,
  cvActionResponseErrors,
  type CvActionResponse,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { offsetAnswer } from '../../db/paging';
import { AppError, notFound, validationError } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { type FileDownload, openFoundFile, withStoredUploads } from '../../core/storage';
import { type Executor, nowIso } from '../../db/database';
import type { CvActionRow, UserRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { findCompanyName } from './applications.repository';
import { appLink, fullName, invalidTransition, LINKS } from './hiring.common';
import { notify } from '../notifications';
import { findUserById } from '../users';
import { findPoolCandidate } from './candidates.repository';
import { toCvActionDto } from './cv-actions.presenter';
import {
  type CvActionScope,
  findCvActionFiles,
  findCvActionRecord,
  findCvActionRecords,
  findScopedCvActionFile,
  insertCvActionFiles,
  insertCvActionIfNoPending,
  transitionCvAction,
} from './cv-actions.repository';

/** The seeker's list query, or the provider's with one candidate. */
type ListQuery = z.output<typeof cvActionListQuerySchema> & { candidate_id?: string | undefined };
type RespondInput = z.output<typeof cvActionRespondRequestSchema>;

const actionNotFound = () => notFound('The request');

/** How each subject is named in error messages. */
const SUBJECT_LABEL: Record<CvActionSubject, string> = {
  shortlist: 'shortlist',
  interview: 'interview invitation',
  'additional-documents': 'document request',
};

const SEEKER_LINK: Record<CvActionSubject, string> = {
  shortlist: LINKS.seekerTrack,
  interview: LINKS.seekerInterviews,
  'additional-documents': LINKS.seekerDocuments,
};

const PROVIDER_LINK: Record<CvActionSubject, string> = {
  shortlist: LINKS.providerShortlisted,
  interview: LINKS.providerInterviews,
  'additional-documents': LINKS.providerDocuments,
};

async function cvAction(app: FastifyInstance, scope: CvActionScope, id: string): Promise<CvAction> {
  const record = await findCvActionRecord(app.db, scope, id);
  if (!record) throw actionNotFound();
  return toCvActionDto(record, await findCvActionFiles(app.db, [record.id]));
}

async function listCvActions(
  app: FastifyInstance,
  scope: CvActionScope,
  query: ListQuery,
): Promise<CvActionListResponse> {
  const filter = { subject: query.subject, status: query.status, seekerId: query.candidate_id };
  return offsetAnswer(
    query,
    (window) => findCvActionRecords(app.db, scope, filter, window),
    async (rows) => {
      const files = await findCvActionFiles(
        app.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) =>
        toCvActionDto(
          row,
          files.filter((file) => file.cv_action_id === row.id),
        ),
      );
    },
  );
}

/** GET /seeker/cv-actions: the caller's, newest first. */
export const listSeekerCvActions = (app: FastifyInstance, seekerId: string, query: ListQuery) =>
  listCvActions(app, { seekerId }, query);

/** GET /provider/actioned-candidates: the caller's actions with each candidate's answer and files. */
export const listProviderCvActions = (app: FastifyInstance, providerId: string, query: ListQuery) =>
  listCvActions(app, { providerId }, query);

const companyOf = async (app: FastifyInstance, provider: UserRow): Promise<string> =>
  (await findCompanyName(app.db, provider.id)) ?? fullName(provider);

/** What the seeker is told (and, for an interview or documents, e-mailed) about a new action. */
async function announceAction(
  app: FastifyInstance,
  trx: Executor,
  seeker: UserRow,
  company: string,
  row: CvActionRow,
  details: CvActionDetails,
): Promise<void> {
  const base = { userId: seeker.id, type: 'cv-action.requested', link: SEEKER_LINK[row.subject] } as const;
  const data = { cv_action_id: row.id, subject: row.subject };
  const link = appLink(app, SEEKER_LINK[row.subject]);
  if ('mode' in details) {
    await notify(app, trx, {
      ...base,
      data,
      params: { company, subject: row.subject, date: details.date, time: details.time, timezone: details.timezone },
    });
    await emailAccountHolder(app, trx, seeker, 'interview-invitation', {
      company,
      date: details.date,
      time: details.time,
      timezone: details.timezone,
      link,
    });
  } else if ('documents' in details) {
    const documents = details.documents.join(', ');
    await notify(app, trx, { ...base, data, params: { company, subject: row.subject, documents } });
    await emailAccountHolder(app, trx, seeker, 'documents-requested', { company, documents, link });
  } else {
    await notify(app, trx, { ...base, data, params: { company, subject: row.subject } });
  }
}

/**
 * POST /provider/candidates/{id}/action/{subject}: the candidate must be in the pool (404 otherwise); a second
 * pending action of the same subject for the pair is 409 (decided by a partial unique index, so it holds under
 * concurrency).
 */
export async function createCvAction(
  app: FastifyInstance,
  provider: UserRow,
  seekerId: string,
  subject: CvActionSubject,
  details: CvActionDetails,
): Promise<CvAction> {
  if (!(await findPoolCandidate(app.db, seekerId))) throw notFound('The candidate');
  const seeker = await findUserById(app.db, seekerId);
  if (!seeker) throw notFound('The candidate');
  const company = await companyOf(app, provider);
  const now = nowIso();
  const row: CvActionRow = {
    id: randomUUID(),
    provider_id: provider.id,
    seeker_id: seeker.id,
    subject,
    status: 'pending',
    details: JSON.stringify(details),
    response: null,
    responded_at: null,
    created_at: now,
    updated_at: now,
  };
  await app.db.transaction().execute(async (trx) => {
    if (!(await insertCvActionIfNoPending(trx, row))) {
      throw new AppError(
        'conflict',
        `This candidate already has a pending ${SUBJECT_LABEL[subject]} from you. Cancel it or wait for the answer.`,
      );
    }
    await announceAction(app, trx, seeker, company, row, details);
  });
  return cvAction(app, { providerId: provider.id }, row.id);
}

/** POST /provider/action/{id}/cancel (undo a pending action) and /decline (not going ahead with the candidate). */
export async function closeCvAction(
  app: FastifyInstance,
  provider: UserRow,
  id: string,
  event: Extract<CvActionEvent, 'cancel' | 'decline'>,
): Promise<CvAction> {
  const scope = { providerId: provider.id };
  const record = await findCvActionRecord(app.db, scope, id);
  if (!record) throw actionNotFound();
  const company = await companyOf(app, provider);
  await app.db.transaction().execute(async (trx) => {
    if (!(await transitionCvAction(trx, scope, id, event, { updated_at: nowIso() }))) {
      const current = await findCvActionRecord(trx, scope, id);
      throw invalidTransition(CV_ACTION_MACHINE, current?.status ?? record.status, event);
    }
    const cancelled = event === 'cancel';
    await notify(app, trx, {
      userId: record.seeker_id,
      type: cancelled ? 'cv-action.cancelled' : 'cv-action.declined',
      params: { company, subject: record.subject },
      link: SEEKER_LINK[record.subject],
      data: { cv_action_id: record.id, subject: record.subject },
    });
  });
  return cvAction(app, scope, id);
}

/**
 * POST /seeker/cv-actions/{id}/respond: answers a pending action once. The fields must fit the subject
 * (cvActionResponseErrors); files are written before the transaction and removed if it fails.
 */
export async function respondToCvAction(
  app: FastifyInstance,
  seeker: UserRow,
  id: string,
  input: RespondInput,
  uploads: readonly UploadedFile[],
): Promise<CvAction> {
  const scope = { seekerId: seeker.id };
  const record = await findCvActionRecord(app.db, scope, id);
  if (!record) throw actionNotFound();
  if (record.status !== 'pending') throw invalidTransition(CV_ACTION_MACHINE, record.status, 'respond');
  const fieldErrors = cvActionResponseErrors(record.subject, input, uploads.length);
  if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
  const response: CvActionResponse = {
    message: input.message,
    confirmed: record.subject === 'interview' ? input.confirm === true : null,
    proposed_date: input.proposed_date ?? null,
    proposed_time: input.proposed_time ?? null,
  };
  const toStore = uploads.map((file) => ({ area: 'cv-actions' as const, file }));
  await withStoredUploads(app.storage, toStore, (files) =>
    app.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const answered = await transitionCvAction(trx, scope, id, 'respond', {
        response: JSON.stringify(response),
        responded_at: now,
        updated_at: now,
      });
      if (!answered) {
        const current = await findCvActionRecord(trx, scope, id);
        throw invalidTransition(CV_ACTION_MACHINE, current?.status ?? record.status, 'respond');
      }
      await insertCvActionFiles(
        trx,
        files.map((file) => ({
          id: randomUUID(),
          cv_action_id: id,
          storage_name: file.storageName,
          original_name: file.originalName,
          mime_type: file.contentType,
          size: file.sizeBytes,
          created_at: now,
        })),
      );
      await notify(app, trx, {
        userId: record.provider_id,
        type: 'cv-action.responded',
        params: { seeker: fullName(seeker), subject: record.subject },
        link: PROVIDER_LINK[record.subject],
        data: { cv_action_id: id, subject: record.subject, seeker_id: seeker.id },
      });
    }),
  );
  return cvAction(app, scope, id);
}

/** GET /seeker/cv-actions/{id}/files/{fileId}: for the action's seeker or its provider; anyone else gets 404. */
export async function openCvActionFile(
  app: FastifyInstance,
  user: UserRow,
  actionId: string,
  fileId: string,
): Promise<FileDownload> {
  const scope: CvActionScope = user.user_group === 'provider' ? { providerId: user.id } : { seekerId: user.id };
  const row = await findScopedCvActionFile(app.db, scope, actionId, fileId);
  const file = row && { storageName: row.storage_name, originalName: row.original_name, contentType: row.mime_type };
  return openFoundFile(app.storage, 'cv-actions', file, 'The file');
}
