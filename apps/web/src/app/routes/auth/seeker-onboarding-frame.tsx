import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { SeekerOnboardingState } from '@hireway/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';

import { FormHeading } from '../../../components/ui/card-heading';
import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { useOnboardingState } from '../../../features/seeker-onboarding/api/get-onboarding-state';
import {
  ONBOARDING_STEPS,
  OnboardingStepper,
  type OnboardingStep,
} from '../../../features/seeker-onboarding/components/onboarding-stepper';
import { translateMessage } from '../../../lib/i18n';

const STEP_PATHS: Record<OnboardingStep, string> = {
  1: paths['seeker-onboarding'],
  2: paths['seeker-onboarding-step2'],
  3: paths['seeker-onboarding-step3'],
};

/** Moving between steps on purpose (Back, the stepper): no automatic resume on the way. */
export const STAY_STATE = { stay: true } as const;

const isStaying = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'stay' in state && state.stay === true;

export const stepPath = (step: OnboardingStep): string => STEP_PATHS[step];

const firstOpenStep = (state: SeekerOnboardingState): OnboardingStep =>
  ONBOARDING_STEPS.find((step) => !state.completed_steps.includes(step)) ?? 3;

interface SeekerOnboardingFrameProps {
  step: OnboardingStep;
  children: (state: SeekerOnboardingState) => ReactNode;
}

/**
 * The seeker onboarding's card: title, stepper and the step's form, with what was saved so far
 * (GET /auth/onboarding/seeker). A step whose earlier steps are not saved goes back to the first open one;
 * the first step (where the guards land) resumes at the first open step.
 */
export function SeekerOnboardingFrame({ step, children }: SeekerOnboardingFrameProps) {
  const { t } = useTranslation(['seeker', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useLogout();
  const state = useOnboardingState();
  const staying = isStaying(location.state);

  // The first answer decides where the guards' landing step resumes; later answers (saving step 1
  // right here) must not count as resuming.
  const resumeDecided = useRef(false);
  useEffect(() => {
    if (state.data === undefined || resumeDecided.current) return;
    resumeDecided.current = true;
    const open = firstOpenStep(state.data);
    if (step === 1 && !staying && open > 1) void navigate(STEP_PATHS[open], { replace: true, state: STAY_STATE });
  }, [state.data, step, staying, navigate]);

  if (state.data !== undefined && step > firstOpenStep(state.data)) {
    return <Navigate to={STEP_PATHS[firstOpenStep(state.data)]} replace state={STAY_STATE} />;
  }

  return (
    <PageCard width="wide">
      <Stack gap="lg">
        <FormHeading title={t(`onboarding.steps.${step}.title`)} subtitle={t(`onboarding.steps.${step}.intro`)} />
        <OnboardingStepper
          active={step}
          completedSteps={state.data?.completed_steps ?? []}
          onStepClick={(target) => void navigate(STEP_PATHS[target], { state: STAY_STATE })}
        />
        {state.isPending ? (
          <Stack gap="md">
            <Skeleton h={56} />
            <Skeleton h={56} />
            <Skeleton h={120} />
          </Stack>
        ) : state.isError ? (
          <Alert color="red" variant="light">
            {translateMessage(state.error.message)}
          </Alert>
        ) : (
          children(state.data)
        )}
        <Text size="xs" c="dimmed" ta="center">
          {t('onboarding.later')}{' '}
          <Button variant="subtle" size="compact-xs" onClick={() => void logout()}>
            {t('common:userMenu.logout')}
          </Button>
        </Text>
      </Stack>
    </PageCard>
  );
}
