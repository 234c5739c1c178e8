import { Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

interface NameFieldsProps {
  /** The form's fields `first_name` and `last_name`. */
  form: { getInputProps: (path: 'first_name' | 'last_name') => GetInputPropsReturnType };
}

/** First and last name side by side, both required (register, profile, onboarding). */
export function NameFields({ form }: NameFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <Group grow align="flex-start">
      <TextInput
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
        {...form.getInputProps('first_name')}
      />
      <TextInput
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
        {...form.getInputProps('last_name')}
      />
    </Group>
  );
}
