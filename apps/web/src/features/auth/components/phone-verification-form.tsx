import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CodeInput } from '../../../components/ui/code-input';
import { FormAlert } from '../../../components/ui/form-alert';
import { useCooldown } from '../../../hooks/use-cooldown';
import { isApiError } from '../../../lib/api-client';
import { codeInputProps, useCodeForm } from '../../../lib/forms/code-form';
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { describeSubmitError } from '../../../lib/forms/zod-form';
import { translateMessage } from '../../../lib/i18n';
import { useConfirmPhoneMutation } from '../api/confirm-phone';
import {
  clearStoredPhoneVerification,
  readStoredPhoneVerification,
  useRequestPhoneCodeMutation,
} from '../api/request-phone-verification';

/** Seconds between two text messages, counted from sms_verification_code_timestamp. */
export const SMS_RESEND_COOLDOWN_S = 60;

const CODE_FIELD = ['code'];

const EXPIRED_CODE_MESSAGE = 'This code has expired. Ask for a new one.';

interface PhoneVerificationFormProps {
  /** The number the code went to, masked (spec section 9); null when unknown. */
  maskedPhone: string | null;
  onVerified: () => void;
}

/** The texted 6-digit code, confirmed with the phone token kept in local storage. */
export function PhoneVerificationForm({ maskedPhone, onVerified }: PhoneVerificationFormProps) {
  const { t } = useTranslation('onboarding');
  const confirm = useConfirmPhoneMutation();
  const requestCode = useRequestPhoneCodeMutation();
  const form = useCodeForm();
  const [stored, setStored] = useState(readStoredPhoneVerification);
  const [sentTo, setSentTo] = useState(maskedPhone);
  const { alert, setAlert, onError } = useSubmitErrors(form, CODE_FIELD);
  const cooldown = useCooldown(() => (stored.sentAt === null ? null : stored.sentAt + SMS_RESEND_COOLDOWN_S * 1000));

  const submit = form.onSubmit(({ code }) => {
    setAlert(null);
    if (stored.token === null) {
      setAlert({ message: t('verifyPhone.noCode'), details: [] });
      return;
    }
    confirm.mutate(
      { phoneToken: stored.token, code },
      {
        onSuccess: () => {
          clearStoredPhoneVerification();
          onVerified();
        },
        onError: (error) => {
          // A phone token the server no longer knows: a newer code was asked for, or it expired.
          if (isApiError(error) && error.status === 401) {
            form.setErrors({ code: translateMessage(EXPIRED_CODE_MESSAGE) });
            return;
          }
          onError(error);
        },
      },
    );
  });

  const sendNewCode = () => {
    setAlert(null);
    requestCode.mutate(undefined, {
      onSuccess: (answer) => {
        const next = readStoredPhoneVerification();
        setStored(next);
        if (answer.masked_phone !== undefined && answer.masked_phone !== null) setSentTo(answer.masked_phone);
        form.reset();
        cooldown.start(SMS_RESEND_COOLDOWN_S);
      },
      onError: (error) => {
        if (isApiError(error) && error.retryAfter !== null) cooldown.start(error.retryAfter);
        setAlert(describeSubmitError(error, []).alert);
      },
    });
  };

  return (
    <Stack gap="lg">
      {stored.token === null ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('verifyPhone.notSent')}
        </Alert>
      ) : (
        <Text c="dimmed">
          {sentTo !== null ? t('verifyPhone.sent', { phone: sentTo }) : t('verifyPhone.sentGeneric')}
        </Text>
      )}
      {requestCode.isSuccess ? (
        <Alert color="blue" variant="light" icon={<IconMessage aria-hidden />}>
          {t('verifyPhone.resent')}
        </Alert>
      ) : null}
      {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}

      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CodeInput
            label={t('verifyPhone.codeLabel')}
            description={t('verifyPhone.codeHint')}
            {...codeInputProps(form)}
            autoFocus
          />
          <Button type="submit" fullWidth loading={confirm.isPending}>
            {t('verifyPhone.submit')}
          </Button>
        </Stack>
      </form>

      <Group justify="center">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={sendNewCode}
          loading={requestCode.isPending}
          disabled={cooldown.isCooling}
        >
          {cooldown.isCooling ? t('verifyPhone.resendIn', { seconds: cooldown.secondsLeft }) : t('verifyPhone.resend')}
        </Button>
      </Group>
    </Stack>
  );
}
