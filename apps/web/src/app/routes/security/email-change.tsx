import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { securityPaths } from '../../../config/paths';
import { ChangeEmailForm } from '../../../features/auth/components/change-email-form';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshUser } from '../../hooks';
import { SecurityPage } from '../../layouts/security-page';

/** Changing the account's e-mail address (ADR 0036), next to the password change in the security area. */
export function Component() {
  const { t } = useTranslation('security');
  const { user } = useAuth();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();

  if (user === null) return null;

  return (
    <SecurityPage title={t('emailChange.title')} description={t('emailChange.subtitle')}>
      <Stack gap="lg">
        <Text size="sm">{t('emailChange.current', { email: user.email })}</Text>
        <ChangeEmailForm
          onDone={(email) => {
            notifySuccess({ message: t('emailChange.done', { email }) });
            // The fresh user carries the new address; the overview shows it.
            void refreshUser().then(() => navigate(securityPaths.mfa));
          }}
        />
      </Stack>
    </SecurityPage>
  );
}
