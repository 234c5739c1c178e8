import { useCallback, useMemo } from 'react';

import { useCountries } from '../features/reference/api/countries';
import type { JobFormOptions } from '../features/jobs/components/job-form';
import { useReferenceOptions } from './reference-options';

const REFERENCE_LISTS = ['job-categories', 'employment-types', 'location-types'] as const;

/** The reference lists the job screens select from, and the label of a slug in one of them. */
export function useJobOptions(): { options: JobFormOptions; labelOf: (list: string, slug: string) => string } {
  const categories = useReferenceOptions('job-categories');
  const employmentTypes = useReferenceOptions('employment-types');
  const locationTypes = useReferenceOptions('location-types');
  const countries = useCountries();
  const options = useMemo<JobFormOptions>(
    () => ({
      categories: categories.options,
      employmentTypes: employmentTypes.options,
      locationTypes: locationTypes.options,
      countries: (countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
    }),
    [categories.options, employmentTypes.options, locationTypes.options, countries.data],
  );
  const labelOf = useCallback(
    (list: string, slug: string): string => {
      const index = (REFERENCE_LISTS as readonly string[]).indexOf(list);
      const found = [options.categories, options.employmentTypes, options.locationTypes][index]?.find(
        (option) => option.value === slug,
      );
      return found?.label ?? slug;
    },
    [options],
  );
  return { options, labelOf };
}
