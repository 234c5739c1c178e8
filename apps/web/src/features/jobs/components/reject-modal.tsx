import { Textarea } from '@mantine/core';
import { REJECTION_REASON_MAX, rejectApplicationRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { useSendForm } from '../../../lib/forms/schema-form';
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
  const { form, formProps } = useSendForm({
    schema: rejectApplicationRequestSchema,
    initialValues: { reason: '' },
    toRequest: ({ reason }) => ({ reason }),
    send: (request) => reject.mutateAsync({ applicationId: applicationId ?? '', request }),
    onDone: onRejected,
  });
  return (
    <FormModal
      opened={applicationId !== null}
      onClose={onClose}
      title={t('applications.rejectTitle')}
      {...formProps}
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
