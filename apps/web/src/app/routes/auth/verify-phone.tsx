import { Button, Divider, Group } from '@mantine/core';
import { maskPhone } from '@hireway/shared';
import { IconDeviceMobileMessage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { AuthPage } from '../../../components/ui/auth-page';
import { paths } from '../../../config/paths';
import { PhoneVerificationForm } from '../../../features/auth/components/phone-verification-form';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshUser } from '../../hooks';

export function Component() {
  const { t } = useTranslation(['onboarding', 'common']);
  const { user } = useAuth();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const logout = useLogout();

  return (
    <AuthPage icon={<IconDeviceMobileMessage size={26} />} title={t('verifyPhone.title')}>
      <PhoneVerificationForm
        maskedPhone={user?.phone ? maskPhone(user.phone) : null}
        onVerified={() => {
          notifySuccess({ message: t('verifyPhone.verified') });
          // The fresh user (phone verified) lets the guards send them on: onboarding or home.
          void refreshUser().then(() => navigate(paths.root, { replace: true }));
        }}
      />
      <Divider />
      <Group justify="center">
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLogout size={14} aria-hidden />}
          onClick={() => void logout()}
        >
          {t('common:userMenu.logout')}
        </Button>
      </Group>
    </AuthPage>
  );
}
