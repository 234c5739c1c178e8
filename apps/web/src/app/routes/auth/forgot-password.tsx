import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { AuthPage } from '../../../components/ui/auth-page';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export function Component() {
  const { t } = useTranslation('auth');
  return (
    <AuthPage icon={<IconKey size={26} />} title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <ForgotPasswordForm />
    </AuthPage>
  );
}
