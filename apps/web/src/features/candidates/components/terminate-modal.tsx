import { Text, TextInput } from '@mantine/core';
import { EMPLOYMENT_REASON_MAX, terminateEmploymentRequestSchema, type Employment } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../components/ui/modal-form';
import { ReasonTextarea } from '../../../components/ui/reason-modal';
import { useSendForm } from '../../../lib/forms/schema-form';
import { useTerminateEmploymentMutation } from '../api/end-employment';
import { localToday } from './dates';

interface TerminateModalProps {
  employment: Employment | null;
  onClose: () => void;
  onTerminated: () => void;
}

/** Terminate an employment: a reason the employee reads and the last day. */
export function TerminateModal({ employment, onClose, onTerminated }: TerminateModalProps) {
  const { t } = useTranslation('candidates');
  const terminate = useTerminateEmploymentMutation();
  const { form, formProps } = useSendForm({
    schema: terminateEmploymentRequestSchema,
    initialValues: { reason: '', date: localToday() },
    toRequest: ({ reason, date }) => ({ reason, date }),
    send: (request) => terminate.mutateAsync({ employmentId: employment?.id ?? '', request }),
    onDone: onTerminated,
  });
  const name = employment === null ? '' : `${employment.employee.first_name} ${employment.employee.last_name}`;
  return (
    <FormModal
      opened={employment !== null}
      onClose={onClose}
      title={t('terminate.title')}
      {...formProps}
      cancelLabel={t('actions.close')}
      submitLabel={t('terminate.submit')}
      submitColor="red"
      intro={
        <Text size="sm" c="dimmed">
          {t('terminate.intro', { name })}
        </Text>
      }
    >
      <ReasonTextarea
        label={t('fields.reason')}
        description={t('fields.reasonHint')}
        maxLength={EMPLOYMENT_REASON_MAX}
        {...form.getInputProps('reason')}
      />
      <TextInput type="date" label={t('fields.lastDay')} required {...form.getInputProps('date')} />
    </FormModal>
  );
}
