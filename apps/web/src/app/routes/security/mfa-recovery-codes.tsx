import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';

import { securityPaths } from '../../../config/paths';
import { MfaSetupSteps } from '../../../features/mfa/components/mfa-setup-steps';
import { RecoveryCodes } from '../../../features/mfa/components/recovery-codes';
import { forgetRecoveryCodes, peekRecoveryCodes } from '../../../features/mfa/recovery-codes-store';
import { SecurityPage } from '../../layouts/security-page';

const fromSetupSchema = z.object({ fromSetup: z.literal(true) });

export function Component() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const location = useLocation();
  const fromSetup = fromSetupSchema.safeParse(location.state).success;
  // Taken once: leaving this screen forgets the codes, so they are never shown twice.
  const [codes] = useState(peekRecoveryCodes);
  useEffect(() => () => forgetRecoveryCodes(), []);

  return (
    <SecurityPage
      title={t('recoveryCodes.title')}
      description={t('recoveryCodes.subtitle')}
      header={fromSetup ? <MfaSetupSteps active={3} /> : undefined}
    >
      {codes === null ? (
        <Stack gap="md" align="flex-start">
          <Text>{t('recoveryCodes.none')}</Text>
          <Button component={Link} to={securityPaths.mfa} variant="light">
            {t('methods.backToOverview')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('recoveryCodes.warning')}
          </Alert>
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              forgetRecoveryCodes();
              void navigate(securityPaths.mfa, { replace: true });
            }}
          />
        </Stack>
      )}
    </SecurityPage>
  );
}
