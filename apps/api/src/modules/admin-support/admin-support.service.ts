import type { AdminTicketDetail, AdminTicketListResponse, SupportTicketStatus } from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { offsetAnswer } from '../../db/paging';
import { enqueueEmail } from '../../core/mail/mail.jobs';
import { AppError, notFound } from '../../core/errors';
import { nowIso } from '../../db/database';
import { recordAudit } from '../audit';
import { userRef } from '../admin-logs';
import { notify } from '../notifications';
import { addStaffReply, openAttachment, setTicketStatus, ticketThread, toTicketDto } from '../support';
import { type AdminTicketRow, findTicket, findTickets } from './admin-support.repository';

const ticketNotFound = () => notFound('The support ticket');

export const adminAttachmentUrl = (ticketId: string, attachmentId: string): string =>
  `/api/v1/admin/support-tickets/${ticketId}/attachments/${attachmentId}`;

const toAdminTicket = (row: AdminTicketRow) => ({ ...toTicketDto(row), user: userRef(row) });

/** Where the owner reads the thread: seekers have a contact-us screen; others land on their home. */
export const ticketLinkFor = (group: string, ticketId: string): string =>
  group === 'seeker' ? `/job-seeker/contact-us/${ticketId}` : group === 'provider' ? '/provider' : '/admin';

export async function listInbox(
  app: FastifyInstance,
  query: { page: number; per_page: number; status?: SupportTicketStatus | undefined },
): Promise<AdminTicketListResponse> {
  return offsetAnswer(
    query,
    (window) => findTickets(app.db, query.status, window),
    (rows) => rows.map(toAdminTicket),
  );
}

export async function getInboxTicket(app: FastifyInstance, id: string): Promise<AdminTicketDetail> {
  const row = await findTicket(app.db, id);
  if (!row) throw ticketNotFound();
  const detail = await ticketThread(app.db, { ...row, user_id: row.user_id, updated_at: row.last_activity_at });
  return {
    ...detail,
    messages: detail.messages.map((message) => ({
      ...message,
      attachments: message.attachments.map((file) => ({ ...file, download_url: adminAttachmentUrl(id, file.id) })),
    })),
    user: userRef(row),
  };
}

/**
 * Support answers: the message is stored as staff, the ticket becomes `answered`, and the owner is told in the
 * app (live) and by e-mail in their language — all written in one transaction, so nothing is sent for a reply
 * that did not commit. A closed ticket takes no reply (reopen it first).
 */
export async function replyAsSupport(
  app: FastifyInstance,
  adminId: string,
  ticketId: string,
  message: string,
  ip: string,
): Promise<AdminTicketDetail> {
  const ticket = await findTicket(app.db, ticketId);
  if (!ticket) throw ticketNotFound();
  if (ticket.status === 'closed') {
    throw new AppError('invalid_transition', 'This ticket is closed. Reopen it to reply.');
  }
  const base = app.config.PUBLIC_URL.replace(/\/$/, '');
  const link = ticketLinkFor(ticket.user_group, ticket.id);
  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const messageId = await addStaffReply(trx, ticket.id, adminId, message, now);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'support.reply',
      entity: 'support_ticket',
      entityId: ticket.id,
      before: { status: ticket.status },
      after: { status: 'answered', message_id: messageId },
      ip,
    });
    await notify(app, trx, {
      userId: ticket.user_id,
      type: 'support.reply',
      params: { ticket_subject: ticket.subject },
      link,
      data: { ticket_id: ticket.id },
    });
    await enqueueEmail(app, trx, {
      to: ticket.user_email,
      language: ticket.user_language,
      template: 'support-reply',
      params: { name: ticket.user_first_name, subject: ticket.subject, link: `${base}${link}` },
    });
  });
  app.log.info({ event: 'support_reply', adminId, ticketId }, 'support replied to a ticket');
  return getInboxTicket(app, ticket.id);
}

const TRANSITIONS: Record<'close' | 'reopen', { from: readonly SupportTicketStatus[]; to: SupportTicketStatus }> = {
  close: { from: ['open', 'answered'], to: 'closed' },
  reopen: { from: ['closed'], to: 'open' },
};

export async function changeTicketStatus(
  app: FastifyInstance,
  adminId: string,
  ticketId: string,
  verb: 'close' | 'reopen',
  ip: string,
): Promise<AdminTicketDetail> {
  const ticket = await findTicket(app.db, ticketId);
  if (!ticket) throw ticketNotFound();
  const rule = TRANSITIONS[verb];
  if (!rule.from.includes(ticket.status)) {
    throw new AppError(
      'invalid_transition',
      verb === 'close' ? 'This ticket is already closed.' : 'Only a closed ticket can be reopened.',
    );
  }
  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await setTicketStatus(trx, ticket.id, rule.to, now);
    await recordAudit(trx, {
      actorId: adminId,
      action: `support.${verb}`,
      entity: 'support_ticket',
      entityId: ticket.id,
      before: { status: ticket.status },
      after: { status: rule.to },
      ip,
    });
  });
  return getInboxTicket(app, ticket.id);
}

/** An attachment of any ticket, opened as its owner would (the same checks and the same download headers). */
export async function openAdminAttachment(app: FastifyInstance, ticketId: string, attachmentId: string) {
  const ticket = await findTicket(app.db, ticketId);
  if (!ticket) throw ticketNotFound();
  return openAttachment(app, ticket.user_id, ticketId, attachmentId);
}
