import {
  candidateParamsSchema,
  CV_ACTION_FILE_FIELDS,
  CV_ACTION_REQUEST_SCHEMAS,
  CV_ACTION_SUBJECTS,
  type CvActionDetails,
  type CvActionSubject,
  cvActionFileParamsSchema,
  cvActionListQuerySchema,
  providerCvActionListQuerySchema,
  cvActionListResponseSchema,
  cvActionParamsSchema,
  cvActionRespondRequestSchema,
  cvActionSchema,
  dataEnvelope,
  errorBodySchema,
  UPLOAD_RULES,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { sendDownload } from '../../core/storage';
import type { UploadedFile } from '../../plugins/multipart';
import { requireActor } from '../../plugins/auth';
import type { MultipartFileRule } from '../../types';
import {
  approvedProviderOnly,
  hiringMemberOnly,
  MEMBER_GRANTS,
  paidSeekerOnly,
  PROVIDER_GRANTS,
  SEEKER_GRANTS,
} from './hiring.access';
import { HIRING_ERRORS } from './hiring.common';
import {
  closeCvAction,
  createCvAction,
  listProviderCvActions,
  listSeekerCvActions,
  openCvActionFile,
  respondToCvAction,
} from './cv-actions.service';

/** file_1..file_5: PDF, Word (.docx), PNG or JPEG, 5 MB each, checked by their bytes (plugins/multipart.ts). */
const FILE_RULES: Record<string, MultipartFileRule> = Object.fromEntries(
  CV_ACTION_FILE_FIELDS.map((field) => [field, UPLOAD_RULES.cvActionFile]),
);

const filesOf = (uploads: Map<string, UploadedFile>): UploadedFile[] =>
  CV_ACTION_FILE_FIELDS.flatMap((field) => uploads.get(field) ?? []);

const SUBJECT_SUMMARY: Record<CvActionSubject, string> = {
  shortlist: 'Shortlist a candidate',
  interview: 'Invite a candidate to an interview (in person: a place; video: an https link; or phone)',
  'additional-documents': 'Ask a candidate for documents',
};

/**
 * CV actions: providers act on candidates (shortlist, interview, additional documents), undo or decline; seekers
 * list theirs and answer once. {subject} is one route per subject, so each has its own body schema.
 */
export const cvActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { config: { permissions: PROVIDER_GRANTS }, onRequest: approvedProviderOnly(app) };
  const seeker = { config: { permissions: SEEKER_GRANTS }, onRequest: paidSeekerOnly(app) };
  const tags = ['cv-actions'];

  // One route per subject, each with the subject's body schema.
  for (const subject of CV_ACTION_SUBJECTS) {
    const body: z.ZodType<CvActionDetails> = CV_ACTION_REQUEST_SCHEMAS[subject];
    app.post(
      `/provider/candidates/:id/action/${subject}`,
      {
        ...provider,
        schema: {
          tags,
          summary: `${SUBJECT_SUMMARY[subject]}; a second pending one for the same candidate is 409`,
          params: candidateParamsSchema,
          body,
          response: { 201: dataEnvelope(cvActionSchema), ...HIRING_ERRORS },
        },
      },
      async (request, reply) => {
        const { user } = requireActor(request);
        const action = await createCvAction(app, user, request.params.id, subject, request.body);
        return reply.status(201).send({ data: action });
      },
    );
  }

  for (const event of ['cancel', 'decline'] as const) {
    app.post(
      `/provider/action/:id/${event}`,
      {
        ...provider,
        schema: {
          tags,
          summary:
            event === 'cancel'
              ? 'Undo a pending CV action (pending → cancelled); the candidate is notified'
              : 'Decline the candidate after a pending or answered action; the candidate is notified',
          params: cvActionParamsSchema,
          response: { 200: dataEnvelope(cvActionSchema), ...HIRING_ERRORS },
        },
      },
      async (request) => ({ data: await closeCvAction(app, requireActor(request).user, request.params.id, event) }),
    );
  }

  app.get(
    '/provider/actioned-candidates',
    {
      ...provider,
      schema: {
        tags,
        summary: 'The caller’s CV actions with each candidate’s answer and files (subject: shortlisted, …)',
        querystring: providerCvActionListQuerySchema,
        response: { 200: cvActionListResponseSchema, ...HIRING_ERRORS },
      },
    },
    async (request) => listProviderCvActions(app, requireActor(request).user.id, request.query),
  );

  app.get(
    '/seeker/cv-actions',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Employers’ requests to the caller (subject: shortlist, interview-requests, additional-documents)',
        querystring: cvActionListQuerySchema,
        response: { 200: cvActionListResponseSchema, ...HIRING_ERRORS },
      },
    },
    async (request) => listSeekerCvActions(app, requireActor(request).user.id, request.query),
  );

  app.post(
    '/seeker/cv-actions/:id/respond',
    {
      config: { ...seeker.config, multipart: FILE_RULES },
      onRequest: seeker.onRequest,
      schema: {
        tags,
        summary:
          'Answer a pending request once: confirm or propose a time (interview), send file_1..file_5 (documents)',
        consumes: ['application/json', 'multipart/form-data'],
        params: cvActionParamsSchema,
        body: cvActionRespondRequestSchema,
        response: { 200: dataEnvelope(cvActionSchema), ...HIRING_ERRORS, 413: errorBodySchema },
      },
    },
    async (request) => ({
      data: await respondToCvAction(
        app,
        requireActor(request).user,
        request.params.id,
        request.body,
        filesOf(request.uploads),
      ),
    }),
  );

  app.get(
    '/seeker/cv-actions/:id/files/:fileId',
    {
      config: { permissions: MEMBER_GRANTS },
      onRequest: hiringMemberOnly(app),
      schema: {
        tags,
        summary: 'Download a file the seeker sent: for the action’s seeker and its provider only',
        // A file stream, not JSON: no response schema (errors still leave as `{ message, code }`).
        params: cvActionFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      // Never rendered inline, never sniffed into HTML, and sandboxed if a browser opens it anyway (UP-08).
      return sendDownload(reply, await openCvActionFile(app, requireActor(request).user, id, fileId));
    },
  );
};
