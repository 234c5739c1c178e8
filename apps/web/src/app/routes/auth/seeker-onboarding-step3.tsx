import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { invalidateTokenChecks } from '../../../features/auth/api/check';
import { useSaveOnboardingStepMutation } from '../../../features/seeker-onboarding/api/save-onboarding-step';
import { FinishForm } from '../../../features/seeker-onboarding/components/finish-form';
import { notifySuccess } from '../../../lib/notify';
import { SeekerOnboardingFrame, STAY_STATE, stepPath } from './seeker-onboarding-frame';

/** /auth/onboarding/seeker-step3 — the optional PDF CV and the consent; then the guards lead to the fee. */
export function Component() {
  const { t } = useTranslation('seeker');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveOnboardingStepMutation();

  const done = () => {
    // The profile is onboarded now: ask the server again, and the guards send the seeker to the fee.
    invalidateTokenChecks(queryClient);
    notifySuccess({ message: t('onboarding.finish.done') });
    void navigate(paths.root, { replace: true });
  };

  return (
    <SeekerOnboardingFrame step={3}>
      {(state) => (
        <FinishForm
          uploaded={state.cv_file}
          onFinish={({ consent, cv }) => save.mutateAsync({ step: 3, consent, cv })}
          onDone={done}
          secondaryActions={
            <Button variant="default" onClick={() => void navigate(stepPath(2), { state: STAY_STATE })}>
              {t('onboarding.back')}
            </Button>
          }
        />
      )}
    </SeekerOnboardingFrame>
  );
}
