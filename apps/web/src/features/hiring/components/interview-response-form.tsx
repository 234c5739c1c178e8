import { SegmentedControl, SimpleGrid, Text, TextInput } from '@mantine/core';
import { cvActionRespondRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useRespondToCvActionMutation } from '../api/respond-cv-action';
import { ResponseMessageField } from './response-message-field';

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
  const { form, submitWith, frameProps } = useSchemaForm({
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
    <FormFrame
      {...frameProps}
      onSubmit={submit}
      submitLabel={t(choice === 'confirm' ? 'track.interviews.sendConfirm' : 'track.interviews.sendProposal')}
      label={t('track.interviews.formLabel')}
    >
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
      <ResponseMessageField {...form.getInputProps('message')} />
    </FormFrame>
  );
}
