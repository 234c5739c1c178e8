import {
  dataEnvelope,
  employmentListQuerySchema,
  employmentListResponseSchema,
  employmentParamsSchema,
  employmentSchema,
  employRequestSchema,
  employSourceParamsSchema,
  resignRequestSchema,
  terminateEmploymentRequestSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { approvedProviderOnly, paidSeekerOnly, PROVIDER_GRANTS, SEEKER_GRANTS } from './hiring.access';
import { HIRING_ERRORS } from './hiring.common';
import {
  acceptResignation,
  employ,
  listProviderEmployments,
  listSeekerEmployments,
  requestResignation,
  terminateEmployment,
} from './employments.service';

/**
 * Employments. Providers employ (from a CV action or an accepted application), list their employees, accept a
 * resignation or terminate; seekers list their jobs and ask to resign (/seeker/jobs/{id}/resign, {id}: the
 * employment).
 */
export const employmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { config: { permissions: PROVIDER_GRANTS }, onRequest: approvedProviderOnly(app) };
  const seeker = { config: { permissions: SEEKER_GRANTS }, onRequest: paidSeekerOnly(app) };
  const tags = ['employments'];

  app.post(
    '/provider/action/:id/employ',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Employ a candidate: {id} is a pending or answered CV action, or an accepted application',
        params: employSourceParamsSchema,
        body: employRequestSchema,
        response: { 201: dataEnvelope(employmentSchema), ...HIRING_ERRORS },
      },
    },
    async (request, reply) => {
      const created = await employ(app, requireActor(request).user, request.params.id, request.body);
      return reply.status(201).send({ data: created });
    },
  );

  app.get(
    '/provider/my-candidates',
    {
      ...provider,
      schema: {
        tags,
        summary: 'The caller’s employees, newest first',
        querystring: employmentListQuerySchema,
        response: { 200: employmentListResponseSchema, ...HIRING_ERRORS },
      },
    },
    async (request) => listProviderEmployments(app, requireActor(request).user.id, request.query),
  );

  app.post(
    '/provider/my-candidates/:id/terminate-employment',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Terminate an active employment (or one with a resignation pending); the seeker is e-mailed',
        params: employmentParamsSchema,
        body: terminateEmploymentRequestSchema,
        response: { 200: dataEnvelope(employmentSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({
      data: await terminateEmployment(app, requireActor(request).user, request.params.id, request.body),
    }),
  );

  app.post(
    '/provider/my-candidates/:id/accept-resignation',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Accept an employee’s resignation request (→ resigned)',
        params: employmentParamsSchema,
        response: { 200: dataEnvelope(employmentSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await acceptResignation(app, requireActor(request).user, request.params.id) }),
  );

  app.get(
    '/seeker/jobs/my-jobs',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'The caller’s employments, newest first',
        querystring: employmentListQuerySchema,
        response: { 200: employmentListResponseSchema, ...HIRING_ERRORS },
      },
    },
    async (request) => listSeekerEmployments(app, requireActor(request).user.id, request.query),
  );

  app.post(
    '/seeker/jobs/:id/resign',
    {
      ...seeker,
      schema: {
        tags,
        summary: 'Ask to resign from an active employment ({id}: the employment); the provider decides',
        params: employmentParamsSchema,
        body: resignRequestSchema,
        response: { 200: dataEnvelope(employmentSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({
      data: await requestResignation(app, requireActor(request).user, request.params.id, request.body.reason),
    }),
  );
};
