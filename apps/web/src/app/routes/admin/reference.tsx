import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { ReferenceLists } from '../../../features/admin-reference/components/reference-lists';

/** /admin/reference: the lists forms pick from; a deactivated item leaves the pickers but stays where it is used. */
export function Component() {
  const { t } = useTranslation('admin-ops');
  return (
    <Stack gap="lg">
      <PageHeader title={t('reference.title')} subtitle={t('reference.subtitle')} />
      <ReferenceLists />
    </Stack>
  );
}
