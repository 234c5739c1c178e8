import { useMemo } from 'react';

import { CandidatePool } from '../../../../features/candidates/components/candidate-pool';
import { languageOptions } from '../../../../features/cv/format';
import { useCountries, useCountryName } from '../../../../features/reference/api/countries';
import { currentLanguage } from '../../../../lib/i18n';

/** /provider/candidates: the pool of paid seekers, searched by words and filtered. */
export function Component() {
  const countries = useCountries();
  const countryName = useCountryName();
  const language = currentLanguage();
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.code, label: country.name })),
    [countries.data],
  );
  const languages = useMemo(() => languageOptions(language), [language]);
  return <CandidatePool countryOptions={countryOptions} languageOptions={languages} countryName={countryName} />;
}
