import { Group, TextInput } from '@mantine/core';
import {
  cvAddressRequestSchema,
  type Country,
  type CvAddress,
  type CvAddressRequest,
  type State,
} from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { CountrySelect, StateSelect } from '../../../components/ui/place-fields';
import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';

interface AddressValues extends Record<string, unknown> {
  line1: string;
  line2: string;
  city: string;
  state_code: string | null;
  postal_code: string;
  country_code: string | null;
}

const toValues = (address: CvAddress): AddressValues => ({
  line1: address.line1 ?? '',
  line2: address.line2 ?? '',
  city: address.city ?? '',
  state_code: address.state_code,
  postal_code: address.postal_code ?? '',
  country_code: address.country_code,
});

export interface AddressLocation {
  countries: readonly Country[];
  /** The states of the chosen country. */
  states: readonly State[];
  statesLoading: boolean;
}

interface AddressFormProps {
  initial: CvAddress;
  location: AddressLocation;
  /** Lets the screen load the states of the chosen country. */
  onCountryChange: (country: string | null) => void;
  onSave: (request: CvAddressRequest) => Promise<unknown>;
  onSaved?: () => void;
}

/** The postal address on the CV (the country and the state are checked against the reference data). */
export function AddressForm({ initial, location, onCountryChange, onSave, onSaved }: AddressFormProps) {
  const { t } = useTranslation(['cv', 'common']);
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: cvAddressRequestSchema,
    initialValues: toValues(initial),
    toRequest: (values) => ({ ...values, country_code: values.country_code ?? '' }),
  });

  return (
    <FormFrame {...frameProps} onSubmit={submitWith(onSave, onSaved)} submitLabel={t('actions.save')} gap="md">
      <TextInput label={t('fields.line1')} autoComplete="address-line1" required {...form.getInputProps('line1')} />
      <TextInput label={t('fields.line2')} autoComplete="address-line2" {...form.getInputProps('line2')} />
      <Group grow align="flex-start">
        <TextInput label={t('fields.postalCode')} autoComplete="postal-code" {...form.getInputProps('postal_code')} />
        <TextInput label={t('fields.city')} autoComplete="address-level2" required {...form.getInputProps('city')} />
      </Group>
      <Group grow align="flex-start">
        <CountrySelect
          label={t('fields.country')}
          placeholder={t('placeholders.choose')}
          countries={location.countries}
          required
          {...form.getInputProps('country_code')}
          onChange={(value: string | null) => {
            form.setFieldValue('country_code', value);
            form.setFieldValue('state_code', null);
            onCountryChange(value);
          }}
        />
        <StateSelect
          label={t('fields.state')}
          placeholder={location.statesLoading ? t('common:status.loading') : t('placeholders.choose')}
          states={location.states}
          country={form.values.country_code}
          {...form.getInputProps('state_code')}
        />
      </Group>
    </FormFrame>
  );
}
