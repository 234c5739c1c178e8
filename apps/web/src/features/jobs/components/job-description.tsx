import { Typography } from '@mantine/core';

interface JobDescriptionProps {
  /**
   * `description_html` of a job: rendered from Markdown and sanitized by the API (jobs presenter).
   * Nothing else may be passed here.
   */
  html: string;
}

/** A job's description as the API rendered and sanitized it. */
export function JobDescription({ html }: JobDescriptionProps) {
  return (
    <Typography>
      {/* eslint-disable-next-line no-restricted-syntax -- description_html is sanitized by the API's allow-list, like blog bodies */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
