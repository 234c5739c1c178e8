import {
  adminBlogListQuerySchema,
  adminBlogListResponseSchema,
  adminBlogRequestSchema,
  adminBlogSchema,
  adminCommentListQuerySchema,
  adminCommentListResponseSchema,
  adminCommentSchema,
  adminCommentStatusRequestSchema,
  adminFaqOrderRequestSchema,
  adminFaqQuerySchema,
  adminFaqRequestSchema,
  adminIdParamsSchema,
  BLOG_COVER_MAX_BYTES,
  BLOG_COVER_TYPES,
  dataEnvelope,
  errorBodySchema,
  faqSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { notFound, validationError } from '../../core/errors';
import { sendPublicImage } from '../../core/storage';
import { adminActorOf, adminRoute, errorResponses } from '../../plugins/admin-route';
import {
  createBlog,
  deleteBlog,
  getAdminBlog,
  listAdminBlogs,
  setBlogCover,
  setBlogStatus,
  updateBlog,
} from './admin-content.blogs.service';
import {
  createFaq,
  deleteComment,
  deleteFaq,
  listAdminFaqs,
  listComments,
  reorderFaqs,
  setCommentStatus,
  updateFaq,
} from './admin-content.moderation.service';

/** The not-found answer the routes here declare, beside adminRoute's 400, 401 and 403. */
const errors = errorResponses(404);
const noContent = { 204: z.null().describe('Deleted') };

const coverNameSchema = z.strictObject({
  name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, 'Not a cover image'),
});

/** Blogs (markdown, cover image, publish), comment moderation and FAQs for the admin console; all audited. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- Blogs -------------------------------------------------------------------------------------
  app.get(
    '/admin/blogs',
    adminRoute({
      summary: 'Every article (drafts too), last changed first; `status` filters',
      querystring: adminBlogListQuerySchema,
      response: { 200: adminBlogListResponseSchema, ...errors },
    }),
    async (request) => listAdminBlogs(app, request.query),
  );

  app.get(
    '/admin/blogs/:id',
    adminRoute({
      summary: 'One article with its markdown',
      params: adminIdParamsSchema,
      response: { 200: dataEnvelope(adminBlogSchema), ...errors },
    }),
    async (request) => ({ data: await getAdminBlog(app, request.params.id) }),
  );

  app.post(
    '/admin/blogs',
    adminRoute({
      summary: 'Write an article (a draft until published); the slug must be free (409 otherwise)',
      body: adminBlogRequestSchema,
      response: { 201: dataEnvelope(adminBlogSchema), ...errors, 409: errorBodySchema },
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await createBlog(app, adminActorOf(request), request.body) }),
  );

  app.put(
    '/admin/blogs/:id',
    adminRoute({
      summary: 'Edit an article',
      params: adminIdParamsSchema,
      body: adminBlogRequestSchema,
      response: { 200: dataEnvelope(adminBlogSchema), ...errors, 409: errorBodySchema },
    }),
    async (request) => ({ data: await updateBlog(app, adminActorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/blogs/:id',
    adminRoute({
      summary: 'Delete an article with its comments and cover',
      params: adminIdParamsSchema,
      response: { ...noContent, ...errors },
    }),
    async (request, reply) => {
      await deleteBlog(app, adminActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const verb of ['publish', 'unpublish'] as const) {
    app.post(
      `/admin/blogs/:id/${verb}`,
      adminRoute({
        summary: verb === 'publish' ? 'Publish an article' : 'Take an article off the public pages',
        params: adminIdParamsSchema,
        response: { 200: dataEnvelope(adminBlogSchema), ...errors, 409: errorBodySchema },
      }),
      async (request) => ({ data: await setBlogStatus(app, adminActorOf(request), request.params.id, verb) }),
    );
  }

  app.post(
    '/admin/blogs/:id/cover',
    adminRoute(
      {
        summary: 'Upload the cover image (multipart field `cover`: PNG, JPEG or WebP, 2 MB, checked by its bytes)',
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        response: { 200: dataEnvelope(adminBlogSchema), ...errors, 413: errorBodySchema },
      },
      { multipart: { cover: { types: BLOG_COVER_TYPES, maxBytes: BLOG_COVER_MAX_BYTES } } },
    ),
    async (request) => {
      const file = request.uploads.get('cover');
      if (!file) throw validationError({ cover: ['Choose a PNG, JPEG or WebP image'] });
      return { data: await setBlogCover(app, adminActorOf(request), request.params.id, file) };
    },
  );

  // ---- Comments ----------------------------------------------------------------------------------
  app.get(
    '/admin/comments',
    adminRoute({
      summary: 'Comments on articles, newest first, with their author and article; `status` filters',
      querystring: adminCommentListQuerySchema,
      response: { 200: adminCommentListResponseSchema, ...errors },
    }),
    async (request) => listComments(app, request.query),
  );

  app.patch(
    '/admin/comments/:id',
    adminRoute({
      summary: 'Hide a comment (or show it again)',
      params: adminIdParamsSchema,
      body: adminCommentStatusRequestSchema,
      response: { 200: dataEnvelope(adminCommentSchema), ...errors },
    }),
    async (request) => ({
      data: await setCommentStatus(app, adminActorOf(request), request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/admin/comments/:id',
    adminRoute({
      summary: 'Delete a comment',
      params: adminIdParamsSchema,
      response: { ...noContent, ...errors },
    }),
    async (request, reply) => {
      await deleteComment(app, adminActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- FAQs --------------------------------------------------------------------------------------
  app.get(
    '/admin/faqs',
    adminRoute({
      summary: 'The FAQs of one language in their order',
      querystring: adminFaqQuerySchema,
      response: { 200: dataEnvelope(z.array(faqSchema)), ...errors },
    }),
    async (request) => ({ data: await listAdminFaqs(app, request.query.lang) }),
  );

  app.post(
    '/admin/faqs',
    adminRoute({
      summary: 'Add an FAQ at the end of its language',
      body: adminFaqRequestSchema,
      response: { 201: dataEnvelope(faqSchema), ...errors },
    }),
    async (request, reply) =>
      reply.status(201).send({ data: await createFaq(app, adminActorOf(request), request.body) }),
  );

  app.put(
    '/admin/faqs/order',
    adminRoute({
      summary: 'Put every FAQ of a language in a new order',
      body: adminFaqOrderRequestSchema,
      response: { 200: dataEnvelope(z.array(faqSchema)), ...errors },
    }),
    async (request) => ({
      data: await reorderFaqs(app, adminActorOf(request), request.body.language, request.body.ids),
    }),
  );

  app.put(
    '/admin/faqs/:id',
    adminRoute({
      summary: 'Edit an FAQ (its language stays)',
      params: adminIdParamsSchema,
      body: adminFaqRequestSchema,
      response: { 200: dataEnvelope(faqSchema), ...errors },
    }),
    async (request) => ({ data: await updateFaq(app, adminActorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/admin/faqs/:id',
    adminRoute({
      summary: 'Delete an FAQ',
      params: adminIdParamsSchema,
      response: { ...noContent, ...errors },
    }),
    async (request, reply) => {
      await deleteFaq(app, adminActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** Blog cover images, public like the articles that show them. */
export const blogCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blog-covers/:name',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: 'A blog cover image (PNG, JPEG or WebP)',
        // An image, not JSON: no response schema.
        params: coverNameSchema,
      },
    },
    async (request, reply) => {
      const image = await app.storage.get('blog-covers', request.params.name);
      if (!image) throw notFound('The image');
      return sendPublicImage(reply, image, 86_400);
    },
  );
};
