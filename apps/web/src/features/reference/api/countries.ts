import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { loadReferenceSchemas } from './load-schemas';

export const getCountries = () =>
  apiRequest('/countries', { schema: () => loadReferenceSchemas().then((schemas) => schemas.countriesSchema) });

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'countries'], queryFn: getCountries, staleTime: Infinity });

export const useCountries = () => useQuery(countriesQueryOptions());

/** A country's name by its code: the code itself while the list loads, or for a code it does not hold. */
export function useCountryName(): (code: string) => string {
  const countries = useCountries();
  return (code) => countries.data?.find((country) => country.code === code)?.name ?? code;
}
