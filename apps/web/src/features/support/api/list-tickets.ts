import { supportTicketListResponseSchema, type SupportTicketListResponse } from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';

export const SUPPORT_KEY = ['support'] as const;
const TICKETS_PAGE_SIZE = 50;

/** GET /auth/support-tickets: the caller's tickets, most recent activity first. */
export const listTickets = (page: number): Promise<SupportTicketListResponse> =>
  apiRequestPage('/auth/support-tickets', {
    query: { page, per_page: TICKETS_PAGE_SIZE },
    schema: supportTicketListResponseSchema,
  });

export const ticketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...SUPPORT_KEY, 'tickets', page],
    queryFn: () => listTickets(page),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(ticketsQueryOptions(page));
