import { Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';

import { useSendForm } from '../../lib/forms/schema-form';
import { FormModal } from './modal-form';

/** The reason a decision carries, which the other side reads: required, resizable, focused when the dialog opens. */
export function ReasonTextarea(props: TextareaProps) {
  return <Textarea rows={4} resize="vertical" required data-autofocus {...props} />;
}

interface ReasonModalProps<R> {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  /** The reason's label, hint and longest length. */
  reason: { label: string; description: string; maxLength: number };
  /** The request's schema: `{ reason }`. */
  schema: z.ZodType<R>;
  send: (request: R) => Promise<unknown>;
  onDone: () => void;
}

/** A dialog whose one field is the reason for a decision that cannot be undone (the red action). */
export function ReasonModal<R>({ reason, schema, send, onDone, ...modal }: ReasonModalProps<R>) {
  const { form, formProps } = useSendForm({
    schema,
    initialValues: { reason: '' },
    toRequest: (values) => ({ reason: values.reason }),
    send,
    onDone,
  });
  return (
    <FormModal {...modal} {...formProps} submitColor="red">
      <ReasonTextarea {...reason} {...form.getInputProps('reason')} />
    </FormModal>
  );
}
