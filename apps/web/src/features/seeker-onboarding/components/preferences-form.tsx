import { Group, MultiSelect, NumberInput, Select, Text } from '@mantine/core';
import {
  FEE_CURRENCIES,
  SALARY_PERIODS,
  seekerPreferencesSchema,
  type SeekerOnboardingState,
  type SeekerPreferencesRequest,
} from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';

interface Option {
  value: string;
  label: string;
}

export interface PreferenceOptions {
  jobCategories: readonly Option[];
  employmentTypes: readonly Option[];
  locationTypes: readonly Option[];
  loading: boolean;
}

interface PreferencesValues extends Record<string, unknown> {
  job_categories: string[];
  employment_types: string[];
  location_types: string[];
  salary_amount: number | string;
  salary_currency: string | null;
  salary_period: string | null;
}

/** The expected salary's parts are three fields of the form. */
const SALARY_ERROR_PATHS = {
  expected_salary: 'salary_amount',
  'expected_salary.amount': 'salary_amount',
  'expected_salary.currency': 'salary_currency',
  'expected_salary.period': 'salary_period',
} as const;

const toRequest = ({ salary_amount, salary_currency, salary_period, ...lists }: PreferencesValues) => ({
  ...lists,
  // No amount: no expected salary (currency and period keep their defaults for the next try).
  expected_salary:
    salary_amount === '' ? null : { amount: salary_amount, currency: salary_currency, period: salary_period },
});

interface PreferencesFormProps {
  initial: SeekerOnboardingState['preferences'];
  options: PreferenceOptions;
  /** The currency the salary starts in (the registration fee's). */
  defaultCurrency: string;
  onSave: (request: SeekerPreferencesRequest) => Promise<unknown>;
  onSaved: () => void;
  secondaryActions?: ReactNode;
}

/** Step 2: the kind of job the seeker is looking for, and an optional expected salary. */
export function PreferencesForm({
  initial,
  options,
  defaultCurrency,
  onSave,
  onSaved,
  secondaryActions,
}: PreferencesFormProps) {
  const { t } = useTranslation(['seeker', 'common']);
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: seekerPreferencesSchema,
    initialValues: {
      job_categories: initial?.job_categories ?? [],
      employment_types: initial?.employment_types ?? [],
      location_types: initial?.location_types ?? [],
      salary_amount: initial?.expected_salary?.amount ?? '',
      salary_currency: initial?.expected_salary?.currency ?? defaultCurrency,
      salary_period: initial?.expected_salary?.period ?? 'year',
    } satisfies PreferencesValues,
    toRequest,
    errorPaths: SALARY_ERROR_PATHS,
  });
  const placeholder = options.loading ? t('common:status.loading') : t('onboarding.preferences.choose');

  return (
    <FormFrame
      {...frameProps}
      onSubmit={submitWith(onSave, onSaved)}
      submitLabel={t('onboarding.continue')}
      gap="md"
      actions={secondaryActions}
    >
      <MultiSelect
        label={t('onboarding.preferences.jobCategories')}
        description={t('onboarding.preferences.upTo', { max: 5 })}
        placeholder={placeholder}
        data={[...options.jobCategories]}
        maxValues={5}
        searchable
        clearable
        required
        nothingFoundMessage={t('common:status.nothingFound')}
        {...form.getInputProps('job_categories')}
      />
      <MultiSelect
        label={t('onboarding.preferences.employmentTypes')}
        placeholder={placeholder}
        data={[...options.employmentTypes]}
        required
        clearable
        {...form.getInputProps('employment_types')}
      />
      <MultiSelect
        label={t('onboarding.preferences.locationTypes')}
        placeholder={placeholder}
        data={[...options.locationTypes]}
        required
        clearable
        {...form.getInputProps('location_types')}
      />
      <div>
        <Text size="sm" fw={500}>
          {t('onboarding.preferences.salary')}
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {t('onboarding.preferences.salaryHint')}
        </Text>
        <Group grow align="flex-start" gap="sm">
          <NumberInput
            label={t('onboarding.preferences.amount')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=" "
            {...form.getInputProps('salary_amount')}
          />
          <Select
            label={t('onboarding.preferences.currency')}
            data={[...FEE_CURRENCIES]}
            allowDeselect={false}
            {...form.getInputProps('salary_currency')}
          />
          <Select
            label={t('onboarding.preferences.period')}
            data={SALARY_PERIODS.map((value) => ({ value, label: t(`onboarding.preferences.periods.${value}`) }))}
            allowDeselect={false}
            {...form.getInputProps('salary_period')}
          />
        </Group>
      </div>
    </FormFrame>
  );
}
