import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { Session } from '@hireway/shared';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CodeInput } from '../../../components/ui/code-input';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths, securityPaths } from '../../../config/paths';
import { useCooldown } from '../../../hooks/use-cooldown';
import { isApiError } from '../../../lib/api-client';
import { clearMfaToken } from '../../../lib/auth/mfa-token';
import { codeInputProps, useCodeForm } from '../../../lib/forms/code-form';
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { useAuthenticateMfaMutation } from '../api/authenticate';
import { useResendMfaCodeMutation } from '../api/resend-otp';

const CODE_FIELD = ['code'];

/** Seconds before another code may be e-mailed. */
export const EMAIL_CODE_COOLDOWN_S = 60;

interface MfaChallengeFormProps {
  mfaToken: string;
  onAuthenticated: (session: Session) => void;
}

/** An MFA token the server no longer accepts: the password step has to be done again. */
const isExpiredSignIn = (error: unknown): boolean => isApiError(error) && error.status === 401;

export function SignInExpired() {
  const { t } = useTranslation('security');
  return (
    <FormAlert title={t('mfaLogin.expiredTitle')} message={t('mfaLogin.expired')}>
      <Button component={Link} to={paths['auth-login']} variant="light" color="red" mt="sm">
        {t('mfaLogin.backToLogin')}
      </Button>
    </FormAlert>
  );
}

/** The second step of an MFA login: a code from the app, or one sent by e-mail. */
export function MfaChallengeForm({ mfaToken, onAuthenticated }: MfaChallengeFormProps) {
  const { t } = useTranslation('security');
  const authenticate = useAuthenticateMfaMutation();
  const resend = useResendMfaCodeMutation();
  const cooldown = useCooldown();
  const form = useCodeForm();
  const { alert, setAlert, onError } = useSubmitErrors(form, CODE_FIELD);
  const [expired, setExpired] = useState(false);

  const fail = (error: unknown) => {
    if (isExpiredSignIn(error)) {
      clearMfaToken();
      setExpired(true);
      return;
    }
    onError(error);
  };

  const submit = form.onSubmit(({ code }) => {
    setAlert(null);
    authenticate.mutate({ mfaToken, code }, { onSuccess: onAuthenticated, onError: fail });
  });

  const sendEmailCode = () => {
    setAlert(null);
    resend.mutate(mfaToken, { onSuccess: () => cooldown.start(EMAIL_CODE_COOLDOWN_S), onError: fail });
  };

  if (expired) return <SignInExpired />;

  return (
    <Stack gap="lg">
      {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
      {resend.isSuccess ? (
        <Alert color="blue" variant="light" icon={<IconMail aria-hidden />} title={t('mfaLogin.emailSentTitle')}>
          {t('mfaLogin.emailSent')}
        </Alert>
      ) : null}

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CodeInput
            label={t('mfaLogin.codeLabel')}
            description={resend.isSuccess ? t('mfaLogin.codeHintEmail') : t('mfaLogin.codeHint')}
            {...codeInputProps(form)}
            autoFocus
          />
          <Button type="submit" fullWidth loading={authenticate.isPending}>
            {t('mfaLogin.submit')}
          </Button>
        </Stack>
      </form>

      <Stack gap={6} align="center">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={sendEmailCode}
          loading={resend.isPending}
          disabled={cooldown.isCooling}
        >
          {cooldown.isCooling ? t('mfaLogin.sendEmailIn', { seconds: cooldown.secondsLeft }) : t('mfaLogin.sendEmail')}
        </Button>
        <Anchor component={Link} to={securityPaths.mfaRecovery} size="sm">
          {t('mfaLogin.useRecoveryCode')}
        </Anchor>
        <Text size="xs" c="dimmed" ta="center">
          <Anchor component={Link} to={paths['auth-login']} inherit c="dimmed">
            {t('mfaLogin.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </Stack>
  );
}
