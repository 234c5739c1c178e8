import { Textarea } from '@mantine/core';
import { CV_ACTION_NOTE_MAX, shortlistRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { useSendForm } from '../../../lib/forms/schema-form';
import { useCreateCvActionMutation } from '../api/create-cv-action';

interface CandidateModalProps {
  candidateId: string;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** Shortlist a candidate, with a note the candidate reads. */
export function ShortlistModal({ candidateId, opened, onClose, onDone }: CandidateModalProps) {
  const { t } = useTranslation('candidates');
  const create = useCreateCvActionMutation();
  const { form, formProps } = useSendForm({
    schema: shortlistRequestSchema,
    initialValues: { note: '' },
    toRequest: ({ note }) => ({ note }),
    send: (request) => create.mutateAsync({ candidateId, subject: 'shortlist', request }),
    onDone,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('shortlist.title')}
      {...formProps}
      cancelLabel={t('actions.close')}
      submitLabel={t('shortlist.submit')}
    >
      <Textarea
        label={t('fields.note')}
        description={t('fields.noteHint')}
        rows={3}
        resize="vertical"
        maxLength={CV_ACTION_NOTE_MAX}
        data-autofocus
        {...form.getInputProps('note')}
      />
    </FormModal>
  );
}

export type { CandidateModalProps };
