import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['password', 'scan', 'code', 'codes'] as const;

interface MfaSetupStepsProps {
  /** 0 password, 1 scan the QR code, 2 enter a code, 3 save the recovery codes. */
  active: number;
}

/** Where the user is in setting up the authenticator app. */
export function MfaSetupSteps({ active }: MfaSetupStepsProps) {
  const { t } = useTranslation('security');
  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false} aria-label={t('setup.stepsLabel')}>
      {STEPS.map((step) => (
        <Stepper.Step key={step} label={t(`setup.steps.${step}`)} />
      ))}
    </Stepper>
  );
}
