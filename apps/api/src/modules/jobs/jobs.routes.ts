import {
  dataEnvelope,
  errorBodySchema,
  type Grant,
  jobCreateRequestSchema,
  jobParamsSchema,
  jobUpdateRequestSchema,
  messageSchema,
  providerJobListQuerySchema,
  providerJobListResponseSchema,
  providerJobSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponses } from '../../plugins/route-config';
import { requireActor } from '../../plugins/auth';
import { createJobLimiters } from './jobs.limits';
import { createJob, deleteProviderJob, getProviderJob, listProviderJobs, updateProviderJob } from './jobs.service';

/** Providers only (seekers and admins get 403); the service also requires a verified (approved) business. */
const PROVIDER_ONLY: readonly Grant[] = ['read:ProviderRoute'];

const errors = errorResponses(401, 403);

/** A provider's own job posts: list, create, read, full update (with status moves), delete. */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiters = createJobLimiters(app);
  const config = { permissions: PROVIDER_ONLY };

  app.get(
    '/provider/jobs',
    {
      config,
      schema: {
        tags: ['jobs'],
        summary: 'The provider’s own jobs, newest first, optionally by status, with their application counts',
        querystring: providerJobListQuerySchema,
        response: { 200: providerJobListResponseSchema, ...errors, 400: errorBodySchema },
      },
    },
    async (request) => listProviderJobs(app, requireActor(request).user.id, request.query),
  );

  app.post(
    '/provider/jobs',
    {
      config,
      schema: {
        tags: ['jobs'],
        summary: 'Post a job, as a draft or live at once (30 a day per provider)',
        body: jobCreateRequestSchema,
        response: { 201: dataEnvelope(providerJobSchema), ...errors, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const job = await createJob(app, limiters, requireActor(request).user.id, request.body);
      return reply.status(201).send({ data: job });
    },
  );

  app.get(
    '/provider/jobs/:id',
    {
      config,
      schema: {
        tags: ['jobs'],
        summary: 'One of the provider’s jobs, with its markdown and rendered description',
        params: jobParamsSchema,
        response: { 200: dataEnvelope(providerJobSchema), ...errors, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getProviderJob(app, requireActor(request).user.id, request.params.id) }),
  );

  app.put(
    '/provider/jobs/:id',
    {
      config,
      schema: {
        tags: ['jobs'],
        summary:
          'Replace a job and set its status: draft → live → closed → live; draft, live or closed → archive; any → deleted',
        params: jobParamsSchema,
        body: jobUpdateRequestSchema,
        response: {
          200: dataEnvelope(providerJobSchema),
          ...errors,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await updateProviderJob(app, requireActor(request).user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/provider/jobs/:id',
    {
      config,
      schema: {
        tags: ['jobs'],
        summary: 'Delete a job: a never-published draft is removed for good, any other job is marked deleted',
        params: jobParamsSchema,
        response: { 200: dataEnvelope(messageSchema), ...errors, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await deleteProviderJob(app, requireActor(request).user.id, request.params.id);
      return { data: { message: 'The job was deleted' } };
    },
  );
};
