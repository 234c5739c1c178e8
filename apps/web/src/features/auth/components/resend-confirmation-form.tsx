import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { confirmationResendRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { useCooldown } from '../../../hooks/use-cooldown';
import { isApiError } from '../../../lib/api-client';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { translateMessage } from '../../../lib/i18n';
import { useResendConfirmationMutation } from '../api/resend-confirmation';

/** Seconds before another confirmation link may be requested. */
export const CONFIRMATION_RESEND_COOLDOWN_S = 60;

const validateEmail = zodFormResolver(confirmationResendRequestSchema);

/** "Send me a new link": the answer is the same whether or not the address has an account. */
export function ResendConfirmationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmationMutation();
  const cooldown = useCooldown();
  const form = useForm({ initialValues: { email: '' }, validate: validateEmail });

  const submit = form.onSubmit(({ email }) => {
    resend.mutate(email.trim().toLowerCase(), {
      onSuccess: () => cooldown.start(CONFIRMATION_RESEND_COOLDOWN_S),
      onError: (error) => {
        form.setErrors({ email: translateMessage(isApiError(error) ? error.message : String(error)) });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Text size="sm" mt="sm">
        {t('confirmEmail.resendIntro')}
      </Text>
      <Group align="flex-start" mt="xs" gap="xs" wrap="wrap">
        <TextInput
          aria-label={t('fields.email')}
          placeholder={t('fields.email')}
          type="email"
          autoComplete="email"
          style={{ flex: '1 1 200px' }}
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={resend.isPending} disabled={cooldown.isCooling}>
          {cooldown.isCooling
            ? t('confirmEmail.resendIn', { seconds: cooldown.secondsLeft })
            : t('confirmEmail.resend')}
        </Button>
      </Group>
      {resend.isSuccess ? (
        <Text size="sm" mt="xs" role="status">
          {t('confirmEmail.resent')}
        </Text>
      ) : null}
    </form>
  );
}
