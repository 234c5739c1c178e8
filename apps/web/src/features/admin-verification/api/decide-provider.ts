import { adminProviderSchema, type AdminProvider } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { ADMIN_PROVIDERS_KEY } from './list-providers';

export type ProviderDecision = { kind: 'approve' } | { kind: 'decline'; reason: string };

/** POST /admin/providers/{id}/approve or /decline (with the reason the provider sees). */
export const decideProvider = (id: string, decision: ProviderDecision): Promise<AdminProvider> =>
  apiRequest(`/admin/providers/${encodeURIComponent(id)}/${decision.kind}`, {
    method: 'POST',
    body: decision.kind === 'decline' ? { reason: decision.reason } : undefined,
    schema: adminProviderSchema,
  });

export const useDecideProvider = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ProviderDecision }) => decideProvider(id, decision),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_PROVIDERS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
};
