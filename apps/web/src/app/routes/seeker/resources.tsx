import { useTranslation } from 'react-i18next';

import { resourcePath } from '../../../config/paths';
import { BlogList } from '../../../features/content/components/blog-list';
import { TitledPage } from '../../layouts/titled-page';

/** /job-seeker/resources: articles for job seekers. */
export function Component() {
  const { t } = useTranslation('content');
  return (
    <TitledPage title={t('resources.title')} subtitle={t('resources.subtitle')} maw={1100}>
      <BlogList articlePath={resourcePath} />
    </TitledPage>
  );
}
