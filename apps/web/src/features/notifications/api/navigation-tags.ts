import { navigationTagsSchema, type NavigationTags } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { NOTIFICATIONS_KEY } from './list-notifications';

/** GET /auth/navigation-tags: the menu counters (spec section 3). */
export const getNavigationTags = (): Promise<NavigationTags> =>
  apiRequest('/auth/navigation-tags', { schema: navigationTagsSchema });

export const navigationTagsQueryOptions = () =>
  queryOptions({ queryKey: [...NOTIFICATIONS_KEY, 'navigation-tags'], queryFn: getNavigationTags });

/** Idle for visitors without a session (the counters belong to a user). */
export const useNavigationTags = (enabled: boolean) => useQuery({ ...navigationTagsQueryOptions(), enabled });
