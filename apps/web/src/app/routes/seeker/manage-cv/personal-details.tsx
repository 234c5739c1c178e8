import { useTranslation } from 'react-i18next';

import { useSavePersonalDetailsMutation } from '../../../../features/cv/api/save-personal-details';
import { CvPanel } from '../../../../features/cv/components/cv-panel';
import { PersonalDetailsForm } from '../../../../features/cv/components/personal-details-form';
import { useCountries } from '../../../../features/reference/api/countries';
import { notifySuccess } from '../../../../lib/notify';
import { WithCv } from './with-cv';

export function Component() {
  const { t } = useTranslation('cv');
  const save = useSavePersonalDetailsMutation();
  const countries = useCountries();
  return (
    <CvPanel title={t('parts.personal-details')} description={t('descriptions.personalDetails')}>
      <WithCv>
        {(cv) => (
          <PersonalDetailsForm
            initial={cv.personal_details}
            countries={countries.data ?? []}
            onSave={(request) => save.mutateAsync(request)}
            onSaved={() => notifySuccess({ message: t('saved') })}
          />
        )}
      </WithCv>
    </CvPanel>
  );
}
