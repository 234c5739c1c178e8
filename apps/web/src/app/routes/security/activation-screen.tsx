import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { securityPaths } from '../../../config/paths';
import { ActivateMfaForm } from '../../../features/mfa/components/activate-mfa-form';
import { MfaSetupSteps } from '../../../features/mfa/components/mfa-setup-steps';
import { holdRecoveryCodes } from '../../../features/mfa/recovery-codes-store';
import { notifySuccess } from '../../../lib/notify';
import { useRefreshUser } from '../../hooks';
import { SecurityPage } from '../../layouts/security-page';

interface ActivationScreenProps {
  /** activation-app follows the QR code; mfa-activation is where a set-up left half-way resumes. */
  variant: 'app' | 'resume';
}

/** Shared by /security/activation-app and /security/mfa-activation. */
export function ActivationScreen({ variant }: ActivationScreenProps) {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();

  return (
    <SecurityPage
      title={t('activate.title')}
      description={variant === 'app' ? t('activate.intro') : t('activate.resumeIntro')}
      header={<MfaSetupSteps active={2} />}
    >
      <Stack gap="md">
        <Text size="sm">{t('activate.help')}</Text>
        <ActivateMfaForm
          onActivated={(codes) => {
            holdRecoveryCodes(codes);
            notifySuccess({ message: t('activate.done') });
            void refreshUser().then(() =>
              navigate(securityPaths.mfaRecoveryCodes, { replace: true, state: { fromSetup: true } }),
            );
          }}
        />
      </Stack>
    </SecurityPage>
  );
}
