import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { nextJobStatuses, type JobStatus } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeJobStatusMutation } from '../api/change-job-status';

/** The button word of each move: publish a draft, reopen a closed job… */
const actionOf = (from: JobStatus, to: JobStatus): string => {
  if (to === 'live') return from === 'closed' ? 'reopen' : 'publish';
  if (to === 'closed') return 'close';
  if (to === 'archive') return 'archive';
  return 'delete';
};

interface JobStatusActionsProps {
  jobId: string;
  title: string;
  status: JobStatus;
  size?: 'xs' | 'sm';
  /** In a table row the buttons stay on one line (the column takes their width), so they line up with Edit. */
  wrap?: 'wrap' | 'nowrap';
  onDeleted?: () => void;
}

/** The moves the shared job state machine allows from the job's status; deleting asks first. */
export function JobStatusActions({
  jobId,
  title,
  status,
  size = 'xs',
  wrap = 'wrap',
  onDeleted,
}: JobStatusActionsProps) {
  const { t } = useTranslation('jobs');
  const change = useChangeJobStatusMutation();

  const run = (to: JobStatus) => {
    const action = actionOf(status, to);
    change.mutate(
      { id: jobId, status: to },
      {
        onSuccess: () => {
          notifySuccess({ message: t(`actions.done.${action}`) });
          if (to === 'deleted') onDeleted?.();
        },
        onError: (error) =>
          notifyError({ message: isApiError(error) ? translateMessage(error.message) : t('actions.failed') }),
      },
    );
  };

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('actions.confirmDelete.title'),
      children: <Text size="sm">{t('actions.confirmDelete.message', { title })}</Text>,
      labels: { confirm: t('actions.delete'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => run('deleted'),
    });

  return (
    <Group gap="xs" wrap={wrap}>
      {nextJobStatuses(status).map((to) => {
        const action = actionOf(status, to);
        return (
          <Button
            key={to}
            size={size}
            variant={to === 'deleted' ? 'subtle' : 'light'}
            color={to === 'deleted' ? 'red' : undefined}
            loading={change.isPending && change.variables.status === to}
            onClick={() => (to === 'deleted' ? confirmDelete() : run(to))}
          >
            {t(`actions.${action}`)}
          </Button>
        );
      })}
    </Group>
  );
}
