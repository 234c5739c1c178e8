import { countrySchema } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

export const getCountries = () => apiRequest('/countries', { schema: z.array(countrySchema) });

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'countries'], queryFn: getCountries, staleTime: Infinity });

export const useCountries = () => useQuery(countriesQueryOptions());
