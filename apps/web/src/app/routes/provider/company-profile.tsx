import { useTranslation } from 'react-i18next';

import { useCompanyProfile } from '../../../features/provider/api/company-profile';
import { BusinessForm } from '../../../features/provider/components/business-form';
import { useCountries } from '../../../features/reference/api/countries';
import { useAuth } from '../../../lib/auth/auth-store';
import { notifySuccess } from '../../../lib/notify';
import { LoadedCard } from '../../layouts/content-card';
import { TitledPage } from '../../layouts/titled-page';
import { useReferenceOptions } from '../../reference-options';

/** /provider/company-profile: the company details seekers see on the jobs. */
export function Component() {
  const { t } = useTranslation('provider');
  const { user } = useAuth();
  const profile = useCompanyProfile();
  const industries = useReferenceOptions('work-industries');
  const countries = useCountries();
  return (
    <TitledPage title={t('profile.title')} subtitle={t('profile.subtitle')} maw={960}>
      <LoadedCard query={profile} loadingLabel={t('onboarding.loading')} failedMessage={t('profile.failed')}>
        {(loaded) => (
          <BusinessForm
            key={loaded.id}
            mode="profile"
            previous={loaded}
            phone={user?.phone ?? ''}
            industries={industries.options}
            countries={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
            onSubmitted={() => notifySuccess({ message: t('profile.saved') })}
          />
        )}
      </LoadedCard>
    </TitledPage>
  );
}
