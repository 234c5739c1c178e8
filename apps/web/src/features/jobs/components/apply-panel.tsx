import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { COVER_LETTER_MAX, applyRequestSchema } from '@hireway/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useDateFormat } from '../../../hooks/use-display-time';
import { isApiError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApplicationStatus } from '../api/application-status';
import { useApplyMutation } from '../api/apply';
import { useCancelApplicationMutation } from '../api/cancel-application';
import { ApplicationStatusBadge } from './application-status-badge';

/** The seeker's side of a job: apply with a cover letter, see the application's status, cancel it. */
export function ApplyPanel({ jobId, jobLive }: { jobId: string; jobLive: boolean }) {
  const { t } = useTranslation('jobs');
  const format = useDateFormat();
  const status = useApplicationStatus(jobId);
  const apply = useApplyMutation();
  const cancel = useCancelApplicationMutation();
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: applyRequestSchema,
    initialValues: { cover_letter: '' },
    toRequest: ({ cover_letter }) => ({ cover_letter }),
  });
  // After applying the form leaves the screen: focus moves to the application's status (WCAG 2.4.3), not the page.
  const [justApplied, setJustApplied] = useState(false);
  const statusRef = useCallback(
    (node: HTMLDivElement | null) => {
      if (node !== null && justApplied) node.focus();
    },
    [justApplied],
  );
  const submit = submitWith(
    (request) => apply.mutateAsync({ jobId, request }),
    () => {
      form.reset();
      setJustApplied(true);
      notifySuccess({ message: t('apply.sent') });
    },
  );
  const application = status.data?.application ?? null;

  if (status.isPending) return null;
  const canApply = jobLive && (application === null || application.status === 'cancelled');

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {application !== null ? (
          <Group
            justify="space-between"
            wrap="wrap"
            component="section"
            aria-label={t('apply.yourApplication')}
            ref={statusRef}
            tabIndex={-1}
          >
            <Group gap="sm">
              <Text fw={600}>{t('apply.yourApplication')}</Text>
              <ApplicationStatusBadge status={application.status} />
              <Text size="sm" c="dimmed">
                {t('apply.submittedAt', { date: format.date(application.submitted_at) })}
              </Text>
            </Group>
            {application.status === 'submitted' ? (
              <Button
                variant="default"
                color="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(jobId, {
                    onSuccess: () => notifySuccess({ message: t('apply.cancelled') }),
                    onError: (error) =>
                      notifyError({
                        message: isApiError(error) ? translateMessage(error.message) : t('apply.failed'),
                      }),
                  })
                }
              >
                {t('apply.cancel')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {application?.status === 'rejected' && application.rejection_reason !== null ? (
          <Alert color="red" variant="light" title={t('apply.rejectionReason')}>
            {application.rejection_reason}
          </Alert>
        ) : null}
        {canApply ? (
          <FormFrame {...frameProps} onSubmit={submit} submitLabel={t('apply.submit')}>
            <Textarea
              label={t('apply.coverLetter')}
              description={t('apply.coverLetterHint')}
              rows={5}
              resize="vertical"
              maxLength={COVER_LETTER_MAX}
              {...form.getInputProps('cover_letter')}
            />
          </FormFrame>
        ) : null}
        {!jobLive && application === null ? <Text c="dimmed">{t('apply.notOpen')}</Text> : null}
      </Stack>
    </Paper>
  );
}
