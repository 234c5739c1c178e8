import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusBadge } from '../../../../components/ui/status-badge';
import { ListFrame, pagedList } from '../../../../components/ui/list-frame';
import { PageHeader } from '../../../../components/ui/page-header';
import { useMyJobs } from '../../../../features/hiring/api/list-my-jobs';
import { ResignModal } from '../../../../features/hiring/components/resign-modal';
import { useLiveHiring } from '../../../../features/hiring/hooks/use-live-hiring';
import { notifySuccess } from '../../../../lib/notify';

/** /job-seeker/my-jobs: the seeker's employments; an active one may be resigned from. */
export function Component() {
  const { t } = useTranslation('hiring');
  const [page, setPage] = useState(1);
  const [resigning, setResigning] = useState<string | null>(null);
  const jobs = useMyJobs(page);
  const { rows, frame } = pagedList(jobs, { page, onPageChange: setPage });
  useLiveHiring();
  return (
    <ListFrame
      {...frame}
      maw={900}
      emptyText={t('myJobs.empty')}
      errorText={t('failed')}
      loadingLabel={t('loading')}
      header={<PageHeader title={t('myJobs.title')} subtitle={t('myJobs.subtitle')} />}
      footer={
        <ResignModal
          employmentId={resigning}
          onClose={() => setResigning(null)}
          onResigned={() => {
            setResigning(null);
            notifySuccess({ message: t('myJobs.resigned') });
          }}
        />
      }
    >
      {rows.map((employment) => (
        <Paper key={employment.id} withBorder radius="md" p="md" component="article">
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap">
              <Group gap="sm">
                <Text fw={600}>{employment.position}</Text>
                <StatusBadge status={employment.status}>{t(`employmentStatus.${employment.status}`)}</StatusBadge>
              </Group>
              {employment.status === 'active' ? (
                <Button size="xs" variant="default" color="red" onClick={() => setResigning(employment.id)}>
                  {t('myJobs.resign')}
                </Button>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {employment.company.name}
              {employment.job === null ? '' : ` · ${employment.job.title}`}
              {' · '}
              {t('myJobs.since', { date: formatDate(employment.start_date) })}
            </Text>
            {employment.terms !== null ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {employment.terms}
              </Text>
            ) : null}
            {employment.termination_reason !== null ? (
              <Text size="sm" c="red">
                {t('myJobs.terminated', { reason: employment.termination_reason })}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </ListFrame>
  );
}
