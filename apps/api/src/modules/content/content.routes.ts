import {
  blogCommentRequestSchema,
  blogCommentSchema,
  blogDetailSchema,
  blogIdParamsSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  blogSummarySchema,
  dataEnvelope,
  errorBodySchema,
  faqQuerySchema,
  faqSchema,
  recentBlogsQuerySchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { requireActor } from '../../plugins/auth';
import { createCommentLimiters } from './content.limits';
import { addComment, getBlog, listBlogs, listFaqs, listRecentBlogs } from './content.service';

/** Blogs ("resources") and FAQs, public to read; comments by logged-in users. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const commentLimiters = createCommentLimiters(app);

  app.get(
    '/blogs',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Published articles, newest first; `q` searches titles and excerpts, `tag` filters',
        querystring: blogListQuerySchema,
        response: { 200: blogListResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => listBlogs(app, request.query),
  );

  app.get(
    '/blogs/query/recent',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The most recently published articles (default 3, at most 10)',
        querystring: recentBlogsQuerySchema,
        response: { 200: dataEnvelope(z.array(blogSummarySchema)), 400: errorBodySchema },
      },
    },
    async (request) => ({ data: await listRecentBlogs(app, request.query.limit) }),
  );

  app.get(
    '/blogs/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One published article by id or slug, its body as sanitized HTML, with its comments',
        params: blogIdParamsSchema,
        response: { 200: dataEnvelope(blogDetailSchema), 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getBlog(app, request.params.id) }),
  );

  app.post(
    '/blogs/:id/comment',
    {
      schema: {
        tags: ['content'],
        summary: 'Comment on an article (plain text; 5 a minute and 30 a day per user)',
        params: blogIdParamsSchema,
        body: blogCommentRequestSchema,
        response: {
          201: dataEnvelope(blogCommentSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const comment = await addComment(app, commentLimiters, actor.user, request.params.id, request.body.body);
      return reply.status(201).send({ data: comment });
    },
  );

  app.get(
    '/faqs',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Frequently asked questions in a language, ordered by position; each names its category',
        querystring: faqQuerySchema,
        response: { 200: dataEnvelope(z.array(faqSchema)), 400: errorBodySchema },
      },
    },
    async (request) => ({ data: await listFaqs(app, request.query.lang) }),
  );
};
