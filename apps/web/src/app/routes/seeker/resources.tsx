import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { resourcePath } from '../../../config/paths';
import { BlogList } from '../../../features/content/components/blog-list';

/** /job-seeker/resources: articles for job seekers. */
export function Component() {
  const { t } = useTranslation('content');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('resources.title')} subtitle={t('resources.subtitle')} />
      <BlogList articlePath={resourcePath} />
    </Stack>
  );
}
