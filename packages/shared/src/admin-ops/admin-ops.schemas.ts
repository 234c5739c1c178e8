import { z } from 'zod';

import { multiLineRule } from '../text/plain-text';

import { cursorQuerySchema, keysetEnvelope, pageEnvelope, paginationQuerySchema } from '../api/envelope';
import { LANGUAGES } from '../auth/auth.schemas';
import { BLOG_COMMENT_STATUSES, BLOG_STATUSES, blogTagSchema } from '../content/content.schemas';
import { PAYMENT_STATUSES_LEDGER, paymentSchema } from '../payments/payments.schemas';
import { REFERENCE_LISTS } from '../reference/reference.schemas';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_TICKET_STATUSES,
  supportTicketDetailSchema,
  supportTicketReplyRequestSchema,
} from '../support/support.schemas';
import { UPLOAD_RULES } from '../uploads/upload-rules';

/**
 * The operations side of the admin console (issue 6, part B): content, support, payments, logs and reference
 * data. Every route is under /admin, admin only, and every change is written to the audit log.
 */

const text = (min: number, max: number, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...multiLineRule);

/** An empty query value means "no filter". */
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(max)
      .refine(...multiLineRule)
      .optional(),
  );
const optionalDate = z.preprocess(emptyToUndefined, z.iso.date({ error: 'Use a date like 2026-11-22' }).optional());

/** `from` and `to` are whole days (UTC), both included. */
const dateRange = {
  from: optionalDate,
  to: optionalDate,
};
const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const RANGE_MESSAGE = { message: 'The start date must not be after the end date', path: ['to'] };

export const adminIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not an id' }) });

/** Who did something, as the console shows it. */
export const adminUserRefSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
export type AdminUserRef = z.infer<typeof adminUserRefSchema>;

// ---- Support -------------------------------------------------------------------------------------

export const adminTicketListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: z.preprocess(emptyToUndefined, z.enum(SUPPORT_TICKET_STATUSES).optional()),
});
export type AdminTicketListQuery = z.input<typeof adminTicketListQuerySchema>;

export const adminTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: z.string(),
  last_activity_at: z.string(),
  user: adminUserRefSchema,
});
export type AdminTicket = z.infer<typeof adminTicketSchema>;
export const adminTicketListResponseSchema = pageEnvelope(adminTicketSchema);
export type AdminTicketListResponse = z.infer<typeof adminTicketListResponseSchema>;

/** The thread as support sees it, with its owner; attachments download through the admin route. */
export const adminTicketDetailSchema = supportTicketDetailSchema.extend({ user: adminUserRefSchema });
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

export const adminAttachmentParamsSchema = z.strictObject({
  ticketId: z.uuid({ error: 'Not a ticket id' }),
  attachmentId: z.uuid({ error: 'Not an attachment id' }),
});

/** POST /admin/support-tickets/{id}/reply: the same rules as a user's message. */
export const adminTicketReplyRequestSchema = supportTicketReplyRequestSchema;
export type AdminTicketReplyRequest = z.input<typeof adminTicketReplyRequestSchema>;

// ---- Payments ------------------------------------------------------------------------------------

const paymentFilters = {
  status: z.preprocess(emptyToUndefined, z.enum(PAYMENT_STATUSES_LEDGER).optional()),
  /** Part of the payer's e-mail or the payment reference. */
  user: optionalText(200),
  ...dateRange,
};
export const adminPaymentListQuerySchema = z
  .strictObject({ ...paginationQuerySchema.shape, ...paymentFilters })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type AdminPaymentListQuery = z.input<typeof adminPaymentListQuerySchema>;
export const adminPaymentExportQuerySchema = z.strictObject(paymentFilters).refine(rangeInOrder, RANGE_MESSAGE);
export type AdminPaymentExportQuery = z.input<typeof adminPaymentExportQuerySchema>;

/** A payment of the ledger: the payer's own payment and who paid it. */
export const adminPaymentSchema = paymentSchema.extend({ user: adminUserRefSchema });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListResponseSchema = pageEnvelope(adminPaymentSchema);
export type AdminPaymentListResponse = z.infer<typeof adminPaymentListResponseSchema>;

/** Rows at most in one CSV export; narrow the filters beyond that. */
export const PAYMENT_EXPORT_MAX_ROWS = 50_000;

// ---- Logs ----------------------------------------------------------------------------------------

export const adminAuditLogQuerySchema = z
  .strictObject({
    ...paginationQuerySchema.shape,
    ...cursorQuerySchema.shape,
    /** Part of the actor's e-mail. */
    user: optionalText(200),
    /** Start of the action, e.g. `settings` or `blog.publish`. */
    action: optionalText(100),
    ...dateRange,
  })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type AdminAuditLogQuery = z.input<typeof adminAuditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.string(),
  actor: adminUserRefSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
/** Newest first; the count stops at COUNT_CAP (meta.total_is_lower_bound), deep pages by cursor. */
export const adminAuditLogResponseSchema = keysetEnvelope(auditLogEntrySchema);
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponseSchema>;

export const adminAccessLogQuerySchema = z
  .strictObject({
    ...paginationQuerySchema.shape,
    ...cursorQuerySchema.shape,
    /** Part of the user's e-mail. */
    user: optionalText(200),
    /** Start of the page's route, e.g. `/provider`. */
    route: optionalText(200),
    ...dateRange,
  })
  .refine(rangeInOrder, RANGE_MESSAGE);
export type AdminAccessLogQuery = z.input<typeof adminAccessLogQuerySchema>;

export const accessLogEntrySchema = z.object({
  id: z.string(),
  user: adminUserRefSchema.nullable(),
  route: z.string(),
  comment: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;
/** Newest first; the count stops at COUNT_CAP (meta.total_is_lower_bound), deep pages by cursor. */
export const adminAccessLogResponseSchema = keysetEnvelope(accessLogEntrySchema);
export type AdminAccessLogResponse = z.infer<typeof adminAccessLogResponseSchema>;

// ---- Reference data ------------------------------------------------------------------------------

export const adminReferenceListParamsSchema = z.strictObject({
  list: z.enum(REFERENCE_LISTS, { error: 'Not a reference list' }),
});
export const adminReferenceItemParamsSchema = adminReferenceListParamsSchema.extend({
  id: z.uuid({ error: 'Not an id' }),
});

export const adminReferenceItemSchema = z.object({
  id: z.string(),
  list: z.enum(REFERENCE_LISTS),
  slug: z.string(),
  name: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminReferenceItem = z.infer<typeof adminReferenceItemSchema>;

export const adminReferenceCreateRequestSchema = z.strictObject({ name: text(2, 120, 'The name') });
export type AdminReferenceCreateRequest = z.input<typeof adminReferenceCreateRequestSchema>;
export const adminReferenceUpdateRequestSchema = z
  .strictObject({
    name: text(2, 120, 'The name'),
    active: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Send a name or an active flag' });
export type AdminReferenceUpdateRequest = z.input<typeof adminReferenceUpdateRequestSchema>;

// ---- Content -------------------------------------------------------------------------------------

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_COVER_TYPES = UPLOAD_RULES.blogCover.types;
export const BLOG_COVER_MAX_BYTES = UPLOAD_RULES.blogCover.maxBytes;

export const adminBlogListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: z.preprocess(emptyToUndefined, z.enum(BLOG_STATUSES).optional()),
});

export const adminBlogSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body_markdown: z.string(),
  cover_image_url: z.string().nullable(),
  tags: z.array(z.string()),
  author_name: z.string(),
  status: z.enum(BLOG_STATUSES),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;
export const adminBlogListResponseSchema = pageEnvelope(adminBlogSchema);
export type AdminBlogListResponse = z.infer<typeof adminBlogListResponseSchema>;

export const adminBlogRequestSchema = z.strictObject({
  title: text(3, 160, 'The title'),
  slug: z
    .string({ error: 'The slug is required' })
    .trim()
    .min(3, 'The slug must be at least 3 characters')
    .max(160, 'The slug must be at most 160 characters')
    .regex(BLOG_SLUG_PATTERN, 'Use lower-case letters, digits and dashes'),
  excerpt: text(10, 300, 'The excerpt'),
  body_markdown: text(20, 50_000, 'The article'),
  tags: z.array(blogTagSchema).max(10, 'At most 10 tags').default([]),
  author_name: text(2, 120, 'The author'),
});
export type AdminBlogRequest = z.input<typeof adminBlogRequestSchema>;

export const adminCommentListQuerySchema = z.strictObject({
  ...paginationQuerySchema.shape,
  status: z.preprocess(emptyToUndefined, z.enum(BLOG_COMMENT_STATUSES).optional()),
});
export const adminCommentSchema = z.object({
  id: z.string(),
  body: z.string(),
  status: z.enum(BLOG_COMMENT_STATUSES),
  created_at: z.string(),
  blog: z.object({ id: z.string(), slug: z.string(), title: z.string() }),
  user: adminUserRefSchema,
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
export const adminCommentListResponseSchema = pageEnvelope(adminCommentSchema);
export type AdminCommentListResponse = z.infer<typeof adminCommentListResponseSchema>;
export const adminCommentStatusRequestSchema = z.strictObject({
  status: z.enum(BLOG_COMMENT_STATUSES, { error: 'Choose visible or hidden' }),
});

export const adminFaqQuerySchema = z.strictObject({
  lang: z.enum(LANGUAGES, { error: 'Choose one of en, de, fr, pt' }).default('en'),
});
export const FAQ_CATEGORY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const adminFaqRequestSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'Choose one of en, de, fr, pt' }),
  category: z
    .string({ error: 'The category is required' })
    .trim()
    .min(2, 'The category must be at least 2 characters')
    .max(40, 'The category must be at most 40 characters')
    .regex(FAQ_CATEGORY_PATTERN, 'Use lower-case letters, digits and dashes'),
  question: text(5, 300, 'The question'),
  answer: text(5, 5000, 'The answer'),
});
export type AdminFaqRequest = z.input<typeof adminFaqRequestSchema>;
export const adminFaqOrderRequestSchema = z.strictObject({
  language: z.enum(LANGUAGES, { error: 'Choose one of en, de, fr, pt' }),
  ids: z
    .array(z.uuid({ error: 'Not an id' }))
    .min(1, 'Send the FAQs in their new order')
    .max(500),
});
export type AdminFaqOrderRequest = z.input<typeof adminFaqOrderRequestSchema>;
