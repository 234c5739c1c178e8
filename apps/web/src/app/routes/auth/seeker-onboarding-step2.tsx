import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useSaveOnboardingStepMutation } from '../../../features/seeker-onboarding/api/save-onboarding-step';
import { PreferencesForm } from '../../../features/seeker-onboarding/components/preferences-form';
import { useAuth } from '../../../lib/auth/auth-store';
import { useReferenceOptions } from '../../reference-options';
import { SeekerOnboardingFrame, STAY_STATE, stepPath } from './seeker-onboarding-frame';

/** /auth/onboarding/seeker-step2 — what the seeker is looking for. */
export function Component() {
  const { t } = useTranslation('seeker');
  const navigate = useNavigate();
  const { settings } = useAuth();
  const save = useSaveOnboardingStepMutation();
  const jobCategories = useReferenceOptions('job-categories');
  const employmentTypes = useReferenceOptions('employment-types');
  const locationTypes = useReferenceOptions('location-types');
  return (
    <SeekerOnboardingFrame step={2}>
      {(state) => (
        <PreferencesForm
          initial={state.preferences}
          options={{
            jobCategories: jobCategories.options,
            employmentTypes: employmentTypes.options,
            locationTypes: locationTypes.options,
            loading: jobCategories.isPending || employmentTypes.isPending || locationTypes.isPending,
          }}
          defaultCurrency={settings?.payment_settings.registration_fee_currency ?? 'EUR'}
          onSave={(request) => save.mutateAsync({ step: 2, ...request })}
          onSaved={() => void navigate(stepPath(3), { state: STAY_STATE })}
          secondaryActions={
            <Button variant="default" onClick={() => void navigate(stepPath(1), { state: STAY_STATE })}>
              {t('onboarding.back')}
            </Button>
          }
        />
      )}
    </SeekerOnboardingFrame>
  );
}
