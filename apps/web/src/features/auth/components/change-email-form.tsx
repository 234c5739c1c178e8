import { useForm } from '@mantine/form';
import { changeEmailRequestSchema, type ChangeEmailRequest } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { PasswordField } from '../../../components/ui/password-field';
import { useErrorSummary } from '../../../lib/forms/error-summary';
import { useSubmitErrors } from '../../../lib/forms/submit-errors';
import { zodFormResolver } from '../../../lib/forms/zod-form';
import { useChangeEmailMutation } from '../api/change-email';
import { EmailField } from './email-field';

const FORM_FIELDS = ['email', 'password'] as const;
const validateShape = zodFormResolver(changeEmailRequestSchema);

interface ChangeEmailFormProps {
  /** Called with the new address once the server has changed it. */
  onDone: (email: string) => void;
}

/**
 * The new e-mail address and the current password (ADR 0036). A wrong password or an address that cannot be used
 * lands on its field; a rate limit or any other refusal in the alert above the form.
 */
export function ChangeEmailForm({ onDone }: ChangeEmailFormProps) {
  const { t } = useTranslation('security');
  const change = useChangeEmailMutation();

  const form = useForm<ChangeEmailRequest>({
    initialValues: { email: '', password: '' },
    validate: (values) => validateShape({ ...values }),
    validateInputOnBlur: true,
  });
  const { failed, summary } = useErrorSummary(form);
  const { alert, setAlert, onError } = useSubmitErrors(form, FORM_FIELDS, failed);

  const submit = form.onSubmit((values) => {
    setAlert(null);
    const email = values.email.trim().toLowerCase();
    change.mutate(
      { email, password: values.password },
      {
        onSuccess: () => {
          form.reset();
          onDone(email);
        },
        onError,
      },
    );
  }, failed);

  return (
    <FormFrame
      alert={alert}
      summary={summary}
      saving={change.isPending}
      onSubmit={submit}
      submitLabel={t('emailChange.submit')}
      gap="md"
    >
      <EmailField label={t('emailChange.newEmail')} {...form.getInputProps('email')} />
      <PasswordField
        label={t('auth:fields.currentPassword')}
        autoComplete="current-password"
        required
        {...form.getInputProps('password')}
      />
    </FormFrame>
  );
}
