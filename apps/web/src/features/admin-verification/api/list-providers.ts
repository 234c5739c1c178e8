import {
  adminProviderListResponseSchema,
  type AdminProviderListResponse,
  adminVerificationHistoryResponseSchema,
  type AdminVerificationHistoryResponse,
  type ProviderStatus,
} from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';

export const ADMIN_PROVIDERS_KEY = ['admin', 'providers'] as const;

/** GET /admin/providers: pending ones oldest first (the queue), the others latest decision first. */
export const listProvidersForReview = (status: ProviderStatus, page: number): Promise<AdminProviderListResponse> =>
  getPage('/admin/providers', adminProviderListResponseSchema, { status, page, per_page: 50 });

export const useProvidersForReview = (status: ProviderStatus, page: number) =>
  usePageQuery([...ADMIN_PROVIDERS_KEY, status, page], () => listProvidersForReview(status, page));

/** GET /admin/verification-decisions: every approval and decline, newest first. */
export const listDecisionHistory = (page: number): Promise<AdminVerificationHistoryResponse> =>
  getPage('/admin/verification-decisions', adminVerificationHistoryResponseSchema, { page, per_page: 50 });

export const useDecisionHistory = (page: number, enabled: boolean) =>
  usePageQuery([...ADMIN_PROVIDERS_KEY, 'history', page], () => listDecisionHistory(page), enabled);
