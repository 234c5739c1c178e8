import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordInputSchema } from '@hireway/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { zodFormResolver } from '../../../lib/forms/zod-form';

const PASSWORD_FIELD = ['password'];
const validatePassword = zodFormResolver(z.object({ password: passwordInputSchema }));

interface PasswordStepProps {
  submitLabel: string;
  /** Sends the password; a rejection (e.g. "The password is not correct") is shown on the form. */
  onSubmit: (password: string) => Promise<unknown>;
  description?: ReactNode;
  /** A secondary action beside the submit button (e.g. Cancel). */
  secondaryAction?: ReactNode;
  submitColor?: string;
}

/** "Confirm it is you": sensitive security changes ask for the password again. */
export function PasswordStep({ submitLabel, onSubmit, description, secondaryAction, submitColor }: PasswordStepProps) {
  const { t } = useTranslation('security');
  const [pending, setPending] = useState(false);
  const form = useForm({ initialValues: { password: '' }, validate: validatePassword });
  const { alert, setAlert, onError } = useSubmitErrors(form, PASSWORD_FIELD);

  const send = async (password: string) => {
    setAlert(null);
    setPending(true);
    try {
      await onSubmit(password);
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(({ password }) => void send(password))} noValidate>
      <Stack gap="md">
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <PasswordField
          label={t('password.label')}
          description={description ?? t('password.hint')}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" gap="sm">
          {secondaryAction}
          <Button type="submit" loading={pending} color={submitColor}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
