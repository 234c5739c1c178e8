import { Text, Textarea, TextInput } from '@mantine/core';
import { EMPLOYMENT_POSITION_MAX, EMPLOYMENT_TERMS_MAX, employRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { useSendForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useEmployMutation } from '../api/employ';
import { localToday } from './dates';

export interface EmploySource {
  /** An open CV action or an accepted application. */
  id: string;
  candidateName: string;
  /** Pre-filled position, e.g. the job's title. */
  position?: string;
}

interface EmployModalProps {
  source: EmploySource | null;
  /** Closed: cancelled, or the candidate employed (the modal says so in a toast). */
  onClose: () => void;
}

/** Employ a candidate: position, start date (today or later) and terms; once employed, a toast names them. */
export function EmployModal(props: EmployModalProps) {
  // A new form per source, so that its position is the one filled in.
  return <EmployForm key={props.source?.id ?? 'none'} {...props} />;
}

function EmployForm({ source, onClose }: EmployModalProps) {
  const { t } = useTranslation('candidates');
  const employ = useEmployMutation();
  const { form, formProps } = useSendForm({
    schema: employRequestSchema,
    initialValues: { position: source?.position ?? '', start_date: localToday(), terms: '' },
    toRequest: ({ position, start_date, terms }) => ({ position, start_date, terms }),
    send: (request) => employ.mutateAsync({ sourceId: source?.id ?? '', request }),
    onDone: () => {
      notifySuccess({ message: t('employ.done', { name: source?.candidateName ?? '' }) });
      onClose();
    },
  });
  return (
    <FormModal
      opened={source !== null}
      onClose={onClose}
      title={t('employ.title')}
      {...formProps}
      cancelLabel={t('actions.close')}
      submitLabel={t('employ.submit')}
      submitColor="green"
      intro={
        <Text size="sm" c="dimmed">
          {t('employ.intro', { name: source?.candidateName ?? '' })}
        </Text>
      }
    >
      <TextInput
        label={t('fields.position')}
        maxLength={EMPLOYMENT_POSITION_MAX}
        required
        data-autofocus
        {...form.getInputProps('position')}
      />
      <TextInput type="date" label={t('fields.startDate')} required {...form.getInputProps('start_date')} />
      <Textarea
        label={t('fields.terms')}
        description={t('fields.termsHint')}
        rows={4}
        resize="vertical"
        maxLength={EMPLOYMENT_TERMS_MAX}
        {...form.getInputProps('terms')}
      />
    </FormModal>
  );
}
