import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { CV_SKILL_LEVELS, cvSkillRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { numberOrNull, type ItemFieldsProps, type ListSectionConfig } from '../../list-config';

interface SkillValues extends Record<string, unknown> {
  name: string;
  level: string | null;
  years: number | string;
}

function SkillFields({ form }: ItemFieldsProps<SkillValues>) {
  const { t } = useTranslation('cv');
  return (
    <>
      <TextInput label={t('fields.skill')} required data-autofocus {...form.getInputProps('name')} />
      <Group grow align="flex-start">
        <Select
          label={t('fields.level')}
          placeholder={t('placeholders.choose')}
          data={CV_SKILL_LEVELS.map((value) => ({ value, label: t(`skillLevel.${value}`) }))}
          required
          {...form.getInputProps('level')}
        />
        <NumberInput
          label={t('fields.years')}
          min={0}
          max={60}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('years')}
        />
      </Group>
    </>
  );
}

export const SKILLS_SECTION: ListSectionConfig<'skills', SkillValues> = {
  section: 'skills',
  textKey: 'skills',
  schema: cvSkillRequestSchema,
  empty: { name: '', level: null, years: '' },
  fromItem: (item) => ({ name: item.name, level: item.level, years: item.years ?? '' }),
  toRequest: (values) => ({ ...values, years: numberOrNull(values.years) }),
  Fields: SkillFields,
  describe: (item, { t }) => ({
    title: item.name,
    subtitle:
      item.years === null
        ? t(`skillLevel.${item.level}`)
        : `${t(`skillLevel.${item.level}`)} · ${t('list.years', { count: item.years })}`,
  }),
};
