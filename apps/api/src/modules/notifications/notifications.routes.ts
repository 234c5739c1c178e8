import {
  dataEnvelope,
  errorBodySchema,
  fromAcceptLanguage,
  type Language,
  navigationTagsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadAllResponseSchema,
} from '@hireway/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { errorResponses } from '../../plugins/route-config';
import { requireActor } from '../../plugins/auth';
import type { Actor } from '../../types';
import { registerNotificationJobs } from './notifications.jobs';
import { listNotifications, navigationTags, readAllNotifications, readNotification } from './notifications.service';

/** The reader's language: the one the client asks for (the web sends the language on screen), else the stored one. */
const readerLanguage = (request: FastifyRequest, actor: Actor): Language =>
  fromAcceptLanguage(request.headers['accept-language']) ?? actor.user.language;

const errors = errorResponses(400, 401, 403);

/** The caller's in-app notifications and the menu counters. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The push job is part of this feature: registered with its routes, so notify() works wherever they are.
  registerNotificationJobs(app);

  app.get(
    '/auth/notifications',
    {
      config: { permissions: ['read:UserRoute'] },
      schema: {
        tags: ['notifications'],
        summary:
          "The caller's notifications, newest first, in the reader's language (Accept-Language, else the user's); meta.unread counts the unread ones",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return listNotifications(
        app,
        actor.user.id,
        request.query.page,
        request.query.per_page,
        readerLanguage(request, actor),
      );
    },
  );

  app.post(
    '/auth/notifications/read-all',
    {
      config: { permissions: ['read:UserRoute'] },
      schema: {
        tags: ['notifications'],
        summary: "Mark every one of the caller's notifications read",
        response: { 200: dataEnvelope(notificationsReadAllResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await readAllNotifications(app, requireActor(request).user.id) }),
  );

  app.post(
    '/auth/notifications/:id/read',
    {
      config: { permissions: ['read:UserRoute'] },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: notificationParamsSchema,
        response: { 200: dataEnvelope(notificationSchema), ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return { data: await readNotification(app, actor.user.id, request.params.id, readerLanguage(request, actor)) };
    },
  );

  app.get(
    '/auth/navigation-tags',
    {
      config: { permissions: ['read:UserRoute'] },
      schema: {
        tags: ['notifications'],
        summary: 'Menu counters: pending (unread notifications for now) and disburse (0 until payouts exist)',
        response: { 200: dataEnvelope(navigationTagsSchema), ...errors },
      },
    },
    async (request) => ({ data: await navigationTags(app, requireActor(request).user.id) }),
  );
};
