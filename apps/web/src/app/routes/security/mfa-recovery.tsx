import { IconLifebuoy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AuthPage } from '../../../components/ui/auth-page';
import { securityPaths } from '../../../config/paths';
import { useCompleteSignIn } from '../../../features/auth/hooks/use-complete-sign-in';
import { SignInExpired } from '../../../features/mfa/components/mfa-challenge-form';
import { RecoveryCodeLoginForm } from '../../../features/mfa/components/recovery-code-login-form';
import { readMfaToken } from '../../../lib/auth/mfa-token';

export function Component() {
  const { t } = useTranslation('security');
  const completeSignIn = useCompleteSignIn();
  const [mfaToken] = useState(readMfaToken);

  return (
    <AuthPage icon={<IconLifebuoy size={26} />} title={t('recoveryLogin.title')} subtitle={t('recoveryLogin.subtitle')}>
      {mfaToken === null ? (
        <SignInExpired />
      ) : (
        <RecoveryCodeLoginForm
          mfaToken={mfaToken}
          onAuthenticated={(session) => completeSignIn(session, { to: securityPaths.mfaRecoverySuccess })}
        />
      )}
    </AuthPage>
  );
}
