import {
  adminProviderListResponseSchema,
  type AdminProviderListResponse,
  adminVerificationHistoryResponseSchema,
  type AdminVerificationHistoryResponse,
  type ProviderStatus,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';

export const ADMIN_PROVIDERS_KEY = ['admin', 'providers'] as const;

/** GET /admin/providers: pending ones oldest first (the queue), the others latest decision first. */
export const listProvidersForReview = (status: ProviderStatus, page: number): Promise<AdminProviderListResponse> =>
  apiRequestPage('/admin/providers', {
    query: { status, page, per_page: 50 },
    schema: adminProviderListResponseSchema,
  });

export const providersForReviewQueryOptions = (status: ProviderStatus, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_PROVIDERS_KEY, status, page],
    queryFn: () => listProvidersForReview(status, page),
    placeholderData: keepPreviousData,
  });

export const useProvidersForReview = (status: ProviderStatus, page: number) =>
  useQuery(providersForReviewQueryOptions(status, page));

/** GET /admin/verification-decisions: every approval and decline, newest first. */
export const listDecisionHistory = (page: number): Promise<AdminVerificationHistoryResponse> =>
  apiRequestPage('/admin/verification-decisions', {
    query: { page, per_page: 50 },
    schema: adminVerificationHistoryResponseSchema,
  });

export const useDecisionHistory = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: [...ADMIN_PROVIDERS_KEY, 'history', page],
    queryFn: () => listDecisionHistory(page),
    placeholderData: keepPreviousData,
    enabled,
  });
