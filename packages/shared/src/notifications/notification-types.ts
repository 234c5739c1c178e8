import { z } from 'zod';

import { LANGUAGES, type Language } from '../auth/auth.schemas';
import { CV_ACTION_SUBJECTS, type CvActionSubject } from '../hiring/hiring-states';
import { messages as de } from './messages/de';
import { messages as en } from './messages/en';
import { messages as fr } from './messages/fr';
import { messages as pt } from './messages/pt';

/*
 * Notifications are stored as a type and its parameters and put into words when they are read, in the reader's
 * language (docs/decisions/0022). This file is the one catalogue: the parameters each type carries and its
 * words in every language, with i18next's `{{name}}` placeholders. The API renders them for the list's
 * `title`/`body` and the web renders the same words through i18next (namespace `notification-types`).
 */

/** Free text a notification quotes (a name, a job title): bounded, never markup (clients render text). */
const text = (max: number) => z.string().min(1).max(max);
const isoDate = z.iso.date();
const subject = z.enum(CV_ACTION_SUBJECTS);

export const notificationParamSchemas = {
  'application.submitted': z.strictObject({ seeker: text(200), job_title: text(200) }),
  'application.cancelled': z.strictObject({ seeker: text(200), job_title: text(200) }),
  'application.accepted': z.strictObject({ company: text(200), job_title: text(200) }),
  'application.rejected': z.strictObject({ company: text(200), job_title: text(200) }),
  /** What an interview or a document request asks for travels with it; a shortlist carries only the company. */
  'cv-action.requested': z.strictObject({
    company: text(200),
    subject,
    date: isoDate.optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
    timezone: text(64).optional(),
    documents: text(2000).optional(),
  }),
  'cv-action.cancelled': z.strictObject({ company: text(200), subject }),
  'cv-action.declined': z.strictObject({ company: text(200), subject }),
  'cv-action.responded': z.strictObject({ seeker: text(200), subject }),
  'employment.started': z.strictObject({ company: text(200), position: text(150), start_date: isoDate }),
  'employment.resignation-requested': z.strictObject({ seeker: text(200), position: text(150) }),
  'employment.resigned': z.strictObject({ company: text(200), position: text(150) }),
  'employment.terminated': z.strictObject({ company: text(200), position: text(150), date: isoDate }),
  'support.reply': z.strictObject({ ticket_subject: text(200) }),
  'verification.approved': z.strictObject({ company: text(200) }),
  'verification.declined': z.strictObject({ reason: text(1000) }),
} as const;

type ParamSchemas = typeof notificationParamSchemas;
export type NotificationType = keyof ParamSchemas;
export type NotificationParams<T extends NotificationType = NotificationType> = z.infer<ParamSchemas[T]>;
export const NOTIFICATION_TYPES = Object.keys(notificationParamSchemas) as NotificationType[];

export const isNotificationType = (value: unknown): value is NotificationType =>
  typeof value === 'string' && Object.hasOwn(notificationParamSchemas, value);

export { NOTIFICATION_NAMESPACE, notificationResources } from './notification-resources';

/** The words of one type; a `_<subject>` variant (i18next's context) wins over the plain one when it exists. */
export type NotificationMessage = { title: string; body: string } & Partial<
  Record<`${'title' | 'body'}_${CvActionSubject}`, string>
>;
export type NotificationMessageBook = Record<NotificationType, NotificationMessage>;

/** The types whose words depend on the CV action's subject (the i18next context). */
export const notificationContext = (type: string, params: Record<string, unknown>): string | undefined =>
  type.startsWith('cv-action.') && typeof params.subject === 'string' ? params.subject : undefined;

export const NOTIFICATION_MESSAGES: Readonly<Record<Language, NotificationMessageBook>> = { en, de, fr, pt };

/** `{{name}}` → the parameter, as i18next does with escaping off (clients render text, never markup). */
export const interpolate = (template: string, params: Record<string, unknown>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });

export interface NotificationText {
  title: string;
  body: string;
}

/**
 * The words of a notification in `language`, or null when the type is not in the catalogue or its parameters
 * do not fit it (a row stored before types had parameters: its stored text is the fallback).
 */
export function renderNotification(language: Language, type: string, params: unknown): NotificationText | null {
  if (!isNotificationType(type)) return null;
  const parsed = notificationParamSchemas[type].safeParse(params);
  if (!parsed.success) return null;
  const values = parsed.data as Record<string, unknown>;
  const lang: Language = (LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  const message = NOTIFICATION_MESSAGES[lang][type] as Record<string, string | undefined>;
  const context = notificationContext(type, values);
  const pick = (part: 'title' | 'body') =>
    (context === undefined ? undefined : message[`${part}_${context}`]) ?? message[part] ?? '';
  return { title: interpolate(pick('title'), values), body: interpolate(pick('body'), values) };
}
