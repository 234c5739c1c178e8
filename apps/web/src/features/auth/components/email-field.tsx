import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The required e-mail of a sign-in, sign-up or reset form: typed as an e-mail, filled in by the browser. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('auth');
  return <TextInput label={t('fields.email')} type="email" autoComplete="email" required {...props} />;
}
