import { Alert, Button, Stack, Text } from '@mantine/core';
import type { MfaEnrollResponse } from '@hireway/shared';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { securityPaths } from '../../../config/paths';
import { useEnrollMfaMutation } from '../../../features/mfa/api/enroll';
import { AuthenticatorSetup } from '../../../features/mfa/components/authenticator-setup';
import { MfaSetupSteps } from '../../../features/mfa/components/mfa-setup-steps';
import { PasswordStep } from '../../../features/mfa/components/password-step';
import { useAuth } from '../../../lib/auth/auth-store';
import { SecurityPage } from '../../layouts/security-page';

export function Component() {
  const { t } = useTranslation('security');
  const { user } = useAuth();
  const enroll = useEnrollMfaMutation();
  // The secret lives only on this screen: a reload asks for the password and makes a new one.
  const [enrollment, setEnrollment] = useState<MfaEnrollResponse | null>(null);

  if (user?.meta.mfa_enabled === true && enrollment === null) {
    return (
      <SecurityPage title={t('setup.title')}>
        <Stack gap="md" align="flex-start">
          <Alert color="teal" variant="light" icon={<IconShieldCheck aria-hidden />}>
            {t('methods.alreadyOn')}
          </Alert>
          <Button component={Link} to={securityPaths.mfa} variant="light">
            {t('methods.backToOverview')}
          </Button>
        </Stack>
      </SecurityPage>
    );
  }

  return (
    <SecurityPage
      title={t('setup.title')}
      description={enrollment === null ? t('setup.passwordIntro') : t('setup.scanIntro')}
      header={<MfaSetupSteps active={enrollment === null ? 0 : 1} />}
    >
      {enrollment === null ? (
        <Stack gap="md">
          <Text size="sm">{t('setup.passwordHelp')}</Text>
          <PasswordStep
            submitLabel={t('setup.continue')}
            onSubmit={async (password) => setEnrollment(await enroll.mutateAsync(password))}
          />
        </Stack>
      ) : (
        <AuthenticatorSetup enrollment={enrollment} />
      )}
    </SecurityPage>
  );
}
