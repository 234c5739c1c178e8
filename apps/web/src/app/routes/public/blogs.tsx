import { useTranslation } from 'react-i18next';

import { publicBlogPath } from '../../../config/paths';
import { BlogList } from '../../../features/content/components/blog-list';
import { PublicPage } from '../../layouts/titled-page';

/** /blogs: the articles for anyone. */
export function Component() {
  const { t } = useTranslation('content');
  return (
    <PublicPage title={t('blog.title')} subtitle={t('blog.subtitle')}>
      <BlogList articlePath={publicBlogPath} />
    </PublicPage>
  );
}
