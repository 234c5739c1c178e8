import { seekerOnboardingStateSchema, type SeekerOnboardingState } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export const SEEKER_ONBOARDING_KEY = ['seeker-onboarding'] as const;

/** GET /auth/onboarding/seeker: what was saved so far, to resume. */
export const getOnboardingState = (): Promise<SeekerOnboardingState> =>
  apiRequest('/auth/onboarding/seeker', { schema: seekerOnboardingStateSchema });

export const onboardingStateQueryOptions = () =>
  queryOptions({ queryKey: SEEKER_ONBOARDING_KEY, queryFn: getOnboardingState, staleTime: 0 });

export const useOnboardingState = () => useQuery(onboardingStateQueryOptions());
