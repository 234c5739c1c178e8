import { supportTicketDetailSchema, type SupportTicketDetail } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { SUPPORT_KEY } from './list-tickets';

export const ticketQueryKey = (id: string) => [...SUPPORT_KEY, 'ticket', id] as const;

/** GET /auth/support-tickets/{id}: the ticket and its messages, oldest first. */
export const getTicket = (id: string): Promise<SupportTicketDetail> =>
  apiRequest(`/auth/support-tickets/${encodeURIComponent(id)}`, { schema: supportTicketDetailSchema });

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: ticketQueryKey(id), queryFn: () => getTicket(id) });

export const useTicket = (id: string) => useQuery(ticketQueryOptions(id));
