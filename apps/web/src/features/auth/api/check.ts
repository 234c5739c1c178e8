import type { CheckResponse, Session } from '@hireway/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { apiRequest, isApiError } from '../../../lib/api-client';
import { loadAuthSchemas } from './load-schemas';

export const checkToken = (token: string): Promise<CheckResponse> =>
  apiRequest('/auth/check', {
    method: 'POST',
    schema: () => loadAuthSchemas().then((schemas) => schemas.checkResponseSchema),
    headers: { Authorization: `Bearer ${token}` },
  });

/** How long one answer of POST /auth/check serves navigations before we ask again. */
export const CHECK_STALE_TIME_MS = 30_000;

export const checkQueryKey = (token: string) => ['auth', 'check', token] as const;

/** A 401 is an answer ("not authorized"), not a failure. */
const checkOrUnauthorized = async (token: string): Promise<CheckResponse | null> => {
  try {
    return await checkToken(token);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
};

/**
 * The token check for a navigation, cached per token for CHECK_STALE_TIME_MS so that moving
 * between pages does not call the server each time; logging in or out drops the cache.
 * Resolves to null when the server answers 401.
 */
const tokenCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: checkQueryKey(token),
    queryFn: () => checkOrUnauthorized(token),
    staleTime: CHECK_STALE_TIME_MS,
    retry: false,
  });

export const fetchTokenCheck = (queryClient: QueryClient, token: string): Promise<CheckResponse | null> =>
  queryClient.query(tokenCheckQueryOptions(token));

export const invalidateTokenChecks = (queryClient: QueryClient): void => {
  queryClient.removeQueries({ queryKey: ['auth', 'check'] });
};

/** A fresh login already tells us what a check would: the first navigation needs no extra call. */
export const primeTokenCheck = (queryClient: QueryClient, session: Session): void => {
  const answer: CheckResponse = {
    authorized: true,
    user: session.user,
    settings: session.settings,
    client_group: session.user.user_group,
    token: null,
  };
  queryClient.setQueryData(tokenCheckQueryOptions(session.access_token).queryKey, answer);
};
