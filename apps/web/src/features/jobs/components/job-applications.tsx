import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate } from '@hireway/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BackLink } from '../../../components/ui/back-link';
import { ListFrame, pagedList } from '../../../components/ui/list-frame';
import { PageHeader } from '../../../components/ui/page-header';
import { areaPaths, candidatePath } from '../../../config/paths';
import { useAcceptApplicationMutation } from '../api/accept-application';
import { useProviderJob } from '../api/get-provider-job';
import { useJobApplications } from '../api/list-job-applications';
import { ApplicationStatusBadge } from './application-status-badge';
import { RejectModal } from './reject-modal';
import { isApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';

const articleId = (applicationId: string): string => `application-${applicationId}`;

/** An accepted application to employ from: its id, the applicant's name and the job's title. */
export interface EmployableApplication {
  id: string;
  candidateName: string;
  position: string;
}

interface JobApplicationsProps {
  jobId: string;
  /** Asked to employ the applicant of an accepted application (the hiring screens own the employment). */
  onEmploy: (application: EmployableApplication) => void;
}

/** A job's applicants with a CV summary; accept or reject, then view or employ an accepted one. */
export function JobApplications({ jobId, onEmploy }: JobApplicationsProps) {
  const { t } = useTranslation('jobs');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const job = useProviderJob(jobId);
  const applications = useJobApplications(jobId, page);
  const { rows, frame } = pagedList(applications, { page, onPageChange: setPage });
  const accept = useAcceptApplicationMutation();
  // Accepting or rejecting replaces the application's buttons: focus moves to the application itself once its new
  // status shows (WCAG 2.4.3), instead of falling back to the page.
  const decided = useRef<string | null>(null);
  useEffect(() => {
    const id = decided.current;
    if (id === null) return;
    const status = applications.data?.data.find((application) => application.id === id)?.status;
    if (status === undefined || status === 'submitted') return;
    document.getElementById(articleId(id))?.focus();
    decided.current = null;
  }, [applications.data]);
  return (
    <ListFrame
      {...frame}
      maw={960}
      emptyText={t('applications.empty')}
      errorText={t('board.failed')}
      loadingLabel={t('board.loading')}
      header={
        <>
          <BackLink to={areaPaths.providerJobs}>{t('provider.back')}</BackLink>
          <PageHeader title={t('applications.title')} subtitle={job.data?.title ?? ''} />
        </>
      }
      footer={
        <RejectModal
          applicationId={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            decided.current = rejecting;
            setRejecting(null);
            notifySuccess({ message: t('applications.rejected') });
          }}
        />
      }
    >
      {rows.map((application) => {
        const { applicant } = application;
        const place = [applicant.city, applicant.country_code].filter((part) => part !== null).join(', ');
        return (
          <Paper
            key={application.id}
            id={articleId(application.id)}
            tabIndex={-1}
            aria-labelledby={`${articleId(application.id)}-name`}
            withBorder
            radius="md"
            p="md"
            component="article"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Group gap="sm">
                  <Text fw={600} id={`${articleId(application.id)}-name`}>
                    {applicant.first_name} {applicant.last_name}
                  </Text>
                  <ApplicationStatusBadge status={application.status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t('apply.submittedAt', { date: formatDate(application.submitted_at) })}
                </Text>
              </Group>
              <Text size="sm">
                {[applicant.headline, place].filter((part) => part !== null && part !== '').join(' · ')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('applications.cvScore', { score: applicant.cv_score })}
              </Text>
              {application.cover_letter !== null ? (
                <Paper bg="var(--mantine-color-default-hover)" p="sm" radius="sm">
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {application.cover_letter}
                  </Text>
                </Paper>
              ) : null}
              {application.rejection_reason !== null ? (
                <Text size="sm" c="red">
                  {t('apply.rejectionReason')}: {application.rejection_reason}
                </Text>
              ) : null}
              {application.status === 'submitted' ? (
                <Group justify="flex-end" gap="xs">
                  <Button variant="default" color="red" onClick={() => setRejecting(application.id)}>
                    {t('applications.reject')}
                  </Button>
                  <Button
                    loading={accept.isPending && accept.variables === application.id}
                    onClick={() =>
                      accept.mutate(application.id, {
                        onSuccess: () => {
                          decided.current = application.id;
                          notifySuccess({ message: t('applications.accepted') });
                        },
                        onError: (error) =>
                          notifyError({
                            message: isApiError(error) ? translateMessage(error.message) : t('actions.failed'),
                          }),
                      })
                    }
                  >
                    {t('applications.accept')}
                  </Button>
                </Group>
              ) : null}
              {application.status === 'accepted' ? (
                <Group justify="flex-end" gap="xs">
                  <Button component={Link} to={candidatePath(applicant.id)} variant="default">
                    {t('applications.viewCandidate')}
                  </Button>
                  <Button
                    color="green"
                    onClick={() =>
                      onEmploy({
                        id: application.id,
                        candidateName: `${applicant.first_name} ${applicant.last_name}`,
                        position: job.data?.title ?? '',
                      })
                    }
                  >
                    {t('applications.employ')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </ListFrame>
  );
}
