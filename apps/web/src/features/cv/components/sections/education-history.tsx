import { Group, TextInput } from '@mantine/core';
import { cvEducationRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { formatPeriod } from '../../format';
import type { ItemFieldsProps, ListSectionConfig } from '../../list-config';
import { DescriptionField, EMPTY_PERIOD, PeriodFields, periodFromItem, type PeriodValues } from './period-fields';

interface EducationValues extends PeriodValues {
  institution: string;
  qualification: string;
  field_of_study: string;
  grade: string;
  description: string;
}

function EducationFields({ form }: ItemFieldsProps<EducationValues>) {
  const { t } = useTranslation('cv');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('fields.qualification')}
          placeholder={t('placeholders.qualification')}
          required
          data-autofocus
          {...form.getInputProps('qualification')}
        />
        <TextInput label={t('fields.institution')} required {...form.getInputProps('institution')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('fields.fieldOfStudy')} {...form.getInputProps('field_of_study')} />
        <TextInput label={t('fields.grade')} {...form.getInputProps('grade')} />
      </Group>
      <PeriodFields form={form} currentLabel={t('fields.currentEducation')} />
      <DescriptionField form={form} />
    </>
  );
}

export const EDUCATION_SECTION: ListSectionConfig<'education_history', EducationValues> = {
  section: 'education_history',
  textKey: 'educationHistory',
  schema: cvEducationRequestSchema,
  empty: { institution: '', qualification: '', field_of_study: '', grade: '', ...EMPTY_PERIOD, description: '' },
  fromItem: (item) => ({
    institution: item.institution,
    qualification: item.qualification,
    field_of_study: item.field_of_study ?? '',
    grade: item.grade ?? '',
    ...periodFromItem(item),
    description: item.description ?? '',
  }),
  toRequest: (values) => values,
  Fields: EducationFields,
  describe: (item, { t, language }) => ({
    title: item.field_of_study ? `${item.qualification}, ${item.field_of_study}` : item.qualification,
    subtitle: item.grade ? `${item.institution} · ${t('list.grade', { grade: item.grade })}` : item.institution,
    period: formatPeriod(item, language, t('list.present')),
    body: item.description,
  }),
};
