import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { recoveryCodeSchema, type Session } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';

import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { clearMfaToken } from '../../../lib/auth/mfa-token';
import { describeSubmitError, zodFormResolver, type FormAlertContent } from '../../../lib/forms/zod-form';
import { useRecoverAccountMutation } from '../api/recover-account';
import { SignInExpired } from './mfa-challenge-form';

const validateRecoveryCode = zodFormResolver(z.object({ recovery_code: recoveryCodeSchema }));

interface RecoveryCodeLoginFormProps {
  mfaToken: string;
  onAuthenticated: (session: Session) => void;
}

/** Logging in with a recovery code when the authenticator app is out of reach. */
export function RecoveryCodeLoginForm({ mfaToken, onAuthenticated }: RecoveryCodeLoginFormProps) {
  const { t } = useTranslation('security');
  const recover = useRecoverAccountMutation();
  const [alert, setAlert] = useState<FormAlertContent | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm({ initialValues: { recovery_code: '' }, validate: validateRecoveryCode });

  const submit = form.onSubmit(({ recovery_code }) => {
    setAlert(null);
    recover.mutate(
      { mfaToken, recoveryCode: recovery_code.trim() },
      {
        onSuccess: onAuthenticated,
        onError: (error) => {
          if (isApiError(error) && error.status === 401) {
            clearMfaToken();
            setExpired(true);
            return;
          }
          const described = describeSubmitError(error, ['recovery_code']);
          setAlert(described.alert);
          form.setErrors(described.formErrors);
        },
      },
    );
  });

  if (expired) return <SignInExpired />;

  return (
    <Stack gap="lg">
      {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('recoveryLogin.codeLabel')}
            description={t('recoveryLogin.codeHint')}
            placeholder="abcde-12345"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('recovery_code')}
          />
          <Button type="submit" fullWidth loading={recover.isPending}>
            {t('recoveryLogin.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={6} align="center">
        <Anchor component={Link} to={paths['auth-mfa']} size="sm">
          {t('recoveryLogin.useApp')}
        </Anchor>
      </Stack>
    </Stack>
  );
}
