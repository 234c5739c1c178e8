import { Group } from '@mantine/core';
import { addressUpdateRequestSchema, type User } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import type { LocationOptions } from '../../../lib/forms/location-options';
import { CityAutocomplete, CountrySelect, StateSelect } from '../../../components/ui/place-fields';
import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useUpdateAddressMutation } from '../api/update-address';

interface AddressValues extends Record<string, unknown> {
  country_code: string | null;
  state_code: string | null;
  city: string;
}

const initialValuesOf = (user: User): AddressValues => ({
  country_code: user.country_code,
  state_code: user.state_code,
  city: user.city ?? '',
});

interface AccountAddressFormProps {
  user: User;
  location: LocationOptions;
  /** Lets the screen load the states of a country and the cities of a state. */
  onLocationChange: (country: string | null, state: string | null) => void;
  onSaved: (user: User) => void;
}

/** Where the user lives (PUT /auth/address): country and state from the lists, the city suggested. */
export function AccountAddressForm({ user, location, onLocationChange, onSaved }: AccountAddressFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateAddressMutation();
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: addressUpdateRequestSchema,
    initialValues: initialValuesOf(user),
    toRequest: (values) => ({
      country_code: values.country_code ?? '',
      state_code: values.state_code ?? '',
      city: values.city,
    }),
  });

  const submit = submitWith(
    // The request schema reads "not given" as absent, not null: leave empty fields out.
    ({ country_code, state_code, city }) =>
      update.mutateAsync({ country_code, state_code: state_code ?? undefined, city: city ?? undefined }),
    (updated) => {
      form.resetDirty();
      onSaved(updated);
    },
  );

  return (
    <FormFrame {...frameProps} onSubmit={submit} submitLabel={t('save')} gap="md">
      <CountrySelect
        label={t('address.country')}
        placeholder={location.countriesLoading ? t('common:status.loading') : t('address.countryPlaceholder')}
        countries={location.countries}
        required
        {...form.getInputProps('country_code')}
        onChange={(value: string | null) => {
          form.setValues({ country_code: value, state_code: null, city: '' });
          onLocationChange(value, null);
        }}
      />
      <Group grow align="flex-start">
        <StateSelect
          label={t('address.state')}
          placeholder={location.statesLoading ? t('common:status.loading') : t('address.statePlaceholder')}
          states={location.states}
          country={form.values.country_code}
          {...form.getInputProps('state_code')}
          onChange={(value: string | null) => {
            form.setValues({ state_code: value, city: '' });
            onLocationChange(form.getValues().country_code, value);
          }}
        />
        <CityAutocomplete label={t('address.city')} cities={location.cities} {...form.getInputProps('city')} />
      </Group>
    </FormFrame>
  );
}
