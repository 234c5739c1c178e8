import type { RegistrationSettingsResponse } from '@hireway/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { loadAuthSchemas } from './load-schemas';

/** Spec: when the settings cannot be read, sign-ups count as open (with the default password policy). */
export const fallbackRegistrationSettings = async (): Promise<RegistrationSettingsResponse> => ({
  sign_ups_disabled: false,
  password_complexity_settings: (await loadAuthSchemas()).passwordComplexitySettingsSchema.parse({}),
});

export const getRegistrationSettings = async (): Promise<RegistrationSettingsResponse> => {
  try {
    return await apiRequest('/auth/registration/settings', {
      schema: () => loadAuthSchemas().then((schemas) => schemas.registrationSettingsResponseSchema),
    });
  } catch {
    return fallbackRegistrationSettings();
  }
};

export const registrationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'registration-settings'],
    queryFn: getRegistrationSettings,
    staleTime: 60_000,
  });

export const fetchRegistrationSettings = (queryClient: QueryClient): Promise<RegistrationSettingsResponse> =>
  queryClient.query(registrationSettingsQueryOptions());

export const useRegistrationSettings = () => useQuery(registrationSettingsQueryOptions());
