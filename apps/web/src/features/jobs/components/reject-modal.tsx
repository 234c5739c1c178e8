import { Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX, rejectApplicationRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
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
    <FormModal
      opened={applicationId !== null}
      onClose={onClose}
      title={t('applications.rejectTitle')}
      onSubmit={submit}
      alert={alert}
      summary={summary}
      saving={saving}
      cancelLabel={t('actions.cancel')}
      submitLabel={t('applications.reject')}
      submitColor="red"
    >
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
    </FormModal>
  );
}
