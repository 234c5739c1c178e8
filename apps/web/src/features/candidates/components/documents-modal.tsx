import { Textarea } from '@mantine/core';
import { additionalDocumentsRequestSchema, CV_ACTION_NOTE_MAX } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { useSendForm } from '../../../lib/forms/schema-form';
import { useCreateCvActionMutation } from '../api/create-cv-action';
import type { CandidateModalProps } from './shortlist-modal';

/** One document a line; blank lines do not count. */
const documentsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Ask a candidate for documents (one a line) with an optional note. */
export function DocumentsModal({ candidateId, opened, onClose, onDone }: CandidateModalProps) {
  const { t } = useTranslation('candidates');
  const create = useCreateCvActionMutation();
  const { form, formProps } = useSendForm({
    schema: additionalDocumentsRequestSchema,
    initialValues: { documents: '', note: '' },
    toRequest: ({ documents, note }) => ({ documents: documentsOf(documents), note }),
    send: (request) => create.mutateAsync({ candidateId, subject: 'additional-documents', request }),
    onDone,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('documents.title')}
      {...formProps}
      cancelLabel={t('actions.close')}
      submitLabel={t('documents.submit')}
    >
      <Textarea
        label={t('fields.documents')}
        description={t('fields.documentsHint')}
        placeholder={t('fields.documentsPlaceholder')}
        rows={4}
        resize="vertical"
        required
        data-autofocus
        {...form.getInputProps('documents')}
      />
      <Textarea
        label={t('fields.note')}
        description={t('fields.noteHint')}
        rows={3}
        resize="vertical"
        maxLength={CV_ACTION_NOTE_MAX}
        {...form.getInputProps('note')}
      />
    </FormModal>
  );
}
