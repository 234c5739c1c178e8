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
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { useRecoverAccountMutation } from '../api/recover-account';
import { SignInExpired } from './mfa-challenge-form';

const RECOVERY_CODE_FIELD = ['recovery_code'];
const validateRecoveryCode = zodFormResolver(z.object({ recovery_code: recoveryCodeSchema }));

interface RecoveryCodeLoginFormProps {
  mfaToken: string;
  onAuthenticated: (session: Session) => void;
}

/** Logging in with a recovery code when the authenticator app is out of reach. */
export function RecoveryCodeLoginForm({ mfaToken, onAuthenticated }: RecoveryCodeLoginFormProps) {
  const { t } = useTranslation('security');
  const recover = useRecoverAccountMutation();
  const [expired, setExpired] = useState(false);
  const form = useForm({ initialValues: { recovery_code: '' }, validate: validateRecoveryCode });
  const { alert, setAlert, onError } = useSubmitErrors(form, RECOVERY_CODE_FIELD);

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
          onError(error);
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
