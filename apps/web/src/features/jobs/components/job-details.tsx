import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { PublicJobDetail } from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDateFormat } from '../../../hooks/use-display-time';
import { JobDescription } from './job-description';
import { JobFacts } from './job-facts';
import { JsonLd } from './json-ld';

interface JobDetailsProps {
  job: PublicJobDetail;
  labelOf: (list: string, slug: string) => string;
  /** Apply, status, edit… shown under the heading. */
  actions?: ReactNode;
  /** Put the schema.org JobPosting data into the page (public pages). */
  withJsonLd?: boolean;
}

/** A job as a visitor or seeker reads it: heading, company, facts, skills, description. */
export function JobDetails({ job, labelOf, actions, withJsonLd = false }: JobDetailsProps) {
  const { t } = useTranslation('jobs');
  const format = useDateFormat();
  return (
    <Stack gap="lg">
      {withJsonLd ? <JsonLd data={job.json_ld} /> : null}
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={job.company.logo_url} alt="" radius="md" size="lg">
          {job.company.name.slice(0, 1)}
        </Avatar>
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {job.title}
          </Title>
          <Text c="dimmed">
            {job.company.website === null ? (
              job.company.name
            ) : (
              <Anchor href={job.company.website} target="_blank" rel="noopener noreferrer">
                {job.company.name}
              </Anchor>
            )}
            {' · '}
            {labelOf('job-categories', job.category)}
          </Text>
        </div>
      </Group>
      <JobFacts job={job} labelOf={labelOf} t={t} />
      <Group gap="lg">
        {job.published_at === null ? null : (
          <Text size="sm" c="dimmed">
            {t('details.published', { date: format.date(job.published_at) })}
          </Text>
        )}
        {job.application_deadline === null ? null : (
          <Text size="sm" c="dimmed">
            {t('details.deadline', { date: format.date(job.application_deadline) })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('details.vacancies', { count: job.vacancies })}
        </Text>
      </Group>
      {actions}
      {job.skills.length === 0 ? null : (
        <Group gap={6} aria-label={t('details.skills')}>
          {job.skills.map((skill) => (
            <Badge key={skill} variant="light" color="gray">
              {skill}
            </Badge>
          ))}
        </Group>
      )}
      <JobDescription html={job.description_html} />
    </Stack>
  );
}
