import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CV_ACTION_MESSAGE_MAX, cvActionRespondRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { ErrorSummary } from '../../../components/ui/error-summary';
import { FormAlert } from '../../../components/ui/form-alert';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useRespondToCvActionMutation } from '../api/respond-cv-action';

type Choice = 'confirm' | 'propose';

interface InterviewValues extends Record<string, unknown> {
  choice: Choice;
  proposed_date: string;
  proposed_time: string;
  message: string;
}

const EMPTY: InterviewValues = { choice: 'confirm', proposed_date: '', proposed_time: '', message: '' };

/** Confirm: `confirm: true`; propose: the date and time instead (the API takes one or the other, never both). */
const toRequest = ({ choice, proposed_date, proposed_time, message }: InterviewValues) =>
  choice === 'confirm'
    ? { confirm: true, message }
    : { proposed_date: proposed_date || null, proposed_time: proposed_time || null, message };

/** The seeker's answer to an interview invitation: confirm the time or propose another one. */
export function InterviewResponseForm({ actionId }: { actionId: string }) {
  const { t } = useTranslation('jobs');
  const respond = useRespondToCvActionMutation();
  const { form, alert, saving, submitWith, summary } = useSchemaForm({
    schema: cvActionRespondRequestSchema,
    initialValues: EMPTY,
    toRequest,
    validateExtra: ({ choice, proposed_date, proposed_time }): Record<string, string> => {
      if (choice !== 'propose') return {};
      const errors: Record<string, string> = {};
      if (proposed_date === '') errors.proposed_date = t('track.interviews.dateRequired');
      if (proposed_time === '') errors.proposed_time = t('track.interviews.timeRequired');
      return errors;
    },
  });
  const choice = form.values.choice;
  const submit = submitWith(
    (request) => respond.mutateAsync({ actionId, request }),
    () =>
      notifySuccess({ message: t(choice === 'confirm' ? 'track.interviews.confirmed' : 'track.interviews.proposed') }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('track.interviews.formLabel')}>
      <Stack gap="sm">
        <ErrorSummary {...summary} />
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        <div>
          <Text size="sm" fw={500} mb={4} id={`answer-${actionId}`}>
            {t('track.interviews.answer')}
          </Text>
          <SegmentedControl
            aria-labelledby={`answer-${actionId}`}
            value={choice}
            onChange={(value) => form.setFieldValue('choice', value === 'propose' ? 'propose' : 'confirm')}
            data={[
              { value: 'confirm', label: t('track.interviews.confirm') },
              { value: 'propose', label: t('track.interviews.propose') },
            ]}
          />
        </div>
        {choice === 'propose' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={t('track.interviews.proposedDate')}
              required
              {...form.getInputProps('proposed_date')}
            />
            <TextInput
              type="time"
              label={t('track.interviews.proposedTime')}
              required
              {...form.getInputProps('proposed_time')}
            />
          </SimpleGrid>
        ) : null}
        <Textarea
          label={t('track.message')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={CV_ACTION_MESSAGE_MAX}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t(choice === 'confirm' ? 'track.interviews.sendConfirm' : 'track.interviews.sendProposal')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
