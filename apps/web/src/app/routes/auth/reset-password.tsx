import { IconLockPassword } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { BlockLoader } from '../../../components/ui/block-loader';
import { AuthPage } from '../../../components/ui/auth-page';
import { paths, withQuery } from '../../../config/paths';
import { invalidateTokenChecks } from '../../../features/auth/api/check';
import { useRegistrationSettings } from '../../../features/auth/api/registration-settings';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { PASSWORD_RESET_NOTICE } from '../../../features/auth/hooks/login-notice';

export function Component() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const resetToken = (searchParams.get('token') ?? '').trim();
  // Fetched by the guard before this screen opened (rule 2), so this reads the cache.
  const settings = useRegistrationSettings();

  // Rule 3 already sends a link without a token to login; this only covers a hand-edited address.
  if (resetToken === '') return <Navigate to={paths['auth-login']} replace />;

  return (
    <AuthPage
      icon={<IconLockPassword size={26} />}
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
    >
      {settings.data === undefined ? (
        <BlockLoader label={t('common:status.loading')} />
      ) : (
        <ResetPasswordForm
          resetToken={resetToken}
          passwordSettings={settings.data.password_complexity_settings}
          onDone={() => {
            invalidateTokenChecks(queryClient);
            void navigate(paths['auth-login'], { replace: true, state: PASSWORD_RESET_NOTICE });
          }}
          onMfaRequired={() =>
            void navigate(withQuery(paths['auth-forgot-password-mfa'], { token: resetToken }), { replace: true })
          }
        />
      )}
    </AuthPage>
  );
}
