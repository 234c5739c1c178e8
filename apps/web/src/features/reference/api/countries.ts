import { countrySchema } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';

export const getCountries = () => apiRequest('/countries', { schema: z.array(countrySchema) });

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'countries'], queryFn: getCountries, staleTime: Infinity });

export const useCountries = () => useQuery(countriesQueryOptions());

/** A country's name by its code: the code itself while the list loads, or for a code it does not hold. */
export function useCountryName(): (code: string) => string {
  const countries = useCountries();
  return (code) => countries.data?.find((country) => country.code === code)?.name ?? code;
}
