import {
  PROVIDER_DOCUMENT_FIELDS,
  PROVIDER_LOGO_FIELD,
  providerOnboardingResponseSchema,
  providerProfileSchema,
  type ProviderOnboardingInput,
  type ProviderOnboardingResponse,
  type ProviderProfile,
} from '@hireway/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { storeUser } from '../../../lib/auth/auth-store';

export interface ProviderOnboardingUpload {
  request: ProviderOnboardingInput;
  logo: File | null;
  documents: readonly File[];
}

const onboardingKey = ['provider', 'onboarding'] as const;

/** GET /auth/onboarding/provider: what was submitted so far (to fill the form again after a decline), or null. */
export const getProviderOnboarding = (): Promise<ProviderProfile | null> =>
  apiRequest('/auth/onboarding/provider', { schema: providerProfileSchema.nullable() });

export const useProviderOnboardingSubmission = () =>
  useQuery(queryOptions({ queryKey: onboardingKey, queryFn: getProviderOnboarding }));

/** POST /auth/onboarding/provider (multipart): company fields, `logo`, documents `document_1..document_3`. */
export const submitProviderOnboarding = ({
  request,
  logo,
  documents,
}: ProviderOnboardingUpload): Promise<ProviderOnboardingResponse> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) {
    if (key.endsWith('_kind')) continue;
    if (value !== null && value !== '') form.append(key, value);
  }
  if (logo !== null) form.append(PROVIDER_LOGO_FIELD, logo);
  documents.slice(0, PROVIDER_DOCUMENT_FIELDS.length).forEach((file, index) => {
    const field = PROVIDER_DOCUMENT_FIELDS[index];
    if (field !== undefined) form.append(field, file);
  });
  return apiRequest('/auth/onboarding/provider', {
    method: 'POST',
    body: form,
    schema: providerOnboardingResponseSchema,
  });
};

export const useProviderOnboardingMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProviderOnboarding,
    onSuccess: (answer) => {
      // The profile is pending now: the guards read it from the stored user.
      storeUser(answer.user);
      queryClient.setQueryData(onboardingKey, answer.provider);
    },
  });
};
