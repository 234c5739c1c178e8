import {
  applicationListQuerySchema,
  applicationParamsSchema,
  applyRequestSchema,
  dataEnvelope,
  errorBodySchema,
  hiringJobParamsSchema,
  jobApplicationListResponseSchema,
  jobApplicationSchema,
  jobApplicationStatusSchema,
  rejectApplicationRequestSchema,
  seekerApplicationListResponseSchema,
  seekerApplicationSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import {
  applyForJob,
  cancelApplication,
  decideApplication,
  getApplicationStatus,
  listJobApplications,
  listSeekerApplications,
} from './applications.service';
import { approvedProviderOnly, paidSeekerOnly, PROVIDER_GRANTS, SEEKER_GRANTS } from './hiring.access';
import { HIRING_ERRORS } from './hiring.common';

/**
 * Job applications. Seekers: /seeker/jobs/{id}/… where {id} is the job. Providers: /provider/jobs/{id}/applications
 * lists a job's applications, and /provider/jobs/{id}/accept and /reject decide one, {id} being the application.
 */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const seeker = { config: { permissions: SEEKER_GRANTS }, onRequest: paidSeekerOnly(app) };
  const provider = { config: { permissions: PROVIDER_GRANTS }, onRequest: approvedProviderOnly(app) };
  const tags = ['applications'];

  app.post(
    '/seeker/jobs/:id/apply',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Apply for a live job (once; a cancelled application can be submitted again)',
        params: hiringJobParamsSchema,
        body: applyRequestSchema.nullish(),
        response: { 201: dataEnvelope(seekerApplicationSchema), ...HIRING_ERRORS, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const application = await applyForJob(app, requireActor(request).user, request.params.id, request.body);
      return reply.status(201).send({ data: application });
    },
  );

  app.post(
    '/seeker/jobs/:id/cancel',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Withdraw the caller’s submitted application for the job',
        params: hiringJobParamsSchema,
        response: { 200: dataEnvelope(seekerApplicationSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await cancelApplication(app, requireActor(request).user, request.params.id) }),
  );

  app.get(
    '/seeker/jobs/:id/status',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'The caller’s application for the job (or null) and the employment it led to',
        params: hiringJobParamsSchema,
        response: { 200: dataEnvelope(jobApplicationStatusSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await getApplicationStatus(app, requireActor(request).user.id, request.params.id) }),
  );

  app.get(
    '/seeker/jobs/applications',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'The caller’s applications, latest submission first',
        querystring: applicationListQuerySchema,
        response: { 200: seekerApplicationListResponseSchema, ...HIRING_ERRORS },
      },
    },
    async (request) => listSeekerApplications(app, requireActor(request).user.id, request.query),
  );

  app.get(
    '/provider/jobs/:id/applications',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Applications to one of the caller’s jobs, with each applicant’s CV summary',
        params: hiringJobParamsSchema,
        querystring: applicationListQuerySchema,
        response: { 200: jobApplicationListResponseSchema, ...HIRING_ERRORS },
      },
    },
    async (request) => listJobApplications(app, requireActor(request).user.id, request.params.id, request.query),
  );

  app.post(
    '/provider/jobs/:id/accept',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Accept a submitted application ({id}: the application); the seeker is notified and e-mailed',
        params: applicationParamsSchema,
        response: { 200: dataEnvelope(jobApplicationSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({
      data: await decideApplication(app, requireActor(request).user, request.params.id, { event: 'accept' }),
    }),
  );

  app.post(
    '/provider/jobs/:id/reject',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Reject a submitted application with a reason shown to the seeker ({id}: the application)',
        params: applicationParamsSchema,
        body: rejectApplicationRequestSchema,
        response: { 200: dataEnvelope(jobApplicationSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({
      data: await decideApplication(app, requireActor(request).user, request.params.id, {
        event: 'reject',
        reason: request.body.reason,
      }),
    }),
  );
};
