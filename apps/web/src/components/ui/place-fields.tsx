import { Autocomplete, Select, type AutocompleteProps, type SelectProps } from '@mantine/core';
import type { City, Country, State } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

/** A searchable select of countries by code (label, placeholder, form props and onChange are the form's own). */
export function CountrySelect({ countries, ...props }: Omit<SelectProps, 'data'> & { countries: readonly Country[] }) {
  const { t } = useTranslation('common');
  return (
    <Select
      data={countries.map((country) => ({ value: country.code, label: country.name }))}
      searchable
      nothingFoundMessage={t('status.nothingFound')}
      {...props}
    />
  );
}

/** A searchable, clearable select of the chosen country's states; disabled until a country with states is chosen. */
export function StateSelect({
  states,
  country,
  ...props
}: Omit<SelectProps, 'data' | 'disabled'> & { states: readonly State[]; country: string | null }) {
  const { t } = useTranslation('common');
  return (
    <Select
      data={states.map((state) => ({ value: state.code, label: state.name }))}
      disabled={country === null || states.length === 0}
      searchable
      clearable
      nothingFoundMessage={t('status.nothingFound')}
      {...props}
    />
  );
}

/** The city, typed freely with the chosen state's cities suggested (each name once). */
export function CityAutocomplete({ cities, ...props }: Omit<AutocompleteProps, 'data'> & { cities: readonly City[] }) {
  return (
    <Autocomplete
      data={[...new Set(cities.map((city) => city.name))]}
      limit={50}
      autoComplete="address-level2"
      {...props}
    />
  );
}
