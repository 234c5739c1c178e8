import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../../components/ui/page-header';
import { PageCard } from '../../../components/ui/page-card';
import { publicBlogPath } from '../../../config/paths';
import { BlogList } from '../../../features/content/components/blog-list';

/** /blogs: the articles for anyone. */
export function Component() {
  const { t } = useTranslation('content');
  return (
    <PageCard width="wide">
      <Stack gap="lg">
        <PageHeader title={t('blog.title')} subtitle={t('blog.subtitle')} size="public" />
        <BlogList articlePath={publicBlogPath} />
      </Stack>
    </PageCard>
  );
}
