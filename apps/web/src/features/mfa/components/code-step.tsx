import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { CodeInput } from '../../../components/ui/code-input';
import { FormAlert } from '../../../components/ui/form-alert';
import { codeInputProps, useCodeForm } from '../../../lib/forms/code-form';
import { describeSubmitError, type FormAlertContent } from '../../../lib/forms/zod-form';

interface CodeStepProps {
  label: string;
  description?: ReactNode;
  submitLabel: string;
  /** Sends the code; a rejection (e.g. "The code is not correct") is shown on the form. */
  onSubmit: (code: string) => Promise<unknown>;
  secondaryAction?: ReactNode;
  submitColor?: string;
  /** Shown in place of the generic alert when the server answers with an error no field takes. */
  renderAlert?: (alert: FormAlertContent, error: unknown) => ReactNode;
}

/** A 6-digit code from the authenticator app or an e-mail. */
export function CodeStep({
  label,
  description,
  submitLabel,
  onSubmit,
  secondaryAction,
  submitColor,
  renderAlert,
}: CodeStepProps) {
  const form = useCodeForm();
  const [failure, setFailure] = useState<{ alert: FormAlertContent; error: unknown } | null>(null);
  const [pending, setPending] = useState(false);

  const send = async (code: string) => {
    setFailure(null);
    setPending(true);
    try {
      await onSubmit(code);
    } catch (error) {
      const described = describeSubmitError(error, ['code']);
      setFailure(described.alert === null ? null : { alert: described.alert, error });
      form.setErrors(described.formErrors);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(({ code }) => void send(code))} noValidate>
      <Stack gap="md">
        {failure !== null
          ? (renderAlert?.(failure.alert, failure.error) ?? (
              <FormAlert message={failure.alert.message} details={failure.alert.details} />
            ))
          : null}
        <CodeInput label={label} description={description} {...codeInputProps(form)} autoFocus />
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
