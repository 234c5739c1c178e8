import { Textarea } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX, supportTicketReplyRequestSchema } from '@hireway/shared';
import { useTranslation } from 'react-i18next';

import { FormFrame } from '../../../components/ui/form-frame';
import { useSendForm } from '../../../lib/forms/schema-form';
import { notifySuccess } from '../../../lib/notify';
import { useReplyToTicketMutation } from '../api/reply-ticket';
import { AttachmentsInput, attachmentsError } from './attachments-input';

interface ReplyValues extends Record<string, unknown> {
  message: string;
  attachments: File[];
}

const EMPTY: ReplyValues = { message: '', attachments: [] };

/** A reply in a ticket's conversation, with up to three attachments. */
export function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const reply = useReplyToTicketMutation(ticketId);
  const { form, formProps } = useSendForm({
    schema: supportTicketReplyRequestSchema,
    initialValues: EMPTY,
    toRequest: ({ message }) => ({ message }),
    validateExtra: ({ attachments }): Record<string, string> => {
      const problem = attachmentsError(attachments, t);
      return problem === null ? {} : { attachments: problem };
    },
    send: ({ message }, { attachments }) => reply.mutateAsync({ message, attachments }),
    onDone: () => notifySuccess({ message: t('thread.sent') }),
  });

  return (
    <FormFrame {...formProps} submitLabel={t('thread.send')}>
      <Textarea
        label={t('thread.replyLabel')}
        placeholder={t('thread.replyPlaceholder')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={SUPPORT_MESSAGE_MAX}
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
