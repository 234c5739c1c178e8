import type { GetInputPropsReturnType } from '@mantine/form';
import type { PasswordComplexitySettings } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { PasswordField } from '../../../components/ui/password-field';
import { usePasswordHint } from '../hooks/use-password-hint';

interface NewPasswordFieldsProps {
  /** The form's getInputProps: the form has `password` and `password_confirmation`. */
  inputProps: (field: 'password' | 'password_confirmation') => GetInputPropsReturnType;
  passwordSettings: PasswordComplexitySettings;
}

/** A new password (with the policy's hint) and its confirmation, as the password change and reset ask for them. */
export function NewPasswordFields({ inputProps, passwordSettings }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const hint = usePasswordHint(passwordSettings);
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        description={hint}
        autoComplete="new-password"
        required
        {...inputProps('password')}
      />
      <PasswordField
        label={t('fields.newPasswordConfirmation')}
        autoComplete="new-password"
        required
        {...inputProps('password_confirmation')}
      />
    </>
  );
}
