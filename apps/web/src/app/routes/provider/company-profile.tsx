import { Alert, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { BlockLoader } from '../../../components/ui/block-loader';
import { PageHeader } from '../../../components/ui/page-header';
import { useCompanyProfile } from '../../../features/provider/api/company-profile';
import { BusinessForm } from '../../../features/provider/components/business-form';
import { useCountries } from '../../../features/reference/api/countries';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { useReferenceOptions } from '../../reference-options';

/** /provider/company-profile: the company details seekers see on the jobs. */
export function Component() {
  const { t } = useTranslation('provider');
  const { user } = useAuth();
  const profile = useCompanyProfile();
  const industries = useReferenceOptions('work-industries');
  const countries = useCountries();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      {profile.isPending ? <BlockLoader label={t('onboarding.loading')} /> : null}
      {profile.isError ? <Alert color="red">{t('profile.failed')}</Alert> : null}
      {profile.data !== undefined ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <BusinessForm
            key={profile.data.id}
            mode="profile"
            previous={profile.data}
            phone={user?.phone ?? ''}
            industries={industries.options}
            countries={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
            onSubmitted={() => notifySuccess({ message: t('profile.saved') })}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
