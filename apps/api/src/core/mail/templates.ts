import { LANGUAGES, type Language } from '@hireway/shared';
import { z } from 'zod';

import { EMAIL_COPY } from './templates.copy';

/* Transactional e-mails: one zod schema of params per template, copy in every language, one layout. */

const nameParam = z.string().max(200);
const linkParam = z.url({ protocol: /^https?$/ }).max(2048);
const codeParam = z.string().regex(/^[A-Za-z0-9-]{4,32}$/, 'must be 4–32 letters, digits or dashes');
/** Counts arrive as numbers or digit strings (callers often pass String(n)); templates get numbers. */
const countParam = (max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/, 'must be a whole number')])
    .transform(Number)
    .pipe(z.number().int().min(0).max(max));

export const emailTemplateParamSchemas = {
  'confirm-email': z.object({ name: nameParam, link: linkParam }),
  'password-reset': z.object({ name: nameParam, link: linkParam, minutes: countParam(7 * 24 * 60) }),
  'password-changed': z.object({ name: nameParam }),
  'mfa-otp': z.object({ name: nameParam, code: codeParam, minutes: countParam(24 * 60) }),
  'mfa-deactivate-code': z.object({ name: nameParam, code: codeParam, minutes: countParam(24 * 60) }),
  'mfa-failed-attempts': z.object({ name: nameParam }),
  'recovery-code-used': z.object({ name: nameParam, remaining: countParam(1000) }),
  'account-exists': z.object({ name: nameParam, loginLink: linkParam, resetLink: linkParam }),
  // Security notices (ASVS 6.3.7): sent whatever the user's notification settings say.
  'mfa-enabled': z.object({ name: nameParam }),
  'mfa-disabled': z.object({ name: nameParam }),
  /** An admin turned it off for a user who lost their device. */
  'mfa-reset': z.object({ name: nameParam }),
  'account-suspended': z.object({ name: nameParam }),
  /** To the old address: the account's address changed, with a single-use link that restores it. */
  'email-changed': z.object({
    name: nameParam,
    newEmail: z.email().max(254),
    time: z.iso.datetime(),
    undoLink: linkParam,
    days: countParam(365),
  }),
  /** A completed sign-in from a device the account had not used (ADR 0029); empty strings for what is unknown. */
  'new-device-sign-in': z.object({
    name: nameParam,
    time: z.iso.datetime(),
    browser: z.string().max(100),
    system: z.string().max(100),
    ip: z.union([z.ipv4(), z.ipv6(), z.literal('')]),
    passwordLink: linkParam,
    securityLink: linkParam,
  }),
  'payment-receipt': z.object({
    name: nameParam,
    amount: z.string().min(1).max(40),
    reference: z.string().regex(/^HW-[A-Za-z0-9_-]{10,64}$/),
  }),
  'provider-approved': z.object({ name: nameParam, company: z.string().min(1).max(160), link: linkParam }),
  // Support (modules/admin-support): support answered a ticket.
  'support-reply': z.object({ name: nameParam, subject: z.string().min(1).max(200), link: linkParam }),
  'provider-declined': z.object({
    name: nameParam,
    company: z.string().min(1).max(160),
    reason: z.string().min(1).max(1000),
    link: linkParam,
  }),
  // Hiring (modules/hiring: applications, candidates, CV actions, employments): dates are yyyy-MM-dd.
  'application-accepted': z.object({
    name: nameParam,
    jobTitle: z.string().min(1).max(160),
    company: z.string().min(1).max(200),
    link: linkParam,
  }),
  'application-rejected': z.object({
    name: nameParam,
    jobTitle: z.string().min(1).max(160),
    company: z.string().min(1).max(200),
    reason: z.string().min(1).max(1000),
    link: linkParam,
  }),
  'interview-invitation': z.object({
    name: nameParam,
    company: z.string().min(1).max(200),
    date: z.iso.date(),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    timezone: z.string().min(1).max(64),
    link: linkParam,
  }),
  'documents-requested': z.object({
    name: nameParam,
    company: z.string().min(1).max(200),
    documents: z.string().min(1).max(2000),
    link: linkParam,
  }),
  'employment-started': z.object({
    name: nameParam,
    company: z.string().min(1).max(200),
    position: z.string().min(1).max(150),
    startDate: z.iso.date(),
    link: linkParam,
  }),
  'employment-terminated': z.object({
    name: nameParam,
    company: z.string().min(1).max(200),
    position: z.string().min(1).max(150),
    date: z.iso.date(),
    reason: z.string().min(1).max(1000),
    link: linkParam,
  }),
} as const;

type Schemas = typeof emailTemplateParamSchemas;
export type EmailTemplate = keyof Schemas;
export const EMAIL_TEMPLATES = Object.keys(emailTemplateParamSchemas) as EmailTemplate[];
/** What callers pass (counts may be digit strings). */
export type EmailTemplateParamsInput = { [K in EmailTemplate]: z.input<Schemas[K]> };
/** What the copy receives. */
export type EmailTemplateParams = { [K in EmailTemplate]: z.output<Schemas[K]> };

export interface EmailAction {
  label: string;
  url: string;
}

/** The parts of one e-mail in one language: plain text, the layout adds markup and escaping. */
export interface EmailCopy {
  subject: string;
  /** The preview line mail clients show next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. Never put it in the subject or the preheader. */
  code?: string;
  /** The first is a button; the others are plain links. */
  actions?: EmailAction[];
  after?: string[];
}

export type EmailCopyBook = { [K in EmailTemplate]: Record<Language, (params: EmailTemplateParams[K]) => EmailCopy> };

/** Words every e-mail shares, per language. */
export interface EmailChrome {
  greeting: (name: string) => string;
  linkFallback: string;
  signOff: string;
  footer: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const BRAND = 'Hireway';
const COLOR = { text: '#1f2933', muted: '#52606d', brand: '#1864ab', page: '#f4f5f7', card: '#ffffff' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function renderText(copy: EmailCopy, chrome: EmailChrome, name: string): string {
  const blocks = [copy.heading, chrome.greeting(name), ...copy.paragraphs];
  if (copy.code) blocks.push(copy.code);
  // The label above its address, with no punctuation to translate.
  for (const action of copy.actions ?? []) blocks.push(`${action.label}\n${action.url}`);
  blocks.push(...(copy.after ?? []), chrome.signOff, `--\n${chrome.footer}`);
  return `${blocks.join('\n\n')}\n`;
}

function renderHtml(copy: EmailCopy, chrome: EmailChrome, name: string, language: Language): string {
  const p = (text: string, style = 'margin:0 0 16px;') => `<p style="${style}">${escapeHtml(text)}</p>`;
  const link = (action: EmailAction, style: string) =>
    `<a href="${escapeHtml(action.url)}" style="${style}">${escapeHtml(action.label)}</a>`;
  const [primary, ...others] = copy.actions ?? [];
  const body: string[] = [
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLOR.text};">${escapeHtml(copy.heading)}</h1>`,
    p(chrome.greeting(name)),
    ...copy.paragraphs.map((text) => p(text)),
  ];
  if (copy.code) {
    body.push(
      p(
        copy.code,
        `margin:0 0 16px;font-family:'SFMono-Regular', Consolas, monospace;font-size:28px;font-weight:700;letter-spacing:6px;color:${COLOR.text};`,
      ),
    );
  }
  if (primary) {
    body.push(
      `<p style="margin:24px 0;">${link(primary, `display:inline-block;padding:12px 24px;border-radius:6px;background-color:${COLOR.brand};color:#ffffff;font-weight:600;text-decoration:none;`)}</p>`,
      `<p style="margin:0 0 16px;font-size:14px;color:${COLOR.muted};">${escapeHtml(chrome.linkFallback)}<br>${link({ label: primary.url, url: primary.url }, `color:${COLOR.brand};word-break:break-all;`)}</p>`,
    );
  }
  for (const action of others) body.push(`<p style="margin:0 0 16px;">${link(action, `color:${COLOR.brand};`)}</p>`);
  body.push(...(copy.after ?? []).map((text) => p(text)), p(chrome.signOff, 'margin:24px 0 0;'));

  return [
    '<!doctype html>',
    `<html lang="${language}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(copy.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${COLOR.page};">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(copy.preheader)}</div>`,
    `<div role="article" aria-roledescription="email" aria-label="${escapeHtml(copy.subject)}" lang="${language}" style="max-width:560px;margin:0 auto;padding:32px 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:${COLOR.text};">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:${COLOR.brand};">${BRAND}</p>`,
    `<div style="padding:32px 24px;border-radius:8px;background-color:${COLOR.card};">`,
    ...body,
    '</div>',
    p(chrome.footer, `margin:24px 0 0;font-size:13px;color:${COLOR.muted};`),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * Renders one template in one language. Params are validated (a bad link or code throws); every value is
 * HTML-escaped in the HTML part. Unknown languages fall back to English.
 */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  language: Language,
  params: EmailTemplateParamsInput[T],
): RenderedEmail {
  const lang: Language = (LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  const parsed = emailTemplateParamSchemas[template].parse(params) as EmailTemplateParams[T];
  const copy = EMAIL_COPY.templates[template][lang](parsed);
  const chrome = EMAIL_COPY.chrome[lang];
  return {
    subject: copy.subject,
    text: renderText(copy, chrome, parsed.name),
    html: renderHtml(copy, chrome, parsed.name, lang),
  };
}
