import type { Cv } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useSaveCvAddressMutation } from '../../../../features/cv/api/save-address';
import { AddressForm } from '../../../../features/cv/components/address-form';
import { CvPanel } from '../../../../features/cv/components/cv-panel';
import { useCountries } from '../../../../features/reference/api/countries';
import { useGeoData } from '../../../../features/reference/api/geo-data';
import { useAuth } from '../../../../lib/auth/auth-store';
import { notifySuccess } from '../../../../lib/notify';
import { WithCv } from './with-cv';

function AddressEditor({ cv }: { cv: Cv }) {
  const { t } = useTranslation('cv');
  const { user } = useAuth();
  const save = useSaveCvAddressMutation();
  const countries = useCountries();
  // A CV without an address starts from the country and state of the account.
  const initial =
    cv.address.country_code === null && user !== null
      ? { ...cv.address, country_code: user.country_code, state_code: user.state_code, city: user.city }
      : cv.address;
  const [country, setCountry] = useState<string | null>(initial.country_code);
  const states = useGeoData(country);
  return (
    <AddressForm
      initial={initial}
      location={{
        countries: countries.data ?? [],
        states: states.data?.states ?? [],
        statesLoading: country !== null && states.isPending,
      }}
      onCountryChange={setCountry}
      onSave={(request) => save.mutateAsync(request)}
      onSaved={() => notifySuccess({ message: t('saved') })}
    />
  );
}

export function Component() {
  const { t } = useTranslation('cv');
  return (
    <CvPanel title={t('parts.address')} description={t('descriptions.address')}>
      <WithCv>{(cv) => <AddressEditor cv={cv} />}</WithCv>
    </CvPanel>
  );
}
