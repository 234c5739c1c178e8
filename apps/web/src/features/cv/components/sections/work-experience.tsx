import { Group, Select, Textarea, TextInput } from '@mantine/core';
import { CV_ACHIEVEMENTS_MAX, cvWorkExperienceRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { formatPeriod } from '../../format';
import type { ItemFieldsProps, ListSectionConfig } from '../../list-config';
import { DescriptionField, EMPTY_PERIOD, PeriodFields, periodFromItem, type PeriodValues } from './period-fields';

interface WorkValues extends PeriodValues {
  employer: string;
  job_title: string;
  employment_type: string | null;
  location: string;
  description: string;
  achievements: string;
}

/** One achievement per line. */
const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function WorkFields({ form, options }: ItemFieldsProps<WorkValues>) {
  const { t } = useTranslation('cv');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label={t('fields.jobTitle')} required data-autofocus {...form.getInputProps('job_title')} />
        <TextInput label={t('fields.employer')} required {...form.getInputProps('employer')} />
      </Group>
      <Group grow align="flex-start">
        <Select
          label={t('fields.employmentType')}
          placeholder={t('placeholders.choose')}
          data={[...options.employmentTypes]}
          clearable
          {...form.getInputProps('employment_type')}
        />
        <TextInput label={t('fields.location')} {...form.getInputProps('location')} />
      </Group>
      <PeriodFields form={form} currentLabel={t('fields.currentJob')} />
      <DescriptionField form={form} />
      <Textarea
        label={t('fields.achievements')}
        description={t('hints.achievements', { max: CV_ACHIEVEMENTS_MAX })}
        autosize
        minRows={2}
        maxRows={8}
        {...form.getInputProps('achievements')}
      />
    </>
  );
}

export const WORK_EXPERIENCE_SECTION: ListSectionConfig<'work_experience', WorkValues> = {
  section: 'work_experience',
  textKey: 'workExperience',
  schema: cvWorkExperienceRequestSchema,
  empty: {
    employer: '',
    job_title: '',
    employment_type: null,
    location: '',
    ...EMPTY_PERIOD,
    description: '',
    achievements: '',
  },
  fromItem: (item) => ({
    employer: item.employer,
    job_title: item.job_title,
    employment_type: item.employment_type,
    location: item.location ?? '',
    ...periodFromItem(item),
    description: item.description ?? '',
    achievements: item.achievements.join('\n'),
  }),
  toRequest: (values) => ({ ...values, achievements: linesOf(values.achievements) }),
  Fields: WorkFields,
  describe: (item, { t, language, options }) => {
    const type = options.employmentTypes.find((option) => option.value === item.employment_type)?.label;
    return {
      title: item.job_title,
      subtitle: [item.employer, type, item.location].filter(Boolean).join(' · '),
      period: formatPeriod(item, language, t('list.present')),
      body: item.description,
      bullets: item.achievements,
    };
  },
};
