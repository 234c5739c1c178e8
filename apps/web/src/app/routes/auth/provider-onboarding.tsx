import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { BlockLoader } from '../../../components/ui/block-loader';
import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { invalidateTokenChecks } from '../../../features/auth/api/check';
import { useProviderOnboardingSubmission } from '../../../features/provider/api/provider-onboarding';
import { BusinessForm } from '../../../features/provider/components/business-form';
import { useCountries } from '../../../features/reference/api/countries';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useReferenceOptions } from '../../reference-options';

/** /auth/onboarding/business: the company details, logo and documents, sent for verification. */
export function Component() {
  const { t } = useTranslation('provider');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const previous = useProviderOnboardingSubmission();
  const industries = useReferenceOptions('work-industries');
  const countries = useCountries();
  return (
    <PageCard width="wide">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            {t('onboarding.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('onboarding.intro')}
          </Text>
        </div>
        {previous.isPending ? (
          <BlockLoader label={t('onboarding.loading')} />
        ) : (
          <BusinessForm
            mode="onboarding"
            previous={previous.data ?? null}
            phone={user?.phone ?? ''}
            industries={industries.options}
            countries={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
            onSubmitted={() => {
              invalidateTokenChecks(queryClient);
              notifySuccess({ message: t('onboarding.submitted') });
              void navigate(paths['pending-verification'], { replace: true });
            }}
          />
        )}
      </Stack>
    </PageCard>
  );
}
