import { useTranslation } from 'react-i18next';

import { useSavePersonalMutation } from '../../../../features/cv/api/save-personal';
import { CvPanel } from '../../../../features/cv/components/cv-panel';
import { PersonalForm } from '../../../../features/cv/components/personal-form';
import { notifySuccess } from '../../../../lib/notify';
import { WithCv } from './with-cv';

export function Component() {
  const { t } = useTranslation('cv');
  const save = useSavePersonalMutation();
  return (
    <CvPanel title={t('parts.personal')} description={t('descriptions.personal')}>
      <WithCv>
        {(cv) => (
          <PersonalForm
            initial={cv.personal}
            onSave={(request) => save.mutateAsync(request)}
            onSaved={() => notifySuccess({ message: t('saved') })}
            submitLabel={t('actions.save')}
          />
        )}
      </WithCv>
    </CvPanel>
  );
}
