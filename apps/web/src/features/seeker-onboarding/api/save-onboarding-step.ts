import {
  seekerOnboardingStateSchema,
  type CvPersonalRequest,
  type SeekerOnboardingState,
  type SeekerPreferencesRequest,
} from '@hireway/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { SEEKER_ONBOARDING_KEY } from './get-onboarding-state';

export type OnboardingStepInput =
  | ({ step: 1 } & CvPersonalRequest)
  | ({ step: 2 } & SeekerPreferencesRequest)
  | { step: 3; consent: boolean; cv: File | null };

/** POST /auth/onboarding/seeker: steps 1 and 2 as JSON, step 3 as multipart with the optional PDF `cv`. */
export const saveOnboardingStep = (input: OnboardingStepInput): Promise<SeekerOnboardingState> => {
  if (input.step !== 3) {
    return apiRequest('/auth/onboarding/seeker', { method: 'POST', body: input, schema: seekerOnboardingStateSchema });
  }
  const form = new FormData();
  form.append('step', '3');
  form.append('consent', String(input.consent));
  if (input.cv !== null) form.append('cv', input.cv);
  return apiRequest('/auth/onboarding/seeker', { method: 'POST', body: form, schema: seekerOnboardingStateSchema });
};

export const useSaveOnboardingStepMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingStep,
    onSuccess: (state) => queryClient.setQueryData(SEEKER_ONBOARDING_KEY, state),
  });
};
