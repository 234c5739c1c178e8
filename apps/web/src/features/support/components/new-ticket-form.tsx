import { Select, Textarea, TextInput } from '@mantine/core';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  supportTicketCreateRequestSchema,
  type SupportTicketDetail,
} from '@hireway/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { useCreateTicketMutation } from '../api/create-ticket';
import { AttachmentsInput, attachmentsError } from './attachments-input';

interface NewTicketValues extends Record<string, unknown> {
  subject: string;
  category: string | null;
  message: string;
  attachments: File[];
}

const EMPTY: NewTicketValues = { subject: '', category: null, message: '', attachments: [] };

interface NewTicketFormProps {
  onCreated: (ticket: SupportTicketDetail) => void;
  secondaryActions?: ReactNode;
}

/** A new support request: subject, category, message and up to three attachments. */
export function NewTicketForm({ onCreated, secondaryActions }: NewTicketFormProps) {
  const { t } = useTranslation('support');
  const create = useCreateTicketMutation();
  const { form, submitWith, frameProps } = useSchemaForm({
    schema: supportTicketCreateRequestSchema,
    initialValues: EMPTY,
    toRequest: ({ subject, category, message }) => ({ subject, category, message }),
    validateExtra: ({ attachments }): Record<string, string> => {
      const problem = attachmentsError(attachments, t);
      return problem === null ? {} : { attachments: problem };
    },
  });

  const submit = submitWith(
    (request) => create.mutateAsync({ request, attachments: form.getValues().attachments }),
    onCreated,
  );

  return (
    <FormFrame {...frameProps} onSubmit={submit} submitLabel={t('new.submit')} gap="md" actions={secondaryActions}>
      <TextInput label={t('fields.subject')} required {...form.getInputProps('subject')} />
      <Select
        label={t('fields.category')}
        placeholder={t('fields.categoryPlaceholder')}
        data={SUPPORT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        required
        {...form.getInputProps('category')}
      />
      <Textarea
        label={t('fields.message')}
        description={t('fields.messageHint')}
        autosize
        minRows={5}
        maxRows={14}
        maxLength={SUPPORT_MESSAGE_MAX}
        required
        {...form.getInputProps('message')}
      />
      <AttachmentsInput
        value={form.values.attachments}
        onChange={(files) => form.setFieldValue('attachments', files)}
        error={form.errors.attachments}
      />
    </FormFrame>
  );
}
