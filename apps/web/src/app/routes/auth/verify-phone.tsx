import { Divider, Group } from '@mantine/core';
import { maskPhone } from '@hireway/shared';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { AuthPage } from '../../../components/ui/auth-page';
import { paths } from '../../../config/paths';
import { LogoutButton } from '../../../features/auth/components/logout-button';
import { PhoneVerificationForm } from '../../../features/auth/components/phone-verification-form';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshUser } from '../../hooks';

export function Component() {
  const { t } = useTranslation('onboarding');
  const { user } = useAuth();
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();

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
        <LogoutButton />
      </Group>
    </AuthPage>
  );
}
