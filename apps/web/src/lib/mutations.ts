import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

import { apiRequest, type SchemaSource } from './api-client';

/** POST to an action path (`body` as JSON or FormData, none when undefined); the answer's `data` checked by `schema`. */
export const postAction = <TSchema extends z.ZodType>(
  path: string,
  schema: SchemaSource<TSchema>,
  body?: unknown,
): Promise<z.output<TSchema>> => apiRequest(path, { method: 'POST', body, schema });

/**
 * A mutation that drops the cached queries under `queryKey` (all of them when undefined) once it has succeeded,
 * or once it has settled (failed too) with `when: 'settled'`; the mutation ends when they are refetched.
 */
export const useRefreshingMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  queryKey?: QueryKey,
  when: 'success' | 'settled' = 'success',
) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(queryKey === undefined ? undefined : { queryKey });
  return useMutation({ mutationFn, ...(when === 'success' ? { onSuccess: refresh } : { onSettled: refresh }) });
};
