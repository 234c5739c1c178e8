import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailExclamation, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { useRestoreEmailMutation } from '../api/restore-email';
import { useSingleUseLink } from '../hooks/use-single-use-link';

interface EmailRestoreProps {
  /** The token of the undo link e-mailed to the old address (`/auth/login?restore_email=…`). */
  token: string;
  /** Called once the link has been used, whatever the answer (e.g. to drop it from the address). */
  onSettled?: () => void;
}

/**
 * Undoes an e-mail change with the link sent to the old address: restores it (every session is signed out) and
 * asks the owner to change their password, since whoever changed the address may know it.
 */
export function EmailRestore({ token, onSettled }: EmailRestoreProps) {
  const { t } = useTranslation('auth');
  const { mutate, status, error, data } = useRestoreEmailMutation();
  useSingleUseLink(mutate, token, onSettled);

  if (status === 'success') {
    return (
      <Alert color="green" variant="light" title={t('restoreEmail.doneTitle')} icon={<IconShieldCheck aria-hidden />}>
        <Text size="sm">{t('restoreEmail.done', { email: data.email })}</Text>
        <Text size="sm" mt="xs" fw={600}>
          {t('restoreEmail.changePassword')}
        </Text>
        <Button component={Link} to={paths['auth-forgot-password']} size="xs" mt="sm">
          {t('restoreEmail.resetPassword')}
        </Button>
      </Alert>
    );
  }
  if (status === 'error') {
    const code = isApiError(error) ? error.code : undefined;
    const message =
      code === 'gone'
        ? t('restoreEmail.expired')
        : code === 'conflict'
          ? t('restoreEmail.taken')
          : translateMessage(isApiError(error) ? error.message : '');
    return (
      <Alert
        color="orange"
        variant="light"
        title={t('restoreEmail.failedTitle')}
        icon={code === 'conflict' ? <IconAlertTriangle aria-hidden /> : <IconMailExclamation aria-hidden />}
      >
        {message}
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" icon={<Loader size="xs" aria-hidden />}>
      {t('restoreEmail.restoring')}
    </Alert>
  );
}
