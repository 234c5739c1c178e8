import type { ReferenceList } from '@hireway/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useCountryName } from '../features/reference/api/countries';
import { useReferenceItems } from '../features/reference/api/reference-items';

export interface Option {
  value: string;
  label: string;
}

/**
 * A reference list (job categories, employment types…) as select options. The API names them in
 * English; the `seeker:reference` texts translate the known slugs, and an unknown one keeps its name.
 */
export function useReferenceOptions(list: ReferenceList): { options: Option[]; isPending: boolean } {
  const { t } = useTranslation('seeker');
  const items = useReferenceItems(list);
  const options = useMemo(
    () =>
      (items.data ?? []).map((item) => ({
        value: item.slug,
        label: t(`reference.${list}.${item.slug}`, { defaultValue: item.name }),
      })),
    // `t` changes with the interface language, so the labels follow it.
    [items.data, list, t],
  );
  return { options, isPending: items.isPending };
}

/** The names a CV document shows for the codes it stores: countries and employment types (a slug keeps its code). */
export function useCvNames(): { countryName: (code: string) => string; employmentTypeName: (slug: string) => string } {
  const countryName = useCountryName();
  const employmentTypes = useReferenceOptions('employment-types');
  const employmentTypeName = (slug: string) =>
    employmentTypes.options.find((option) => option.value === slug)?.label ?? slug;
  return { countryName, employmentTypeName };
}
