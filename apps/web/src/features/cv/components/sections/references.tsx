import { Checkbox, Group, TextInput } from '@mantine/core';
import { cvReferenceRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import type { ItemFieldsProps, ListSectionConfig } from '../../list-config';

interface ReferenceValues extends Record<string, unknown> {
  name: string;
  relationship: string;
  company: string;
  job_title: string;
  email: string;
  phone: string;
  may_contact: boolean;
}

function ReferenceFields({ form }: ItemFieldsProps<ReferenceValues>) {
  const { t } = useTranslation('cv');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label={t('fields.referenceName')} required data-autofocus {...form.getInputProps('name')} />
        <TextInput
          label={t('fields.relationship')}
          placeholder={t('placeholders.relationship')}
          required
          {...form.getInputProps('relationship')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('fields.company')} {...form.getInputProps('company')} />
        <TextInput label={t('fields.position')} {...form.getInputProps('job_title')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput type="email" label={t('fields.email')} {...form.getInputProps('email')} />
        <TextInput
          type="tel"
          label={t('fields.phone')}
          placeholder="+44 20 7946 0958"
          {...form.getInputProps('phone')}
        />
      </Group>
      <Checkbox label={t('fields.mayContact')} {...form.getInputProps('may_contact', { type: 'checkbox' })} />
    </>
  );
}

export const REFERENCES_SECTION: ListSectionConfig<'references', ReferenceValues> = {
  section: 'references',
  textKey: 'references',
  schema: cvReferenceRequestSchema,
  empty: { name: '', relationship: '', company: '', job_title: '', email: '', phone: '', may_contact: false },
  fromItem: (item) => ({
    name: item.name,
    relationship: item.relationship,
    company: item.company ?? '',
    job_title: item.job_title ?? '',
    email: item.email ?? '',
    phone: item.phone ?? '',
    may_contact: item.may_contact,
  }),
  toRequest: (values) => values,
  Fields: ReferenceFields,
  describe: (item, { t }) => ({
    title: item.name,
    subtitle: [item.relationship, item.job_title, item.company].filter(Boolean).join(' · '),
    body: [item.email, item.phone].filter(Boolean).join(' · '),
    badges: item.may_contact ? [t('list.mayContact')] : [],
  }),
};
