import type { SupportAttachment, SupportMessage, SupportTicket, SupportTicketDetail } from '@hireway/shared';

import { fromFlag } from '../../db/database';
import type { SupportAttachmentRow, SupportMessageRow, SupportTicketRow } from '../../db/schema';
import { displayFilename } from '../../core/storage';

export const attachmentDownloadUrl = (ticketId: string, attachmentId: string): string =>
  `/api/v1/auth/support-tickets/${ticketId}/attachments/${attachmentId}`;

/** A ticket's own fields; the admin inbox adds its owner. */
export const toTicketDto = (
  row: Pick<SupportTicketRow, 'id' | 'subject' | 'category' | 'status' | 'created_at' | 'last_activity_at'>,
): SupportTicket => ({
  id: row.id,
  subject: row.subject,
  category: row.category,
  status: row.status,
  created_at: row.created_at,
  last_activity_at: row.last_activity_at,
});

export const toAttachmentDto = (row: SupportAttachmentRow): SupportAttachment => ({
  id: row.id,
  filename: displayFilename(row.original_name, row.content_type),
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  download_url: attachmentDownloadUrl(row.ticket_id, row.id),
});

/** Who wrote a message is told only as a role: staff names and the owner's details never travel with it. */
export const toMessageDto = (row: SupportMessageRow, attachments: readonly SupportAttachmentRow[]): SupportMessage => ({
  id: row.id,
  author_role: fromFlag(row.is_staff) ? 'support' : 'user',
  body: row.body,
  created_at: row.created_at,
  attachments: attachments.filter((attachment) => attachment.message_id === row.id).map(toAttachmentDto),
});

export const toTicketDetailDto = (
  ticket: SupportTicketRow,
  messages: readonly SupportMessageRow[],
  attachments: readonly SupportAttachmentRow[],
): SupportTicketDetail => ({
  ...toTicketDto(ticket),
  messages: messages.map((message) => toMessageDto(message, attachments)),
});
