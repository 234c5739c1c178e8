import { geoDataResponseSchema } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export const getGeoData = (country: string, state?: string) =>
  apiRequest('/geo-data', { query: { country, state }, schema: geoDataResponseSchema });

export const geoDataQueryOptions = (country: string, state?: string) =>
  queryOptions({
    queryKey: ['reference', 'geo-data', country, state ?? null],
    queryFn: () => getGeoData(country, state),
    staleTime: Infinity,
  });

/** States of a country (no state given) or cities of a state. Idle until a country is chosen. */
export const useGeoData = (country: string | null, state?: string | null) =>
  useQuery({
    ...geoDataQueryOptions(country ?? '', state ?? undefined),
    enabled: country !== null && country !== '',
  });
