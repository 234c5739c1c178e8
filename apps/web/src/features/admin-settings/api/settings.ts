import { platformSettingsSchema, type PlatformSettings, type SettingsUpdateRequest } from '@hireway/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { storeSettings } from '../../../lib/auth/auth-store';
import { queryKey } from './keys';

const SETTINGS_KEY = queryKey('settings');

/** GET /admin/settings */
export const useAdminSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => apiRequest('/admin/settings', { schema: platformSettingsSchema }),
  });

/** PUT /admin/settings: the admin's own session takes the new settings at once too. */
export const useSaveSettingsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettingsUpdateRequest): Promise<PlatformSettings> =>
      apiRequest('/admin/settings', { method: 'PUT', body, schema: platformSettingsSchema }),
    onSuccess: async (settings) => {
      queryClient.setQueryData(SETTINGS_KEY, settings);
      storeSettings(settings);
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
  });
};
