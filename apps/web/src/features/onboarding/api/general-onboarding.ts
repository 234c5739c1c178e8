import { userSchema, type GeneralOnboardingRequest, type User } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

export interface GeneralOnboardingInput extends GeneralOnboardingRequest {
  avatar: File | null;
}

const onboardingResponseSchema = z.object({ user: userSchema });

export const submitGeneralOnboarding = async ({ avatar, ...fields }: GeneralOnboardingInput): Promise<User> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(key, value);
  }
  if (avatar !== null) form.append('avatar', avatar);
  const answer = await apiRequest('/auth/onboarding', { method: 'POST', body: form, schema: onboardingResponseSchema });
  return answer.user;
};

export const useGeneralOnboardingMutation = () => useMutation({ mutationFn: submitGeneralOnboarding });
