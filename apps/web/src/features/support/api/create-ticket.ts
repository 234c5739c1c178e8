import { supportTicketDetailSchema, type SupportTicketCreateRequest, type SupportTicketDetail } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { toMultipart } from './attachments';
import { SUPPORT_KEY } from './list-tickets';
import { ticketQueryKey } from './get-ticket';

export interface NewTicketInput {
  request: SupportTicketCreateRequest;
  attachments: readonly File[];
}

/** POST /auth/support-tickets (multipart, up to 3 attachments). */
export const createTicket = ({ request, attachments }: NewTicketInput): Promise<SupportTicketDetail> =>
  apiRequest('/auth/support-tickets', {
    method: 'POST',
    body: toMultipart({ subject: request.subject, category: request.category, message: request.message }, attachments),
    schema: supportTicketDetailSchema,
  });

export const useCreateTicketMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketQueryKey(ticket.id), ticket);
      await queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'tickets'] });
    },
  });
};
