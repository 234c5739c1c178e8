import {
  candidateDetailSchema,
  candidateListQuerySchema,
  candidateListResponseSchema,
  candidateParamsSchema,
  dataEnvelope,
  errorBodySchema,
  publicCandidateListResponseSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { approvedProviderOnly, PROVIDER_GRANTS } from './hiring.access';
import { HIRING_ERRORS } from './hiring.common';
import { getCandidate, listCandidates, listPublicCandidates } from './candidates.service';

/** The candidate pool, for verified providers: seekers who finished onboarding and paid the fee. */
export const candidateRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = { config: { permissions: PROVIDER_GRANTS }, onRequest: approvedProviderOnly(app) };
  const tags = ['candidates'];

  app.get(
    '/provider/candidates',
    {
      ...provider,
      schema: {
        tags,
        summary: 'Search the candidate pool (name, headline, desired job, skills) with filters; no contact details',
        querystring: candidateListQuerySchema,
        response: { 200: candidateListResponseSchema, ...HIRING_ERRORS },
      },
    },
    async (request) => listCandidates(app, request.query),
  );

  app.get(
    '/candidates',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary:
          'The candidate pool as the caller may see it: a verified provider as on /provider/candidates, anyone else without ids, names or cities',
        querystring: candidateListQuerySchema,
        response: { 200: publicCandidateListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => listPublicCandidates(app, request.query, request.actor?.user ?? null),
  );

  app.get(
    '/provider/candidates/:id',
    {
      ...provider,
      schema: {
        tags,
        summary: 'A candidate’s whole CV; contact details once they work for the caller or it accepted them',
        params: candidateParamsSchema,
        response: { 200: dataEnvelope(candidateDetailSchema), ...HIRING_ERRORS },
      },
    },
    async (request) => ({ data: await getCandidate(app, requireActor(request).user.id, request.params.id) }),
  );
};
