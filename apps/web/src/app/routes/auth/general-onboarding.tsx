import { Stack, Text, Title } from '@mantine/core';
import type { User } from '@hireway/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { invalidateTokenChecks } from '../../../features/auth/api/check';
import { GeneralOnboardingForm } from '../../../features/onboarding/components/general-onboarding-form';
import { useCountries } from '../../../features/reference/api/countries';
import { useGeoData } from '../../../features/reference/api/geo-data';
import { useAuth, storeUser } from '../../../lib/auth/auth-store';
import { changeLanguage } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

export function Component() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [country, setCountry] = useState<string | null>(user?.country_code ?? null);
  const [state, setState] = useState<string | null>(user?.state_code ?? null);

  const countries = useCountries();
  const states = useGeoData(country);
  const cities = useGeoData(country, state);

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
        <div>
          <Title order={1} fz={26}>
            {t('general.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('general.subtitle')}
          </Text>
        </div>
        <GeneralOnboardingForm
          user={user}
          location={{
            countries: countries.data ?? [],
            states: states.data?.states ?? [],
            cities: state === null ? [] : (cities.data?.cities ?? []),
            countriesLoading: countries.isPending,
            statesLoading: country !== null && states.isPending,
          }}
          onLocationChange={(nextCountry, nextState) => {
            setCountry(nextCountry);
            setState(nextState);
          }}
          onDone={done}
        />
      </Stack>
    </PageCard>
  );
}
