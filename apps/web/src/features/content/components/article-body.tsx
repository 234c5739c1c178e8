import { Typography } from '@mantine/core';

interface ArticleBodyProps {
  /**
   * `body_html` of GET /blogs/{id}: rendered from Markdown and sanitized by the API with an allow-list
   * (apps/api/src/modules/content/content.sanitize.ts). Nothing else may be passed here.
   */
  html: string;
}

/** The one place the app renders HTML: an article body the API has already sanitized. */
export function ArticleBody({ html }: ArticleBodyProps) {
  return (
    <Typography>
      {/* eslint-disable-next-line no-restricted-syntax -- body_html is sanitized by the API's allow-list (content.sanitize.ts); reviewed, the only HTML the app renders */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
