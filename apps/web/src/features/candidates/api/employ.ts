import { employmentSchema, type EmployRequest, type Employment } from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /provider/action/{id}/employ: {id} is an open CV action or an accepted application. */
export const employ = ({ sourceId, request }: { sourceId: string; request: EmployRequest }): Promise<Employment> =>
  apiRequest(`/provider/action/${encodeURIComponent(sourceId)}/employ`, {
    method: 'POST',
    body: request,
    schema: employmentSchema,
  });

export const useEmployMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: employ,
    // An application can be the source too: the jobs screens refresh as well.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
