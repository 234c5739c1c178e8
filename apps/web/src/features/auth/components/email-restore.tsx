import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconMailExclamation, IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { getAuthState } from '../../../lib/auth/auth-store';
import { endSession } from '../../../lib/auth/session';
import { translateMessage } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { logout } from '../api/logout';
import { useRestoreEmailMutation } from '../api/restore-email';
import { useSingleUseLink } from '../hooks/use-single-use-link';

interface EmailRestoreProps {
  /** The token of the undo link e-mailed to the old address (`/auth/login?restore_email=…`). */
  token: string;
  /** Called once the link has been used, whatever the answer (e.g. to drop it from the address). */
  onSettled?: () => void;
}

const failureMessage = (error: unknown, t: TFunction<'auth'>): string => {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'gone') return t('restoreEmail.expired');
  if (code === 'conflict') return t('restoreEmail.taken');
  return translateMessage(isApiError(error) ? error.message : '');
};

/**
 * Undoes an e-mail change with the link sent to the old address: restores it (every session is signed out) and
 * asks the owner to change their password, since whoever changed the address may know it.
 *
 * The link works in a signed-in browser too (the guard lets it through to login): once the address is restored,
 * this browser is signed out as well (its session has ended on the server if it was the account's; otherwise it
 * is logged out), so it ends on the login page with the notice. A link that cannot be used leaves a signed-in
 * browser signed in: it goes home with the reason in a toast.
 */
export function EmailRestore({ token, onSettled }: EmailRestoreProps) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, status, error, data } = useRestoreEmailMutation();
  useSingleUseLink(mutate, token, {
    onSuccess: () => {
      if (getAuthState().token === null) {
        onSettled?.();
        return;
      }
      // The account's sessions have ended on the server already (a refusal is expected); another account's is
      // logged out. This browser drops its session either way.
      void logout()
        .catch(() => undefined)
        .then(() => {
          endSession();
          queryClient.clear();
          onSettled?.();
        });
    },
    onError: (failure) => {
      if (getAuthState().token === null) {
        onSettled?.();
        return;
      }
      notifyError({ message: failureMessage(failure, t) });
      void navigate(paths.root, { replace: true });
    },
  });

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
    const message = failureMessage(error, t);
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
