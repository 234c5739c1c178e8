import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { PageCard } from '../../../components/ui/page-card';
import { publicBlogPath } from '../../../config/paths';
import { BlogList } from '../../../features/content/components/blog-list';

/** /blogs: the articles for anyone. */
export function Component() {
  const { t } = useTranslation('content');
  return (
    <PageCard width="wide">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={30}>
            {t('blog.title')}
          </Title>
          <Text c="dimmed" mt={4}>
            {t('blog.subtitle')}
          </Text>
        </div>
        <BlogList articlePath={publicBlogPath} />
      </Stack>
    </PageCard>
  );
}
