import { NOTIFICATION_EVENT } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { toNotificationPush } from './notifications.presenter';
import { unsafeFindNotificationById } from './notifications.repository';

export const PUSH_NOTIFICATION_JOB = 'push-notification';

export const pushNotificationPayloadSchema = z.object({ notificationId: z.uuid() });

/**
 * `push-notification`: sends a stored notification to its user's Socket.IO room (every API process, through the
 * Redis adapter when there is one), in the recipient's stored language (the web renders type and params in the
 * language on screen). notify() enqueues it inside the caller's transaction, so it exists, and
 * runs, only if that transaction committed. The push is a hint that the list changed: a missed one costs
 * nothing (the list is the truth), so it is tried only a few times and a deleted notification is skipped.
 */
export function registerNotificationJobs(app: FastifyInstance): void {
  app.jobs.register(PUSH_NOTIFICATION_JOB, {
    payload: pushNotificationPayloadSchema,
    maxAttempts: 3,
    handler: async ({ notificationId }, { db }) => {
      const row = await unsafeFindNotificationById(db, notificationId);
      if (!row) return;
      app.realtime.toUser(row.user_id, NOTIFICATION_EVENT, toNotificationPush(row, row.language));
    },
  });
}
