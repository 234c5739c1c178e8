import { Alert, Stack } from '@mantine/core';
import { passwordComplexitySettingsSchema } from '@hireway/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshUser } from '../../hooks';
import { SecurityPage } from '../../layouts/security-page';

const DEFAULT_PASSWORD_SETTINGS = passwordComplexitySettingsSchema.parse({});

export function Component() {
  const { t } = useTranslation('auth');
  const { user, settings } = useAuth();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const days = user?.days_before_password_expire ?? null;
  const expired = days !== null && days <= 0;

  if (user === null) return null;

  return (
    <SecurityPage title={t('passwordChange.title')} description={t('passwordChange.subtitle')}>
      <Stack gap="lg">
        {expired ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('passwordChange.message')}
          </Alert>
        ) : null}
        <ChangePasswordForm
          user={user}
          passwordSettings={settings?.password_complexity_settings ?? DEFAULT_PASSWORD_SETTINGS}
          onDone={() => {
            notifySuccess({ message: t('passwordChange.done') });
            // The fresh user carries the new expiry, so a forced change lets the user go on.
            void refreshUser().then(() => {
              if (expired) return navigate(paths.root, { replace: true });
              return undefined;
            });
          }}
        />
      </Stack>
    </SecurityPage>
  );
}
