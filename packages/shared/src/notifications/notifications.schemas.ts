import { z } from 'zod';

import { paginationMetaSchema, paginationQuerySchema } from '../api/envelope';

/** In-app notifications: stored per user and pushed on the user's Socket.IO room. */

/** Dotted lower-case names: `ticket.answered`, `application.accepted`, `verification.approved`. */
export const NOTIFICATION_TYPE_PATTERN = /^[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)*$/;

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 500;

/** An in-app path (`/job-seeker/track`): a single leading slash, so it can never point at another site. */
export const appPathSchema = z
  .string()
  .max(NOTIFICATION_LINK_MAX)
  .regex(/^\/(?![/\\])[^\s]*$/, 'Must be an app path starting with a single /');

export const notificationTypeSchema = z.string().min(1).max(64).regex(NOTIFICATION_TYPE_PATTERN);

/** A notification's parameters (the catalogue in notification-types.ts says which each type carries). */
const paramsSchema = z.record(z.string(), z.unknown()).nullable();

/**
 * `type` and `params` are the notification; `title` and `body` are its words in the reader's language, rendered
 * by the API (the user's language: Accept-Language, else the stored one). A row stored before notifications had
 * parameters has `params: null` and its stored text.
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  params: paramsSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
/** Named so it never shadows the DOM's global `Notification`. */
export type AppNotification = z.infer<typeof notificationSchema>;

/** What the `notification` socket event carries: small, the client refetches the list for the rest. */
// Title and body are in the recipient's stored language; the web renders type and params in the language on screen.
export const notificationPushSchema = notificationSchema.pick({
  id: true,
  type: true,
  params: true,
  title: true,
  body: true,
  link: true,
  created_at: true,
});
export type NotificationPush = z.infer<typeof notificationPushSchema>;

export const notificationListQuerySchema = z.strictObject({ ...paginationQuerySchema.shape });

/** GET /auth/notifications: newest first; `meta.unread` counts every unread notification of the user. */
export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: paginationMetaSchema.extend({ unread: z.number().int().min(0) }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a notification id' }) });

/** POST /auth/notifications/read-all */
export const notificationsReadAllResponseSchema = z.object({
  /** How many were marked read by this call. */
  marked: z.number().int().min(0),
  unread: z.number().int().min(0),
});
export type NotificationsReadAllResponse = z.infer<typeof notificationsReadAllResponseSchema>;

/**
 * GET /auth/navigation-tags: the menu counters of spec section 3. `pending` counts unread notifications for now
 * (later: pending applications and CV actions); `disburse` stays 0 until payments exist.
 */
export const navigationTagsSchema = z.object({
  pending: z.number().int().min(0),
  disburse: z.number().int().min(0),
});
export type NavigationTags = z.infer<typeof navigationTagsSchema>;
