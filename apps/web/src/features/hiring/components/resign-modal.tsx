import { Textarea } from '@mantine/core';
import { EMPLOYMENT_REASON_MAX, resignRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { useSendForm } from '../../../lib/forms/schema-form';
import { useResignMutation } from '../api/resign';

interface ResignModalProps {
  employmentId: string | null;
  onClose: () => void;
  onResigned: () => void;
}

/** Ask to resign from an employment, with a reason the employer reads. */
export function ResignModal({ employmentId, onClose, onResigned }: ResignModalProps) {
  const { t } = useTranslation('hiring');
  const resign = useResignMutation();
  const { form, formProps } = useSendForm({
    schema: resignRequestSchema,
    initialValues: { reason: '' },
    toRequest: ({ reason }) => ({ reason }),
    send: (request) => resign.mutateAsync({ employmentId: employmentId ?? '', request }),
    onDone: onResigned,
  });
  return (
    <FormModal
      opened={employmentId !== null}
      onClose={onClose}
      title={t('myJobs.resignTitle')}
      {...formProps}
      cancelLabel={t('myJobs.cancel')}
      submitLabel={t('myJobs.resign')}
      submitColor="red"
    >
      <Textarea
        label={t('myJobs.reason')}
        description={t('myJobs.reasonHint')}
        rows={4}
        resize="vertical"
        maxLength={EMPLOYMENT_REASON_MAX}
        required
        data-autofocus
        {...form.getInputProps('reason')}
      />
    </FormModal>
  );
}
