import { Textarea } from '@mantine/core';
import { additionalDocumentsRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { type CandidateModalProps, CvActionModal, NoteTextarea, useCvActionForm } from './cv-action-modal';

/** One document a line; blank lines do not count. */
const documentsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Ask a candidate for documents (one a line) with an optional note. */
export function DocumentsModal(props: CandidateModalProps) {
  const { t } = useTranslation('candidates');
  const { form, formProps } = useCvActionForm(props, 'additional-documents', {
    schema: additionalDocumentsRequestSchema,
    initialValues: { documents: '', note: '' },
    toRequest: ({ documents, note }) => ({ documents: documentsOf(documents), note }),
  });
  return (
    <CvActionModal {...props} texts="documents" formProps={formProps}>
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
      <NoteTextarea {...form.getInputProps('note')} />
    </CvActionModal>
  );
}
