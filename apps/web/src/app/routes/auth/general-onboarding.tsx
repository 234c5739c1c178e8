import { Stack } from '@mantine/core';
import type { User } from '@hireway/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { FormHeading } from '../../../components/ui/card-heading';
import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { invalidateTokenChecks } from '../../../features/auth/api/check';
import { GeneralOnboardingForm } from '../../../features/onboarding/components/general-onboarding-form';
import { useLocationOptions } from '../../../features/reference/api/location-options';
import { useAuth, storeUser } from '../../../lib/auth/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

export function Component() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { location, onLocationChange } = useLocationOptions(user?.country_code ?? null, user?.state_code ?? null);

  if (user === null) return <Navigate to={paths['auth-login']} replace />;

  const done = (updated: User) => {
    storeUser(updated);
    invalidateTokenChecks(queryClient);
    // The preferred language chosen here becomes the interface language too.
    void changeLanguage(updated.language).then(() => notifySuccess({ message: t('general.saved') }));
    // The guards take it from here: profile onboarding, verification or home.
    void navigate(paths.root, { replace: true });
  };

  return (
    <PageCard width="medium">
      <Stack gap="lg">
        <FormHeading title={t('general.title')} subtitle={t('general.subtitle')} />
        <GeneralOnboardingForm user={user} location={location} onLocationChange={onLocationChange} onDone={done} />
      </Stack>
    </PageCard>
  );
}
