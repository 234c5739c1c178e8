import { randomUUID } from 'node:crypto';

import type {
  SupportTicketDetail,
  SupportTicketListResponse,
  SupportTicketStatus,
  supportTicketCreateRequestSchema,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { offsetWindow, pageMeta } from '../../db/paging';
import { AppError, notFound } from '../../core/errors';
import { type FileDownload, openFoundFile, type StoredUpload, withStoredUploads } from '../../core/storage';
import { type Executor, nowIso } from '../../db/database';
import type { SupportAttachmentRow, SupportTicketRow, UserRow } from '../../db/schema';
import type { UploadedFile } from '../../plugins/multipart';
import { spendQuota } from '../../plugins/rate-limit';
import type { SupportLimiters } from './support.limits';
import { toTicketDetailDto, toTicketDto } from './support.presenter';
import {
  findTicketAttachments,
  findTicketMessages,
  findUserAttachment,
  findUserTicket,
  findUserTickets,
  insertAttachments,
  insertMessage,
  insertTicket,
  updateTicket,
} from './support.repository';

type CreateTicketInput = z.output<typeof supportTicketCreateRequestSchema>;

const ticketNotFound = () => notFound('The support ticket');

/** One message on a ticket, by its owner or by support (`staff`); answers its id. */
async function writeMessage(
  trx: Executor,
  ticketId: string,
  authorId: string,
  staff: boolean,
  body: string,
  now: string,
): Promise<string> {
  const messageId = randomUUID();
  await insertMessage(trx, {
    id: messageId,
    ticket_id: ticketId,
    author_user_id: authorId,
    is_staff: staff ? 1 : 0,
    body,
    created_at: now,
  });
  return messageId;
}

/** The user's message with its files, written with the caller's transaction. */
async function addUserMessage(
  trx: Executor,
  ticketId: string,
  userId: string,
  body: string,
  files: readonly StoredUpload[],
  now: string,
): Promise<void> {
  const messageId = await writeMessage(trx, ticketId, userId, false, body, now);
  await insertAttachments(
    trx,
    files.map((file): SupportAttachmentRow => ({
      id: randomUUID(),
      ticket_id: ticketId,
      message_id: messageId,
      storage_name: file.storageName,
      original_name: file.originalName,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      created_at: now,
    })),
  );
}

/** Attachments under the `tickets` area; written before the rows and removed if the transaction fails. */
const withStoredFiles = <T>(
  app: FastifyInstance,
  uploads: readonly UploadedFile[],
  write: (files: StoredUpload[]) => Promise<T>,
): Promise<T> =>
  withStoredUploads(
    app.storage,
    uploads.map((file) => ({ area: 'tickets' as const, file, fallbackName: 'attachment' })),
    write,
  );

export async function createTicket(
  app: FastifyInstance,
  limiters: SupportLimiters,
  user: UserRow,
  input: CreateTicketInput,
  uploads: readonly UploadedFile[],
): Promise<SupportTicketDetail> {
  const ticketId = randomUUID();
  await spendQuota(limiters.ticketsPerHour, user.id, () =>
    withStoredFiles(app, uploads, (files) =>
      app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        await insertTicket(trx, {
          id: ticketId,
          user_id: user.id,
          subject: input.subject,
          category: input.category,
          status: 'open',
          last_activity_at: now,
          created_at: now,
          updated_at: now,
        });
        await addUserMessage(trx, ticketId, user.id, input.message, files, now);
      }),
    ),
  );
  return getTicket(app, user.id, ticketId);
}

/** The owner adds a message: an answered ticket opens again; a closed one takes no more messages. */
export async function replyToTicket(
  app: FastifyInstance,
  limiters: SupportLimiters,
  user: UserRow,
  ticketId: string,
  message: string,
  uploads: readonly UploadedFile[],
): Promise<SupportTicketDetail> {
  const ticket = await findUserTicket(app.db, user.id, ticketId);
  if (!ticket) throw ticketNotFound();
  if (ticket.status === 'closed') {
    throw new AppError('invalid_transition', 'This ticket is closed. Please open a new ticket.');
  }
  await spendQuota(limiters.repliesPerHour, user.id, () =>
    withStoredFiles(app, uploads, (files) =>
      app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        await addUserMessage(trx, ticket.id, user.id, message, files, now);
        await updateTicket(trx, ticket.id, { status: 'open', last_activity_at: now, updated_at: now });
      }),
    ),
  );
  return getTicket(app, user.id, ticket.id);
}

export async function listTickets(
  app: FastifyInstance,
  userId: string,
  page: number,
  perPage: number,
): Promise<SupportTicketListResponse> {
  const { rows, total } = await findUserTickets(app.db, userId, offsetWindow(page, perPage));
  return { data: rows.map(toTicketDto), meta: pageMeta(page, perPage, total) };
}

export async function getTicket(app: FastifyInstance, userId: string, ticketId: string): Promise<SupportTicketDetail> {
  const ticket = await findUserTicket(app.db, userId, ticketId);
  if (!ticket) throw ticketNotFound();
  return ticketThread(app.db, ticket);
}

/** A ticket with its messages and their files, as its owner and the support inbox both read it. */
export async function ticketThread(db: Executor, ticket: SupportTicketRow): Promise<SupportTicketDetail> {
  const [messages, attachments] = await Promise.all([
    findTicketMessages(db, ticket.id),
    findTicketAttachments(db, ticket.id),
  ]);
  return toTicketDetailDto(ticket, messages, attachments);
}

/** Support's answer on a ticket: the staff message, and the ticket `answered` (in the caller's transaction). */
export async function addStaffReply(trx: Executor, ticketId: string, adminId: string, body: string, now: string) {
  const messageId = await writeMessage(trx, ticketId, adminId, true, body, now);
  await updateTicket(trx, ticketId, { status: 'answered', last_activity_at: now, updated_at: now });
  return messageId;
}

/** A ticket closed or reopened by support: only its status and time of change move. */
export const setTicketStatus = (trx: Executor, ticketId: string, status: SupportTicketStatus, now: string) =>
  updateTicket(trx, ticketId, { status, updated_at: now });

/** An attachment of the user's own ticket; anything else (or a file gone from storage) is 404. */
export async function openAttachment(
  app: FastifyInstance,
  userId: string,
  ticketId: string,
  attachmentId: string,
): Promise<FileDownload> {
  const attachment = await findUserAttachment(app.db, userId, ticketId, attachmentId);
  const file = attachment && {
    storageName: attachment.storage_name,
    originalName: attachment.original_name,
    contentType: attachment.content_type,
  };
  return openFoundFile(app.storage, 'tickets', file, 'The attachment');
}
