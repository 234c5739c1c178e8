import { AUTOCOMPLETE_MIN_LENGTH, type AutocompleteSuggestion } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicJobsKey } from './keys';
import { loadPublicJobSchemas } from './load-public-schemas';

/** GET /search/autocomplete: up to 8 suggestions from live job titles, skills and companies. */
export const autocomplete = (q: string): Promise<AutocompleteSuggestion[]> =>
  apiRequest('/search/autocomplete', {
    query: { q },
    schema: () => loadPublicJobSchemas().then((schemas) => schemas.autocompleteSuggestionsSchema),
    withToken: false,
  });

export const autocompleteQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...publicJobsKey, 'autocomplete', q],
    queryFn: () => autocomplete(q),
    enabled: q.trim().length >= AUTOCOMPLETE_MIN_LENGTH,
    staleTime: 60_000,
  });

/** Suggestions for an already debounced text (shorter than two characters asks nothing). */
export const useAutocomplete = (q: string) => useQuery(autocompleteQueryOptions(q.trim()));
