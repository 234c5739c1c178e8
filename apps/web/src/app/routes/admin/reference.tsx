import { useTranslation } from 'react-i18next';

import { ReferenceLists } from '../../../features/admin-reference/components/reference-lists';
import { TitledPage } from '../../layouts/titled-page';

/** /admin/reference: the lists forms pick from; a deactivated item leaves the pickers but stays where it is used. */
export function Component() {
  const { t } = useTranslation('admin-ops');
  return (
    <TitledPage title={t('reference.title')} subtitle={t('reference.subtitle')}>
      <ReferenceLists />
    </TitledPage>
  );
}
