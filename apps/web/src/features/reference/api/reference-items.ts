import type { ReferenceItem, ReferenceList } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loadReferenceSchemas } from './load-schemas';

/** GET /work-industries, /job-categories, /employment-types or /location-types. */
export const getReferenceItems = (list: ReferenceList): Promise<ReferenceItem[]> =>
  apiRequest(`/${list}`, { schema: () => loadReferenceSchemas().then((schemas) => schemas.referenceItemsSchema) });

export const referenceItemsQueryOptions = (list: ReferenceList) =>
  queryOptions({ queryKey: ['reference', list], queryFn: () => getReferenceItems(list), staleTime: Infinity });

export const useReferenceItems = (list: ReferenceList) => useQuery(referenceItemsQueryOptions(list));
