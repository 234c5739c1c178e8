import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { CV_ACTION_NOTE_MAX, shortlistRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
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
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: shortlistRequestSchema,
    initialValues: { note: '' },
    toRequest: ({ note }) => ({ note }),
  });
  const submit = submitWith(
    (request) => create.mutateAsync({ candidateId, subject: 'shortlist', request }),
    () => {
      form.reset();
      onDone();
    },
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortlist.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorSummary {...summary} />
          {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
          <Textarea
            label={t('fields.note')}
            description={t('fields.noteHint')}
            rows={3}
            resize="vertical"
            maxLength={CV_ACTION_NOTE_MAX}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('shortlist.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export type { CandidateModalProps };
