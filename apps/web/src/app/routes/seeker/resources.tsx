import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { resourcePath } from '../../../config/paths';
import { BlogList } from '../../../features/content/components/blog-list';

/** /job-seeker/resources: articles for job seekers. */
export function Component() {
  const { t } = useTranslation('content');
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('resources.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('resources.subtitle')}
        </Text>
      </div>
      <BlogList articlePath={resourcePath} />
    </Stack>
  );
}
