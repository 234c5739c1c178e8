import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetRequestSchema } from '@hireway/shared';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { useCooldown } from '../../../hooks/use-cooldown';
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { SwitchLink } from './switch-link';
import { EmailField } from './email-field';

/** Seconds before another reset link may be requested. */
export const RESET_LINK_COOLDOWN_S = 60;

const EMAIL_FIELD = ['email'];
const validateEmail = zodFormResolver(passwordResetRequestSchema);

/** E-mail → a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordResetMutation();
  const cooldown = useCooldown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: validateEmail, validateInputOnBlur: true });
  const { alert, setAlert, onError } = useSubmitErrors(form, EMAIL_FIELD);

  const send = (email: string) => {
    setAlert(null);
    request.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        cooldown.start(RESET_LINK_COOLDOWN_S);
      },
      onError,
    });
  };

  const submit = form.onSubmit(({ email }) => send(email.trim().toLowerCase()));

  if (sentTo !== null) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          variant="light"
          icon={<IconMailForward aria-hidden />}
          title={t('forgotPassword.sentTitle')}
        >
          {t('forgotPassword.sent', { email: sentTo })}
        </Alert>
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <Text size="sm" c="dimmed">
          {t('forgotPassword.notReceived')}
        </Text>
        <Button variant="light" onClick={() => send(sentTo)} loading={request.isPending} disabled={cooldown.isCooling}>
          {cooldown.isCooling
            ? t('forgotPassword.resendIn', { seconds: cooldown.secondsLeft })
            : t('forgotPassword.resend')}
        </Button>
        <Button
          variant="subtle"
          onClick={() => {
            setSentTo(null);
            setAlert(null);
          }}
        >
          {t('forgotPassword.otherAddress')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} to={paths['auth-login']} fw={600}>
            {t('forgotPassword.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" fullWidth loading={request.isPending}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <SwitchLink prompt={t('forgotPassword.remembered')} to={paths['auth-login']}>
        {t('forgotPassword.backToLogin')}
      </SwitchLink>
    </Stack>
  );
}
