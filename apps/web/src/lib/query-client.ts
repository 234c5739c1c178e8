import { QueryClient } from '@tanstack/react-query';

import { isApiError } from './api-client';

const MAX_QUERY_RETRIES = 2;

/** A 4xx will not get better by asking again; a network hiccup or a 5xx might. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
