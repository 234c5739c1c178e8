import { Group, TextInput } from '@mantine/core';
import { cvVoluntaryServiceRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { formatPeriod } from '../../format';
import type { ItemFieldsProps, ListSectionConfig } from '../../list-config';
import { DescriptionField, EMPTY_PERIOD, PeriodFields, periodFromItem, type PeriodValues } from './period-fields';

interface VoluntaryValues extends PeriodValues {
  organisation: string;
  role: string;
  description: string;
}

function VoluntaryFields({ form }: ItemFieldsProps<VoluntaryValues>) {
  const { t } = useTranslation('cv');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label={t('fields.role')} required data-autofocus {...form.getInputProps('role')} />
        <TextInput label={t('fields.organisation')} required {...form.getInputProps('organisation')} />
      </Group>
      <PeriodFields form={form} currentLabel={t('fields.currentVoluntary')} />
      <DescriptionField form={form} />
    </>
  );
}

export const VOLUNTARY_SECTION: ListSectionConfig<'voluntary_services', VoluntaryValues> = {
  section: 'voluntary_services',
  textKey: 'voluntaryServices',
  schema: cvVoluntaryServiceRequestSchema,
  empty: { organisation: '', role: '', ...EMPTY_PERIOD, description: '' },
  fromItem: (item) => ({
    organisation: item.organisation,
    role: item.role,
    ...periodFromItem(item),
    description: item.description ?? '',
  }),
  toRequest: (values) => values,
  Fields: VoluntaryFields,
  describe: (item, { t, language }) => ({
    title: item.role,
    subtitle: item.organisation,
    period: formatPeriod(item, language, t('list.present')),
    body: item.description,
  }),
};
