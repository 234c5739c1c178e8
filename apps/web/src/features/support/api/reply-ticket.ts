import { supportTicketDetailSchema, type SupportTicketDetail } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { toMultipart } from './attachments';
import { ticketQueryKey } from './get-ticket';
import { SUPPORT_KEY } from './list-tickets';

export interface ReplyInput {
  message: string;
  attachments: readonly File[];
}

/** POST /auth/support-tickets/{id}/reply (multipart): an answered ticket opens again. */
export const replyToTicket = (id: string, { message, attachments }: ReplyInput): Promise<SupportTicketDetail> =>
  apiRequest(`/auth/support-tickets/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body: toMultipart({ message }, attachments),
    schema: supportTicketDetailSchema,
  });

export const useReplyToTicketMutation = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => replyToTicket(id, input),
    onSuccess: async (ticket) => {
      queryClient.setQueryData(ticketQueryKey(id), ticket);
      await queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'tickets'] });
    },
  });
};
