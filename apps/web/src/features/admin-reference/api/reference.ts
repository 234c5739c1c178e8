import { adminReferenceItemSchema, type AdminReferenceUpdateRequest, type ReferenceList } from '@hireway/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { queryKey } from './keys';

const listKey = (list: ReferenceList) => queryKey('reference', list);

/** GET /admin/reference/{list} */
export const useReferenceItems = (list: ReferenceList) =>
  useQuery({
    queryKey: listKey(list),
    queryFn: () => apiRequest(`/admin/reference/${list}`, { schema: z.array(adminReferenceItemSchema) }),
  });

export type ReferenceAction =
  { kind: 'create'; name: string } | { kind: 'update'; id: string; body: AdminReferenceUpdateRequest };

/** POST /admin/reference/{list} | PATCH /admin/reference/{list}/{id} */
export const useReferenceMutation = (list: ReferenceList) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReferenceAction) =>
      action.kind === 'create'
        ? apiRequest(`/admin/reference/${list}`, {
            method: 'POST',
            body: { name: action.name },
            schema: adminReferenceItemSchema,
          })
        : apiRequest(`/admin/reference/${list}/${encodeURIComponent(action.id)}`, {
            method: 'PATCH',
            body: action.body,
            schema: adminReferenceItemSchema,
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey(list) });
      // The pickers of forms read the public lists.
      await queryClient.invalidateQueries({ queryKey: ['reference'] });
    },
  });
};
