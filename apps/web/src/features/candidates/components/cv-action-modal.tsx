import { type MantineSize, Textarea, type TextareaProps } from '@mantine/core';
import { CV_ACTION_NOTE_MAX, type CvActionRequest, type CvActionSubject } from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { type SchemaFormOptions, useSendForm } from '../../../lib/forms/schema-form';
import { useCreateCvActionMutation } from '../api/create-cv-action';

export interface CandidateModalProps {
  candidateId: string;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** The form of a CV action (shortlist, documents, interview): sends its request for the candidate, then `onDone`. */
export function useCvActionForm<S extends CvActionSubject, V extends Record<string, unknown>>(
  { candidateId, onDone }: CandidateModalProps,
  subject: S,
  options: SchemaFormOptions<V, CvActionRequest<S>>,
) {
  const create = useCreateCvActionMutation();
  return useSendForm({ ...options, send: (request) => create.mutateAsync({ candidateId, subject, request }), onDone });
}

interface CvActionModalProps extends CandidateModalProps {
  /** The texts' key: `{texts}.title` and `{texts}.submit`. */
  texts: 'shortlist' | 'documents' | 'interview';
  formProps: ReturnType<typeof useCvActionForm>['formProps'];
  size?: MantineSize;
  children: ReactNode;
}

/** The dialog of a CV action: its title, the fields, then Close and the action. */
export function CvActionModal({ texts, opened, onClose, formProps, size, children }: CvActionModalProps) {
  const { t } = useTranslation('candidates');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t(`${texts}.title`)}
      size={size}
      {...formProps}
      cancelLabel={t('actions.close')}
      submitLabel={t(`${texts}.submit`)}
    >
      {children}
    </FormModal>
  );
}

/** The note the candidate reads with a CV action (optional). */
export function NoteTextarea(props: TextareaProps) {
  const { t } = useTranslation('candidates');
  return (
    <Textarea
      label={t('fields.note')}
      description={t('fields.noteHint')}
      rows={3}
      resize="vertical"
      maxLength={CV_ACTION_NOTE_MAX}
      {...props}
    />
  );
}
