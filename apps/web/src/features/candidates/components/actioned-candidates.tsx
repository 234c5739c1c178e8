import { Alert, Center, Group, Loader, Pagination, Select, Stack, Text, Title } from '@mantine/core';
import { CV_ACTION_STATUSES, type CvAction, type CvActionStatus, type CvActionSubject } from '@hireway/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifySuccess } from '../../../lib/notify';
import { useActionedCandidates } from '../api/list-actioned-candidates';
import { useLiveCandidates } from '../hooks/use-live-candidates';
import { CvActionCard } from './cv-action-card';
import { EmployModal, type EmploySource } from './employ-modal';

/**
 * /provider/shortlisted, /provider/scheduled-interviews, /provider/additional-documents: the provider's CV
 * actions of one subject with the candidates' answers, filtered by status; undo, decline or employ.
 */
export function ActionedCandidates({ subject }: { subject: CvActionSubject }) {
  const { t } = useTranslation('candidates');
  const [status, setStatus] = useState<CvActionStatus | null>(null);
  const [page, setPage] = useState(1);
  const [employing, setEmploying] = useState<EmploySource | null>(null);
  const actions = useActionedCandidates({ subject, status, page });
  useLiveCandidates();
  const employ = (action: CvAction) =>
    setEmploying({ id: action.id, candidateName: `${action.candidate.first_name} ${action.candidate.last_name}` });
  const meta = actions.data?.meta;

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t(`actioned.${subject}.title`)}
          </Title>
          <Text c="dimmed" mt={4}>
            {t(`actioned.${subject}.subtitle`)}
          </Text>
        </div>
        <Select
          label={t('actioned.status')}
          placeholder={t('actioned.allStatuses')}
          data={CV_ACTION_STATUSES.map((value) => ({ value, label: t(`actionStatus.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      {actions.isError ? <Alert color="red">{t('errors.loadFailed')}</Alert> : null}
      {actions.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : null}
      {actions.data?.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t(`actioned.${subject}.empty`)}
        </Text>
      ) : null}
      {actions.data?.data.map((action) => (
        <CvActionCard key={action.id} action={action} onEmploy={employ} />
      ))}
      {meta !== undefined && meta.last_page > 1 ? (
        <Pagination total={meta.last_page} value={page} onChange={setPage} />
      ) : null}
      <EmployModal
        source={employing}
        onClose={() => setEmploying(null)}
        onEmployed={() => {
          notifySuccess({ message: t('employ.done', { name: employing?.candidateName ?? '' }) });
          setEmploying(null);
        }}
      />
    </Stack>
  );
}
