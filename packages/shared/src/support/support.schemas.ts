import { z } from 'zod';

import { multiLineRule } from '../text/plain-text';

import { pageEnvelope, paginationQuerySchema } from '../api/envelope';
import { UPLOAD_RULES } from '../uploads/upload-rules';

/** Support tickets of seekers and providers: a thread of messages between the user and support staff. */

/** open: waiting for support; answered: support replied (a user reply reopens it); closed: finished. */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const SUPPORT_CATEGORIES = ['account', 'payments', 'jobs', 'technical', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];

/** The multipart file fields of a ticket or a reply: one file per field. */
export const SUPPORT_ATTACHMENT_FIELDS = ['attachment_1', 'attachment_2', 'attachment_3'] as const;
export const SUPPORT_ATTACHMENT_TYPES = UPLOAD_RULES.supportAttachment.types;
export const SUPPORT_ATTACHMENT_MAX_BYTES = UPLOAD_RULES.supportAttachment.maxBytes;

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;

const messageField = z
  .string({ error: 'Describe your request' })
  .trim()
  .min(SUPPORT_MESSAGE_MIN, `The message must be at least ${SUPPORT_MESSAGE_MIN} characters`)
  .max(SUPPORT_MESSAGE_MAX, `The message must be at most ${SUPPORT_MESSAGE_MAX} characters`)
  .refine(...multiLineRule);

/** POST /auth/support-tickets (JSON, or multipart with attachment_1..attachment_3). */
export const supportTicketCreateRequestSchema = z.strictObject({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(SUPPORT_SUBJECT_MIN, `The subject must be at least ${SUPPORT_SUBJECT_MIN} characters`)
    .max(SUPPORT_SUBJECT_MAX, `The subject must be at most ${SUPPORT_SUBJECT_MAX} characters`)
    .refine(...multiLineRule),
  category: z.enum(SUPPORT_CATEGORIES, { error: 'Choose a category' }),
  message: messageField,
});
export type SupportTicketCreateRequest = z.input<typeof supportTicketCreateRequestSchema>;

/** POST /auth/support-tickets/{id}/reply (JSON, or multipart with attachments). */
export const supportTicketReplyRequestSchema = z.strictObject({ message: messageField });
export type SupportTicketReplyRequest = z.input<typeof supportTicketReplyRequestSchema>;

export const supportTicketListQuerySchema = z.strictObject({ ...paginationQuerySchema.shape });

export const supportTicketParamsSchema = z.strictObject({ id: z.uuid({ error: 'Not a ticket id' }) });
export const supportAttachmentParamsSchema = z.strictObject({
  ticketId: z.uuid({ error: 'Not a ticket id' }),
  attachmentId: z.uuid({ error: 'Not an attachment id' }),
});

/** A ticket in the list. */
export const supportTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: z.string(),
  /** The last message (from either side). */
  last_activity_at: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportAttachmentSchema = z.object({
  id: z.string(),
  /** The name the file was uploaded with, for display only (the file is stored under a random name). */
  filename: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** API path that streams the file to the ticket's owner. */
  download_url: z.string(),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

export const SUPPORT_AUTHOR_ROLES = ['user', 'support'] as const;
export type SupportAuthorRole = (typeof SUPPORT_AUTHOR_ROLES)[number];

/** A message of the thread; text is plain text and must be rendered as text, never as HTML. */
export const supportMessageSchema = z.object({
  id: z.string(),
  author_role: z.enum(SUPPORT_AUTHOR_ROLES),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(supportAttachmentSchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** GET /auth/support-tickets/{id}: the ticket and its thread, oldest message first. */
export const supportTicketDetailSchema = supportTicketSchema.extend({
  messages: z.array(supportMessageSchema),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

export const supportTicketListResponseSchema = pageEnvelope(supportTicketSchema);
export type SupportTicketListResponse = z.infer<typeof supportTicketListResponseSchema>;
