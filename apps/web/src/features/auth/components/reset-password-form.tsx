import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  resetPasswordRequestSchema,
  type PasswordComplexitySettings,
  type ResetPasswordRequest,
} from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { useResetPasswordMutation } from '../api/reset-password';
import { validateWithPasswordPolicy } from '../hooks/password-policy';
import { NewPasswordFields } from './new-password-fields';

const FORM_FIELDS = ['password', 'password_confirmation'] as const;
const validateShape = zodFormResolver(resetPasswordRequestSchema);

interface ResetPasswordFormProps {
  resetToken: string;
  passwordSettings: PasswordComplexitySettings;
  onDone: () => void;
  /** The account has MFA and the link has not been through the app's code yet (403). */
  onMfaRequired: () => void;
}

/** A link the server no longer accepts: used, replaced by a newer one, or older than 60 minutes. */
const isExpiredLink = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.code === 'token_expired');

export function ResetPasswordForm({ resetToken, passwordSettings, onDone, onMfaRequired }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPasswordMutation();
  const [expired, setExpired] = useState(false);

  const form = useForm<ResetPasswordRequest>({
    initialValues: { password: '', password_confirmation: '' },
    validate: validateWithPasswordPolicy(validateShape, passwordSettings),
    validateInputOnBlur: true,
  });
  const { failed, summary } = useErrorSummary(form);
  const { alert, setAlert, onError } = useSubmitErrors(form, FORM_FIELDS, failed);

  const submit = form.onSubmit((values) => {
    setAlert(null);
    reset.mutate(
      { resetToken, body: values },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isExpiredLink(error)) {
            setExpired(true);
            return;
          }
          if (isApiError(error) && error.status === 403) {
            onMfaRequired();
            return;
          }
          onError(error);
        },
      },
    );
  }, failed);

  if (expired) {
    return (
      <FormAlert title={t('resetPassword.expiredTitle')} message={t('resetPassword.expired')}>
        <Button component={Link} to={paths['auth-forgot-password']} variant="light" color="red" mt="sm">
          {t('resetPassword.newLink')}
        </Button>
      </FormAlert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <NewPasswordFields inputProps={form.getInputProps} passwordSettings={passwordSettings} />
        <Button type="submit" fullWidth loading={reset.isPending} mt="xs">
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
