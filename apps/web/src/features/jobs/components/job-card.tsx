import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { PublicJobSummary } from '@hireway/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDateFormat } from '../../../hooks/use-display-time';
import { JobFacts } from './job-facts';

interface JobCardProps {
  job: PublicJobSummary;
  to: string;
  labelOf: (list: string, slug: string) => string;
}

/** A job in the board's list. */
export function JobCard({ job, to, labelOf }: JobCardProps) {
  const { t } = useTranslation('jobs');
  const format = useDateFormat();
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={job.company.logo_url} alt="" radius="md">
          {job.company.name.slice(0, 1)}
        </Avatar>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={to} fw={600} fz="lg">
            {job.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {job.company.name} · {labelOf('job-categories', job.category)} ·{' '}
            {t('details.published', { date: format.date(job.published_at) })}
          </Text>
          <JobFacts job={job} labelOf={labelOf} />
          <Text size="sm" lineClamp={2}>
            {job.excerpt}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
