import {
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  TagsInput,
  Textarea,
  TextInput,
  Paper,
  Text,
} from '@mantine/core';
import {
  JOB_DESCRIPTION_MAX,
  JOB_SALARY_PERIODS,
  JOB_SKILLS_MAX,
  JOB_TITLE_MAX,
  JOB_VACANCIES_MAX,
  REMOTE_LOCATION_TYPE,
  jobCreateRequestSchema,
  jobUpdateRequestSchema,
  type JobStatus,
  type JobUpdateInput,
  type ProviderJob,
} from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useCreateJobMutation } from '../api/create-job';
import { useUpdateJobMutation } from '../api/update-job';
import { MarkdownPreview } from './markdown-preview';

export interface SelectOption {
  value: string;
  label: string;
}

export interface JobFormOptions {
  categories: SelectOption[];
  employmentTypes: SelectOption[];
  locationTypes: SelectOption[];
  countries: SelectOption[];
}

interface JobValues extends Record<string, unknown> {
  title: string;
  description: string;
  category: string | null;
  employment_type: string | null;
  location_type: string | null;
  country_code: string | null;
  city: string;
  salary_min: number | string;
  salary_max: number | string;
  salary_currency: string | null;
  salary_period: string | null;
  skills: string[];
  vacancies: number | string;
  application_deadline: string;
  status: JobStatus;
}

const EMPTY: JobValues = {
  title: '',
  description: '',
  category: null,
  employment_type: null,
  location_type: null,
  country_code: null,
  city: '',
  salary_min: '',
  salary_max: '',
  salary_currency: null,
  salary_period: null,
  skills: [],
  vacancies: 1,
  application_deadline: '',
  status: 'draft',
};

const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'BRL', 'CAD', 'AUD', 'PLN', 'SEK', 'NOK', 'DKK'] as const;

const fromJob = (job: ProviderJob): JobValues => ({
  title: job.title,
  description: job.description,
  category: job.category,
  employment_type: job.employment_type,
  location_type: job.location_type,
  country_code: job.country_code,
  city: job.city ?? '',
  salary_min: job.salary_min ?? '',
  salary_max: job.salary_max ?? '',
  salary_currency: job.salary_currency,
  salary_period: job.salary_period,
  skills: job.skills,
  vacancies: job.vacancies,
  application_deadline: job.application_deadline ?? '',
  status: job.status,
});

const amount = (value: number | string): number | null => (typeof value === 'number' ? value : null);

const toRequest = (values: JobValues): Record<string, unknown> => {
  const remote = values.location_type === REMOTE_LOCATION_TYPE;
  return {
    title: values.title,
    description: values.description,
    category: values.category ?? '',
    employment_type: values.employment_type ?? '',
    location_type: values.location_type ?? '',
    country_code: remote ? null : values.country_code,
    city: remote ? null : values.city,
    salary_min: amount(values.salary_min),
    salary_max: amount(values.salary_max),
    salary_currency: values.salary_currency,
    salary_period: values.salary_period,
    skills: values.skills,
    vacancies: typeof values.vacancies === 'number' ? values.vacancies : Number.NaN,
    application_deadline: values.application_deadline,
    status: values.status,
  };
};

interface JobFormProps {
  options: JobFormOptions;
  /** The job being edited; a new job without. */
  job?: ProviderJob;
  onSaved: (job: ProviderJob) => void;
  secondaryActions?: ReactNode;
}

/** The job form: write a job, keep it as a draft or publish it (spec issue 5). */
export function JobForm({ options, job, onSaved, secondaryActions }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const create = useCreateJobMutation();
  const update = useUpdateJobMutation();
  // A created job's request is an update request whose status is draft or live.
  const schema: z.ZodType<JobUpdateInput> = job === undefined ? jobCreateRequestSchema : jobUpdateRequestSchema;
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema,
    initialValues: job === undefined ? EMPTY : fromJob(job),
    toRequest,
  });

  const submit = submitWith(
    (request) =>
      job === undefined
        ? create.mutateAsync({ ...request, status: request.status === 'live' ? 'live' : 'draft' })
        : update.mutateAsync({ id: job.id, request }),
    onSaved,
  );

  const remote = form.values.location_type === REMOTE_LOCATION_TYPE;
  const canPublish = job === undefined || job.status === 'draft';
  const keepStatus = job?.status ?? 'draft';

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <TextInput label={t('form.title')} required maxLength={JOB_TITLE_MAX} {...form.getInputProps('title')} />
        <Tabs defaultValue="write" variant="outline">
          <Tabs.List>
            <Tabs.Tab value="write">{t('form.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('form.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <Textarea
              label={t('form.description')}
              description={t('form.descriptionHint')}
              rows={10}
              resize="vertical"
              maxLength={JOB_DESCRIPTION_MAX}
              required
              {...form.getInputProps('description')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            <Paper withBorder p="md" radius="md" mih={160}>
              {form.values.description.trim() === '' ? (
                <Text c="dimmed">{t('form.previewEmpty')}</Text>
              ) : (
                <MarkdownPreview markdown={form.values.description} />
              )}
            </Paper>
          </Tabs.Panel>
        </Tabs>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('form.category')}
            data={options.categories}
            searchable
            required
            {...form.getInputProps('category')}
          />
          <Select
            label={t('form.employmentType')}
            data={options.employmentTypes}
            required
            {...form.getInputProps('employment_type')}
          />
          <Select
            label={t('form.locationType')}
            data={options.locationTypes}
            required
            {...form.getInputProps('location_type')}
          />
        </SimpleGrid>
        {remote ? null : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('form.country')}
              data={options.countries}
              searchable
              required
              {...form.getInputProps('country_code')}
            />
            <TextInput label={t('form.city')} required {...form.getInputProps('city')} />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <NumberInput label={t('form.salaryMin')} min={0} allowDecimal={false} {...form.getInputProps('salary_min')} />
          <NumberInput label={t('form.salaryMax')} min={0} allowDecimal={false} {...form.getInputProps('salary_max')} />
          <Select
            label={t('form.currency')}
            data={[...CURRENCIES]}
            searchable
            clearable
            {...form.getInputProps('salary_currency')}
          />
          <Select
            label={t('form.period')}
            data={JOB_SALARY_PERIODS.map((value) => ({ value, label: t(`period.${value}`) }))}
            clearable
            {...form.getInputProps('salary_period')}
          />
        </SimpleGrid>
        <TagsInput
          label={t('form.skills')}
          description={t('form.skillsHint', { max: JOB_SKILLS_MAX })}
          maxTags={JOB_SKILLS_MAX}
          clearable
          {...form.getInputProps('skills')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('form.vacancies')}
            min={1}
            max={JOB_VACANCIES_MAX}
            allowDecimal={false}
            required
            {...form.getInputProps('vacancies')}
          />
          <TextInput type="date" label={t('form.deadline')} {...form.getInputProps('application_deadline')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          {secondaryActions}
          <Button
            type="submit"
            variant={canPublish ? 'default' : 'filled'}
            loading={saving && form.values.status === keepStatus}
            onClick={() => form.setFieldValue('status', keepStatus)}
          >
            {job === undefined || job.status === 'draft' ? t('form.saveDraft') : t('form.save')}
          </Button>
          {canPublish ? (
            <Button
              type="submit"
              loading={saving && form.values.status === 'live'}
              onClick={() => form.setFieldValue('status', 'live')}
            >
              {t('form.publish')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
