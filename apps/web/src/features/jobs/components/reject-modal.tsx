import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX, rejectApplicationRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useRejectApplicationMutation } from '../api/reject-application';

interface RejectModalProps {
  applicationId: string | null;
  onClose: () => void;
  onRejected: () => void;
}

/** Reject an application with a reason the seeker will read. */
export function RejectModal({ applicationId, onClose, onRejected }: RejectModalProps) {
  const { t } = useTranslation('jobs');
  const reject = useRejectApplicationMutation();
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: rejectApplicationRequestSchema,
    initialValues: { reason: '' },
    toRequest: ({ reason }) => ({ reason }),
  });
  const submit = submitWith(
    (request) => reject.mutateAsync({ applicationId: applicationId ?? '', request }),
    () => {
      form.reset();
      onRejected();
    },
  );
  return (
    <Modal opened={applicationId !== null} onClose={onClose} title={t('applications.rejectTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorSummary {...summary} />
          {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
          <Textarea
            label={t('applications.reason')}
            description={t('applications.reasonHint')}
            rows={4}
            resize="vertical"
            maxLength={REJECTION_REASON_MAX}
            required
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {t('applications.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
