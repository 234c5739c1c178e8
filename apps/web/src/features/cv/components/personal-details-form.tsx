import { Group, Select, Switch, TextInput } from '@mantine/core';
import {
  CV_GENDERS,
  CV_MARITAL_STATUSES,
  cvPersonalDetailsRequestSchema,
  latestBirthDate,
  type Country,
  type CvPersonalDetails,
  type CvPersonalDetailsRequest,
} from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { CountrySelect } from '../../../components/ui/place-fields';
import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';

interface PersonalDetailsValues extends Record<string, unknown> {
  date_of_birth: string;
  gender: string | null;
  nationality: string | null;
  marital_status: string | null;
  has_driving_licence: boolean;
  linkedin_url: string;
  portfolio_url: string;
}

const toValues = (details: CvPersonalDetails): PersonalDetailsValues => ({
  date_of_birth: details.date_of_birth ?? '',
  gender: details.gender,
  nationality: details.nationality,
  marital_status: details.marital_status,
  has_driving_licence: details.has_driving_licence,
  linkedin_url: details.linkedin_url ?? '',
  portfolio_url: details.portfolio_url ?? '',
});

interface PersonalDetailsFormProps {
  initial: CvPersonalDetails;
  countries: readonly Country[];
  onSave: (request: CvPersonalDetailsRequest) => Promise<unknown>;
  onSaved?: () => void;
}

/** Personal details: all optional, and none of the sensitive ones counts toward the score. */
export function PersonalDetailsForm({ initial, countries, onSave, onSaved }: PersonalDetailsFormProps) {
  const { t } = useTranslation(['cv', 'common']);
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: cvPersonalDetailsRequestSchema,
    initialValues: toValues(initial),
    toRequest: (values) => values,
  });

  return (
    <FormFrame {...frameProps} onSubmit={submitWith(onSave, onSaved)} submitLabel={t('actions.save')} gap="md">
      <CountrySelect
        label={t('fields.nationality')}
        description={t('hints.nationality')}
        placeholder={t('placeholders.choose')}
        countries={countries}
        clearable
        {...form.getInputProps('nationality')}
      />
      <Group grow align="flex-start">
        <TextInput
          type="date"
          label={t('fields.dateOfBirth')}
          autoComplete="bday"
          max={latestBirthDate()}
          {...form.getInputProps('date_of_birth')}
        />
        <Select
          label={t('fields.gender')}
          placeholder={t('placeholders.choose')}
          data={CV_GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
          clearable
          {...form.getInputProps('gender')}
        />
      </Group>
      <Select
        label={t('fields.maritalStatus')}
        placeholder={t('placeholders.choose')}
        data={CV_MARITAL_STATUSES.map((value) => ({ value, label: t(`maritalStatus.${value}`) }))}
        clearable
        {...form.getInputProps('marital_status')}
      />
      <Switch
        label={t('fields.hasDrivingLicence')}
        {...form.getInputProps('has_driving_licence', { type: 'checkbox' })}
      />
      <TextInput
        type="url"
        label={t('fields.linkedinUrl')}
        placeholder="https://www.linkedin.com/in/…"
        {...form.getInputProps('linkedin_url')}
      />
      <TextInput
        type="url"
        label={t('fields.portfolioUrl')}
        placeholder="https://"
        autoComplete="url"
        {...form.getInputProps('portfolio_url')}
      />
    </FormFrame>
  );
}
