import { useDebouncedValue } from '@mantine/hooks';
import { SELECT_SEARCH_DEBOUNCE_MS } from '@hireway/shared';
import { useState } from 'react';

import { validRange } from '../../../components/ui/date-range';
import type { LogFilters, LogPage } from '../api/logs';

export interface RawFilters {
  user: string;
  what: string;
  from: string;
  to: string;
}
const NO_FILTERS: RawFilters = { user: '', what: '', from: '', to: '' };

/** The typed filters, with the text fields debounced and a reversed range not sent. */
export function useLogFilters() {
  const [raw, setRaw] = useState<RawFilters>(NO_FILTERS);
  const [page, setPage] = useState<LogPage>({ page: 1, cursor: null });
  const [text] = useDebouncedValue({ user: raw.user.trim(), what: raw.what.trim() }, SELECT_SEARCH_DEBOUNCE_MS);
  const filters: LogFilters = { ...text, ...validRange({ from: raw.from, to: raw.to }) };
  const change = (next: Partial<RawFilters>) => {
    setRaw((current) => ({ ...current, ...next }));
    setPage({ page: 1, cursor: null });
  };
  return { raw, change, filters, page, setPage };
}
