import { Group, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import {
  CV_AVAILABILITIES,
  CV_SUMMARY_MIN_LENGTH,
  cvPersonalRequestSchema,
  type CvPersonal,
  type CvPersonalRequest,
} from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';

interface PersonalValues extends Record<string, unknown> {
  headline: string;
  summary: string;
  desired_job_title: string;
  years_of_experience: number | string;
  availability: string | null;
  open_to_work: boolean;
}

const toValues = (personal: CvPersonal): PersonalValues => ({
  headline: personal.headline ?? '',
  summary: personal.summary ?? '',
  desired_job_title: personal.desired_job_title ?? '',
  years_of_experience: personal.years_of_experience ?? '',
  availability: personal.availability,
  open_to_work: personal.open_to_work,
});

const toRequest = (values: PersonalValues): Record<string, unknown> => ({
  ...values,
  years_of_experience: typeof values.years_of_experience === 'number' ? values.years_of_experience : null,
});

interface PersonalFormProps {
  initial: CvPersonal;
  /** PUT /seeker/cv/personal, or step 1 of the seeker onboarding: both take this shape. */
  onSave: (request: CvPersonalRequest) => Promise<unknown>;
  onSaved?: () => void;
  submitLabel: string;
  /** Buttons before the submit button (e.g. "Back"). */
  secondaryActions?: ReactNode;
}

/** About you: headline, professional profile, desired job, experience, availability, open to work. */
export function PersonalForm({ initial, onSave, onSaved, submitLabel, secondaryActions }: PersonalFormProps) {
  const { t } = useTranslation('cv');
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: cvPersonalRequestSchema,
    initialValues: toValues(initial),
    toRequest,
  });
  const summaryLength = form.values.summary.trim().length;

  return (
    <FormFrame
      {...frameProps}
      onSubmit={submitWith(onSave, onSaved)}
      submitLabel={submitLabel}
      gap="md"
      actions={secondaryActions}
    >
      <TextInput
        label={t('fields.headline')}
        description={t('hints.headline')}
        required
        {...form.getInputProps('headline')}
      />
      <TextInput label={t('fields.desiredJobTitle')} {...form.getInputProps('desired_job_title')} />
      <Textarea
        label={t('fields.summary')}
        description={t('hints.summary', { min: CV_SUMMARY_MIN_LENGTH, length: summaryLength })}
        autosize
        minRows={4}
        maxRows={12}
        {...form.getInputProps('summary')}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t('fields.yearsOfExperience')}
          min={0}
          max={60}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('years_of_experience')}
        />
        <Select
          label={t('fields.availability')}
          placeholder={t('placeholders.choose')}
          data={CV_AVAILABILITIES.map((value) => ({ value, label: t(`availability.${value}`) }))}
          clearable
          {...form.getInputProps('availability')}
        />
      </Group>
      <Switch
        label={t('fields.openToWork')}
        description={t('hints.openToWork')}
        {...form.getInputProps('open_to_work', { type: 'checkbox' })}
      />
    </FormFrame>
  );
}
