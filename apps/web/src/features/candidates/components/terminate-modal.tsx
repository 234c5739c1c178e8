import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { EMPLOYMENT_REASON_MAX, terminateEmploymentRequestSchema, type Employment } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
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
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: terminateEmploymentRequestSchema,
    initialValues: { reason: '', date: localToday() },
    toRequest: ({ reason, date }) => ({ reason, date }),
  });
  const submit = submitWith(
    (request) => terminate.mutateAsync({ employmentId: employment?.id ?? '', request }),
    () => {
      form.reset();
      onTerminated();
    },
  );
  const name = employment === null ? '' : `${employment.employee.first_name} ${employment.employee.last_name}`;
  return (
    <Modal opened={employment !== null} onClose={onClose} title={t('terminate.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('terminate.intro', { name })}
          </Text>
          <ErrorSummary {...summary} />
          {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
          <Textarea
            label={t('fields.reason')}
            description={t('fields.reasonHint')}
            rows={4}
            resize="vertical"
            maxLength={EMPLOYMENT_REASON_MAX}
            required
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <TextInput type="date" label={t('fields.lastDay')} required {...form.getInputProps('date')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {t('terminate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
