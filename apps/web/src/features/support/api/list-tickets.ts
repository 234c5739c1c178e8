import { supportTicketListResponseSchema, type SupportTicketListResponse } from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';

export const SUPPORT_KEY = ['support'] as const;
const TICKETS_PAGE_SIZE = 50;

/** GET /auth/support-tickets: the caller's tickets, most recent activity first. */
export const listTickets = (page: number): Promise<SupportTicketListResponse> =>
  getPage('/auth/support-tickets', supportTicketListResponseSchema, { page, per_page: TICKETS_PAGE_SIZE });

export const useTickets = (page: number) => usePageQuery([...SUPPORT_KEY, 'tickets', page], () => listTickets(page));
