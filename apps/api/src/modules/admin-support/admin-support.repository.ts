import type { SupportTicketStatus } from '@hireway/shared';

import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';

const ticketColumns = [
  'support_tickets.id',
  'support_tickets.subject',
  'support_tickets.category',
  'support_tickets.status',
  'support_tickets.created_at',
  'support_tickets.last_activity_at',
  'support_tickets.user_id',
  'users.email as user_email',
  'users.first_name as user_first_name',
  'users.last_name as user_last_name',
  'users.language as user_language',
  'users.user_group as user_group',
] as const;

const ticketsWithUsers = (db: Executor) =>
  db.selectFrom('support_tickets').innerJoin('users', 'users.id', 'support_tickets.user_id');

/** The inbox: every user's tickets, most recent activity first, optionally of one status. */
export async function findTickets(db: Executor, status: SupportTicketStatus | undefined, page: OffsetWindow) {
  let query = ticketsWithUsers(db);
  if (status) query = query.where('support_tickets.status', '=', status);
  return newestFirstOffsetPage(query, page, ['support_tickets.last_activity_at', 'support_tickets.id'], (base) =>
    base.select(ticketColumns),
  );
}

export type AdminTicketRow = Awaited<ReturnType<typeof findTickets>>['rows'][number];

export const findTicket = (db: Executor, id: string): Promise<AdminTicketRow | undefined> =>
  ticketsWithUsers(db).select(ticketColumns).where('support_tickets.id', '=', id).executeTakeFirst();
