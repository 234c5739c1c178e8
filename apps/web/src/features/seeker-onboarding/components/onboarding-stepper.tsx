import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const ONBOARDING_STEPS = [1, 2, 3] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

interface OnboardingStepperProps {
  /** The step on screen. */
  active: OnboardingStep;
  completedSteps: readonly number[];
  /** Moves to a step the seeker may open (a saved one, or the first one not saved yet). */
  onStepClick: (step: OnboardingStep) => void;
}

/** The three steps of the seeker onboarding, then the registration fee (not clickable: the guard leads there). */
export function OnboardingStepper({ active, completedSteps, onStepClick }: OnboardingStepperProps) {
  const { t } = useTranslation('seeker');
  const firstOpen = ONBOARDING_STEPS.find((step) => !completedSteps.includes(step)) ?? 3;
  const mayOpen = (step: OnboardingStep) => step <= firstOpen;
  return (
    <Stepper
      active={active - 1}
      onStepClick={(index) => {
        const step = ONBOARDING_STEPS[index];
        if (step !== undefined && mayOpen(step)) onStepClick(step);
      }}
      size="sm"
      aria-label={t('onboarding.stepsLabel')}
    >
      {ONBOARDING_STEPS.map((step) => (
        <Stepper.Step
          key={step}
          label={t(`onboarding.steps.${step}.label`)}
          description={t(`onboarding.steps.${step}.short`)}
          allowStepSelect={mayOpen(step) && step !== active}
          completedIcon={undefined}
        />
      ))}
      <Stepper.Step
        label={t('onboarding.steps.payment.label')}
        description={t('onboarding.steps.payment.short')}
        allowStepSelect={false}
      />
    </Stepper>
  );
}
