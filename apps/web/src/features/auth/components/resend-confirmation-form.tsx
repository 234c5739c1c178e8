import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

import { useCooldown } from '../../../hooks/use-cooldown';
import { isApiError } from '../../../lib/api-client';
import { lazyFormValidation } from '../../../lib/forms/lazy-form-validation';
import { translateMessage } from '../../../lib/i18n';
import { loadAuthSchemas } from '../api/load-schemas';
import { useResendConfirmationMutation } from '../api/resend-confirmation';

/** Seconds before another confirmation link may be requested. */
export const CONFIRMATION_RESEND_COOLDOWN_S = 60;

/** The shared schema, loaded when the visitor starts on the form: it is on the login page (ADR 0033). */
const emailValidation = lazyFormValidation(() =>
  loadAuthSchemas().then((schemas) => schemas.confirmationResendRequestSchema),
);

/** "Send me a new link": the answer is the same whether or not the address has an account. */
export function ResendConfirmationForm() {
  const { t } = useTranslation('auth');
  const resend = useResendConfirmationMutation();
  const cooldown = useCooldown();
  const form = useForm({ initialValues: { email: '' }, validate: emailValidation.validate });

  const submit = emailValidation.submit(
    form.onSubmit(({ email }) => {
      resend.mutate(email.trim().toLowerCase(), {
        onSuccess: () => cooldown.start(CONFIRMATION_RESEND_COOLDOWN_S),
        onError: (error) => {
          form.setErrors({ email: translateMessage(isApiError(error) ? error.message : String(error)) });
        },
      });
    }),
  );

  return (
    <form onSubmit={submit} onFocus={() => void emailValidation.load()} noValidate>
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
