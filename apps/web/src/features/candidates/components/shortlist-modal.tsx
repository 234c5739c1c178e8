import { shortlistRequestSchema } from '@hireway/shared';

import { type CandidateModalProps, CvActionModal, NoteTextarea, useCvActionForm } from './cv-action-modal';

/** Shortlist a candidate, with a note the candidate reads. */
export function ShortlistModal(props: CandidateModalProps) {
  const { form, formProps } = useCvActionForm(props, 'shortlist', {
    schema: shortlistRequestSchema,
    initialValues: { note: '' },
    toRequest: ({ note }) => ({ note }),
  });
  return (
    <CvActionModal {...props} texts="shortlist" formProps={formProps}>
      <NoteTextarea data-autofocus {...form.getInputProps('note')} />
    </CvActionModal>
  );
}

export type { CandidateModalProps };
