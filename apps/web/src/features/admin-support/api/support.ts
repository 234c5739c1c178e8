import {
  adminTicketDetailSchema,
  adminTicketListResponseSchema,
  type AdminTicketDetail,
  type SupportTicketStatus,
} from '@hireway/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest, compactQuery } from '../../../lib/api-client';
import { getPage, usePageQuery } from '../../../lib/pages';
import { queryKey } from './keys';

const TICKETS_KEY = queryKey('tickets');
const ticketKey = (id: string) => [...TICKETS_KEY, 'one', id] as const;

/** GET /admin/support-tickets */
export const useInbox = (page: number, status: SupportTicketStatus | null) =>
  usePageQuery([...TICKETS_KEY, 'list', page, status], () =>
    getPage('/admin/support-tickets', adminTicketListResponseSchema, compactQuery({ page, per_page: 50, status })),
  );

/** GET /admin/support-tickets/{id} */
export const useInboxTicket = (id: string) =>
  useQuery({
    queryKey: ticketKey(id),
    queryFn: () => apiRequest(`/admin/support-tickets/${encodeURIComponent(id)}`, { schema: adminTicketDetailSchema }),
  });

export type TicketAction = { kind: 'reply'; message: string } | { kind: 'close' } | { kind: 'reopen' };

/** POST /admin/support-tickets/{id}/reply | close | reopen */
export const useTicketActionMutation = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TicketAction): Promise<AdminTicketDetail> =>
      apiRequest(`/admin/support-tickets/${encodeURIComponent(id)}/${action.kind}`, {
        method: 'POST',
        ...(action.kind === 'reply' ? { body: { message: action.message } } : {}),
        schema: adminTicketDetailSchema,
      }),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketKey(id), ticket);
      await queryClient.invalidateQueries({ queryKey: [...TICKETS_KEY, 'list'] });
    },
  });
};
