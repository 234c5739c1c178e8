import { Box } from '@mantine/core';
import { useParams } from 'react-router';

import { seekerPaths } from '../../../config/paths';
import { BlogArticle } from '../../../features/content/components/blog-article';

/** /job-seeker/resources/{slug}: one article, its comments and a comment form. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <Box maw={780}>
      <BlogArticle key={slug} slug={slug} backTo={seekerPaths.resources} comments={{ canComment: true }} />
    </Box>
  );
}
