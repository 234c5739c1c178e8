import { useForm } from '@mantine/form';
import {
  changePasswordRequestSchema,
  type ChangePasswordRequest,
  type PasswordComplexitySettings,
  type User,
} from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { useErrorSummary } from '../../../lib/forms/error-summary';
import { FormFrame } from '../../../components/ui/form-frame';
import { PasswordField } from '../../../components/ui/password-field';
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { useChangePasswordMutation } from '../api/change-password';
import { validateWithPasswordPolicy } from '../hooks/password-policy';
import { NewPasswordFields } from './new-password-fields';

const FORM_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const validateShape = zodFormResolver(changePasswordRequestSchema);

interface ChangePasswordFormProps {
  user: Pick<User, 'email' | 'first_name' | 'last_name'>;
  passwordSettings: PasswordComplexitySettings;
  onDone: () => void;
}

export function ChangePasswordForm({ user, passwordSettings, onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const change = useChangePasswordMutation();

  const form = useForm<ChangePasswordRequest>({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    validate: validateWithPasswordPolicy(validateShape, passwordSettings, {
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
    }),
    validateInputOnBlur: true,
  });
  const { failed, summary } = useErrorSummary(form);
  const { alert, setAlert, onError } = useSubmitErrors(form, FORM_FIELDS, failed);

  const submit = form.onSubmit((values) => {
    setAlert(null);
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        onDone();
      },
      onError,
    });
  }, failed);

  return (
    <FormFrame
      alert={alert}
      summary={summary}
      saving={change.isPending}
      onSubmit={submit}
      submitLabel={t('passwordChange.submit')}
      gap="md"
    >
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        required
        {...form.getInputProps('current_password')}
      />
      <NewPasswordFields inputProps={form.getInputProps} passwordSettings={passwordSettings} />
    </FormFrame>
  );
}
