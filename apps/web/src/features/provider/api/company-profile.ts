import {
  PROVIDER_LOGO_FIELD,
  providerProfileSchema,
  type ProviderProfile,
  type ProviderProfileUpdateInput,
} from '@hireway/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

const companyKey = ['provider', 'company'] as const;

/** GET /provider: the company profile of a pending or approved provider. */
export const getCompanyProfile = (): Promise<ProviderProfile> =>
  apiRequest('/provider', { schema: providerProfileSchema });

export const useCompanyProfile = () => useQuery(queryOptions({ queryKey: companyKey, queryFn: getCompanyProfile }));

export interface CompanyProfileUpload {
  request: ProviderProfileUpdateInput;
  logo: File | null;
}

/** PUT /provider (multipart): the company details, and a new `logo` when one is chosen. */
export const updateCompanyProfile = ({ request, logo }: CompanyProfileUpload): Promise<ProviderProfile> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) {
    if (value !== null && value !== '') form.append(key, value);
  }
  if (logo !== null) form.append(PROVIDER_LOGO_FIELD, logo);
  return apiRequest('/provider', { method: 'PUT', body: form, schema: providerProfileSchema });
};

export const useUpdateCompanyProfileMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyProfile,
    onSuccess: (profile) => queryClient.setQueryData(companyKey, profile),
  });
};
