import { randomUUID } from 'node:crypto';

import {
  type AppNotification,
  appPathSchema,
  type Language,
  type NavigationTags,
  type NotificationListResponse,
  notificationParamSchemas,
  type NotificationParams,
  type NotificationsReadAllResponse,
  type NotificationType,
  renderNotification,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { offsetWindow, pageMeta } from '../../db/paging';
import { notFound } from '../../core/errors';
import { type Executor, nowIso } from '../../db/database';
import type { NotificationRow } from '../../db/schema';
import { PUSH_NOTIFICATION_JOB } from './notifications.jobs';
import { toNotificationDto } from './notifications.presenter';
import {
  countUnreadNotifications,
  findUserNotification,
  findUserNotifications,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.repository';

/** Extra data travels as JSON; it stays small (the push itself never carries it). */
const MAX_DATA_BYTES = 8 * 1024;

const notifyInputSchema = z.object({
  userId: z.string().min(1),
  /** An in-app path the notification opens, e.g. `/job-seeker/track`. */
  link: appPathSchema.nullish(),
  data: z.record(z.string(), z.unknown()).nullish(),
});

/**
 * A notification is a type of the shared catalogue and that type's parameters (packages/shared
 * notification-types): no words. They are put into words when read, in the reader's language.
 */
export type NotifyInput<T extends NotificationType = NotificationType> = z.input<typeof notifyInputSchema> & {
  type: T;
  params: NotificationParams<T>;
};

/**
 * Stores a notification for a user and pushes it on the user's Socket.IO room once the caller's change commits.
 *
 * Pass the executor of the change the notification reports (its transaction): the row and a `push-notification`
 * job are written with it, so a rollback leaves neither, and the push runs only after the commit — the outbox
 * pattern of decision 0004, chosen over an after-commit hook because Kysely has none, a hook in process memory
 * is lost if the process dies between commit and push, and the job also reaches users connected to other API
 * processes through the runner of any process. The push is typically delivered within the runner's wake-up
 * delay (about 50 ms after the enqueue in a process that runs jobs; at most JOBS_POLL_MS otherwise).
 *
 * Invalid input is a programming error and throws (500), never a 400 for the caller's user.
 */
export async function notify<T extends NotificationType>(
  app: FastifyInstance,
  executor: Executor,
  input: NotifyInput<T>,
): Promise<AppNotification> {
  const parsed = notifyInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(`notify: invalid notification: ${parsed.error.message}`);
  if (!Object.hasOwn(notificationParamSchemas, input.type)) throw new Error(`notify: unknown type "${input.type}"`);
  const checked = notificationParamSchemas[input.type].safeParse(input.params);
  if (!checked.success) throw new Error(`notify: invalid "${input.type}" params: ${checked.error.message}`);
  const { userId, link, data } = parsed.data;
  const { type } = input;
  // The English words stay with the row as its fallback text (shown only if the type ever leaves the catalogue).
  const fallback = renderNotification('en', type, checked.data);
  if (fallback === null) throw new Error(`notify: "${type}" has no words`);
  const json = data ? JSON.stringify(data) : null;
  if (json !== null && Buffer.byteLength(json) > MAX_DATA_BYTES) {
    throw new Error(`notify: data is larger than ${MAX_DATA_BYTES} bytes`);
  }
  const row: NotificationRow = {
    id: randomUUID(),
    user_id: userId,
    type,
    title: fallback.title,
    body: fallback.body,
    link: link ?? null,
    data: json,
    params: JSON.stringify(checked.data),
    read_at: null,
    created_at: nowIso(),
  };
  await insertNotification(executor, row);
  await app.jobs.enqueue(executor, PUSH_NOTIFICATION_JOB, { notificationId: row.id });
  return toNotificationDto(row, 'en');
}

/** `language`: the reader's (notifications.routes: Accept-Language, else the user's stored language). */
export async function listNotifications(
  app: FastifyInstance,
  userId: string,
  page: number,
  perPage: number,
  language: Language,
): Promise<NotificationListResponse> {
  const { rows, total } = await findUserNotifications(app.db, userId, offsetWindow(page, perPage));
  const unread = await countUnreadNotifications(app.db, userId);
  return {
    data: rows.map((row) => toNotificationDto(row, language)),
    meta: { ...pageMeta(page, perPage, total), unread },
  };
}

/** Another user's notification is "not found", exactly like a missing one. */
export async function readNotification(
  app: FastifyInstance,
  userId: string,
  id: string,
  language: Language,
): Promise<AppNotification> {
  await markNotificationRead(app.db, userId, id, nowIso());
  const row = await findUserNotification(app.db, userId, id);
  if (!row) throw notFound('The notification');
  return toNotificationDto(row, language);
}

export async function readAllNotifications(
  app: FastifyInstance,
  userId: string,
): Promise<NotificationsReadAllResponse> {
  const marked = await markAllNotificationsRead(app.db, userId, nowIso());
  return { marked, unread: await countUnreadNotifications(app.db, userId) };
}

/**
 * The menu counters of spec section 3. `pending` is the unread notifications for now; the applications and
 * CV-actions issues add the seeker's and provider's pending items. `disburse` is 0 until payments exist.
 */
export async function navigationTags(app: FastifyInstance, userId: string): Promise<NavigationTags> {
  return { pending: await countUnreadNotifications(app.db, userId), disburse: 0 };
}
