import { referenceItemSchema, type ReferenceItem, type ReferenceList } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

/** GET /work-industries, /job-categories, /employment-types or /location-types. */
export const getReferenceItems = (list: ReferenceList): Promise<ReferenceItem[]> =>
  apiRequest(`/${list}`, { schema: z.array(referenceItemSchema) });

export const referenceItemsQueryOptions = (list: ReferenceList) =>
  queryOptions({ queryKey: ['reference', list], queryFn: () => getReferenceItems(list), staleTime: Infinity });

export const useReferenceItems = (list: ReferenceList) => useQuery(referenceItemsQueryOptions(list));
