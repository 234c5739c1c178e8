import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { PersonalForm } from '../../../features/cv/components/personal-form';
import { useSaveOnboardingStepMutation } from '../../../features/seeker-onboarding/api/save-onboarding-step';
import { SeekerOnboardingFrame, STAY_STATE, stepPath } from './seeker-onboarding-frame';

/** /auth/onboarding/seeker — step 1, about you (the shared cvPersonalRequestSchema). */
export function Component() {
  const { t } = useTranslation('seeker');
  const navigate = useNavigate();
  const save = useSaveOnboardingStepMutation();
  return (
    <SeekerOnboardingFrame step={1}>
      {(state) => (
        <PersonalForm
          initial={state.personal}
          onSave={(request) => save.mutateAsync({ step: 1, ...request })}
          onSaved={() => void navigate(stepPath(2), { state: STAY_STATE })}
          submitLabel={t('onboarding.continue')}
        />
      )}
    </SeekerOnboardingFrame>
  );
}
