import { Alert, Loader } from '@mantine/core';
import { IconCircleCheck, IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useConfirmEmailMutation } from '../api/confirm-email';
import { useSingleUseLink } from '../hooks/use-single-use-link';
import { ResendConfirmationForm } from './resend-confirmation-form';

interface EmailConfirmationProps {
  /** The confirm token of the e-mailed link (`/auth/login?confirm=…`). */
  token: string;
  /** Called once the link has been used, whatever the answer (e.g. to drop it from the address). */
  onSettled?: () => void;
}

const isExpiredLink = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.code === 'token_expired');

/** Confirms the e-mail address of an e-mailed link once, and says how it went. */
export function EmailConfirmation({ token, onSettled }: EmailConfirmationProps) {
  const { t } = useTranslation('auth');
  const { mutate, status, error } = useConfirmEmailMutation();
  useSingleUseLink(mutate, token, { onSettled });

  if (status === 'success') {
    return (
      <Alert
        color="green"
        variant="light"
        title={t('confirmEmail.confirmedTitle')}
        icon={<IconCircleCheck aria-hidden />}
      >
        {t('confirmEmail.confirmed')}
      </Alert>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('confirmEmail.expiredTitle')}
        icon={<IconMailExclamation aria-hidden />}
      >
        {isExpiredLink(error) ? t('confirmEmail.expired') : translateMessage(isApiError(error) ? error.message : '')}
        <ResendConfirmationForm />
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<Loader size="xs" aria-hidden />}>
      {t('confirmEmail.confirming')}
    </Alert>
  );
}
