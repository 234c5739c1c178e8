import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import type { Updateable } from 'kysely';

import type { SupportAttachmentRow, SupportMessageRow, SupportTicketRow, SupportTicketsTable } from '../../db/schema';

export const insertTicket = (db: Executor, row: SupportTicketRow) =>
  db.insertInto('support_tickets').values(row).execute();

export const insertMessage = (db: Executor, row: SupportMessageRow) =>
  db.insertInto('support_messages').values(row).execute();

export const insertAttachments = async (db: Executor, rows: readonly SupportAttachmentRow[]) => {
  if (rows.length > 0)
    await db
      .insertInto('support_attachments')
      .values([...rows])
      .execute();
};

export const updateTicket = (
  db: Executor,
  id: string,
  patch: Pick<Updateable<SupportTicketsTable>, 'status' | 'last_activity_at' | 'updated_at'>,
) => db.updateTable('support_tickets').set(patch).where('id', '=', id).execute();

/** One of the user's own tickets: another user's id finds nothing (and answers 404). */
export const findUserTicket = (db: Executor, userId: string, id: string): Promise<SupportTicketRow | undefined> =>
  db.selectFrom('support_tickets').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();

export async function findUserTickets(
  db: Executor,
  userId: string,
  page: OffsetWindow,
): Promise<{ rows: SupportTicketRow[]; total: number }> {
  const base = db.selectFrom('support_tickets').where('user_id', '=', userId);
  return newestFirstOffsetPage(base, page, ['last_activity_at', 'id'], (query) => query.selectAll());
}

export const findTicketMessages = (db: Executor, ticketId: string): Promise<SupportMessageRow[]> =>
  db
    .selectFrom('support_messages')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const findTicketAttachments = (db: Executor, ticketId: string): Promise<SupportAttachmentRow[]> =>
  db
    .selectFrom('support_attachments')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('created_at')
    .orderBy('original_name')
    .execute();

/** An attachment of one of the user's own tickets. */
export const findUserAttachment = (
  db: Executor,
  userId: string,
  ticketId: string,
  attachmentId: string,
): Promise<SupportAttachmentRow | undefined> =>
  db
    .selectFrom('support_attachments')
    .innerJoin('support_tickets', 'support_tickets.id', 'support_attachments.ticket_id')
    .selectAll('support_attachments')
    .where('support_tickets.user_id', '=', userId)
    .where('support_attachments.ticket_id', '=', ticketId)
    .where('support_attachments.id', '=', attachmentId)
    .executeTakeFirst();
