import {
  dataEnvelope,
  errorBodySchema,
  navigationTagsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadAllResponseSchema,
} from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireActor } from '../../plugins/auth';
import { registerNotificationJobs } from './notifications.jobs';
import { listNotifications, navigationTags, readAllNotifications, readNotification } from './notifications.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

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
        summary: "The caller's notifications, newest first; meta.unread counts the unread ones",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return listNotifications(app, actor.user.id, request.query.page, request.query.per_page);
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
    async (request) => ({ data: await readNotification(app, requireActor(request).user.id, request.params.id) }),
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
