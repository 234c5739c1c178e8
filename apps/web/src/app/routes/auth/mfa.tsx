import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { AuthPage } from '../../../components/ui/auth-page';
import { paths } from '../../../config/paths';
import { useCompleteSignIn } from '../../../features/auth/hooks/use-complete-sign-in';
import { MfaChallengeForm } from '../../../features/mfa/components/mfa-challenge-form';
import { readMfaToken } from '../../../lib/auth/mfa-token';

export function Component() {
  const { t } = useTranslation('security');
  const completeSignIn = useCompleteSignIn();
  // Read once: signing in clears the stored token while this screen is still leaving.
  const [mfaToken] = useState(readMfaToken);

  if (mfaToken === null) return <Navigate to={paths['auth-login']} replace />;

  return (
    <AuthPage icon={<IconShieldLock size={26} />} title={t('mfaLogin.title')} subtitle={t('mfaLogin.subtitle')}>
      <MfaChallengeForm mfaToken={mfaToken} onAuthenticated={(session) => completeSignIn(session)} />
    </AuthPage>
  );
}
