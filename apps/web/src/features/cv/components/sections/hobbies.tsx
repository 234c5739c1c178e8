import { TextInput } from '@mantine/core';
import { cvHobbyRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import type { ItemFieldsProps, ListSectionConfig } from '../../list-config';
import { DescriptionField } from './period-fields';

interface HobbyValues extends Record<string, unknown> {
  name: string;
  description: string;
}

function HobbyFields({ form }: ItemFieldsProps<HobbyValues>) {
  const { t } = useTranslation('cv');
  return (
    <>
      <TextInput label={t('fields.hobby')} required data-autofocus {...form.getInputProps('name')} />
      <DescriptionField form={form} minRows={2} maxRows={6} />
    </>
  );
}

export const HOBBIES_SECTION: ListSectionConfig<'hobbies_and_interests', HobbyValues> = {
  section: 'hobbies_and_interests',
  textKey: 'hobbies',
  schema: cvHobbyRequestSchema,
  empty: { name: '', description: '' },
  fromItem: (item) => ({ name: item.name, description: item.description ?? '' }),
  toRequest: (values) => values,
  Fields: HobbyFields,
  describe: (item) => ({ title: item.name, body: item.description }),
};
