import { useParams } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { paths } from '../../../config/paths';
import { BlogArticle } from '../../../features/content/components/blog-article';
import { useAuth } from '../../../lib/auth/auth-store';

/** /blogs/{slug}: one article for anyone; signed-in readers may comment. */
export function Component() {
  const { slug = '' } = useParams();
  const { user } = useAuth();
  return (
    <PageCard width="wide">
      <BlogArticle
        key={slug}
        slug={slug}
        backTo={paths['public-blogs']}
        comments={user !== null ? { canComment: true } : { canComment: false, loginTo: paths['auth-login'] }}
      />
    </PageCard>
  );
}
