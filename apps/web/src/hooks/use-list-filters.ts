import { useState } from 'react';

/**
 * A list screen's filters and its page: changing a filter goes back to page 1 (the old page may not exist under
 * the new filter). `initial` holds every filter with its starting value.
 */
export function useListFilters<F extends Record<string, unknown>>(initial: F) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
