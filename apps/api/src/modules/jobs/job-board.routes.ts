import {
  autocompleteQuerySchema,
  autocompleteSuggestionSchema,
  dataEnvelope,
  errorBodySchema,
  jobParamsSchema,
  publicJobDetailSchema,
  publicJobListQuerySchema,
  publicJobListResponseSchema,
  type PublicJobListResponse,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { anonymousBoard, autocomplete, getPublicJob, listPublicJobs } from './job-board.service';

/**
 * The public job board. `auth: 'optional'`: anyone may read it, and a caller's token (when sent) is read, so
 * an owner can preview their own unpublished job and a logged-in view can be personalised later.
 */
/** A board a few seconds old is fine; a minute old is served while it revalidates. */
export const BOARD_HTTP_CACHE = { maxAge: 10, staleWhileRevalidate: 60 };

export const jobBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Anonymous answers are cached briefly by browsers and shared caches (plugins/http-cache.ts).
  const config = { auth: 'optional' as const, publicCache: BOARD_HTTP_CACHE };

  app.get(
    '/jobs',
    {
      config,
      schema: {
        tags: ['job board'],
        summary:
          'Live jobs: search `q` (title, description, skills, company), filters, sort by relevance or newest, paged',
        querystring: publicJobListQuerySchema,
        response: { 200: publicJobListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (request.actor) return listPublicJobs(app, request.query);
      // The cached JSON as it is: Fastify sends a string of JSON without serializing it again (the type provider
      // knows only the parsed shape, which anonymousBoard checked against the same schema when it computed it).
      const body = await anonymousBoard(app, request.query);
      return reply.type('application/json; charset=utf-8').send(body as unknown as PublicJobListResponse);
    },
  );

  app.get(
    '/jobs/:id',
    {
      config,
      schema: {
        tags: ['job board'],
        summary: 'A live job with its company and schema.org JobPosting data (owners also see their other jobs)',
        params: jobParamsSchema,
        response: { 200: dataEnvelope(publicJobDetailSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getPublicJob(app, request.params.id, request.actor?.user.id ?? null) }),
  );

  app.get(
    '/search/autocomplete',
    {
      config,
      schema: {
        tags: ['job board'],
        summary: 'Up to 8 suggestions from live job titles, skills and company names (at least 2 characters)',
        querystring: autocompleteQuerySchema,
        response: { 200: dataEnvelope(z.array(autocompleteSuggestionSchema)), 400: errorBodySchema },
      },
    },
    async (request) => ({ data: await autocomplete(app, request.query.q) }),
  );
};
