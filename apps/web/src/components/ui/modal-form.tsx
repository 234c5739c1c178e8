import { Button, Group, type MantineColor, type MantineSize, Modal, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';

import type { FormAlertContent } from '../../lib/forms/zod-form';
import { ErrorSummary, type ErrorSummaryProps } from './error-summary';
import { FormAlert } from './form-alert';

export interface DialogFormProps {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** The error no single field shows (useSchemaForm's `alert`). */
  alert: FormAlertContent | null;
  /** The list of the fields a failed submit left wrong (useSchemaForm's `summary`), shown above the alert. */
  summary?: ErrorSummaryProps;
  saving: boolean;
  /** Cancel, left of the action; a form without it (a reply under a thread) has the action alone. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  submitLabel: ReactNode;
  /** The submit button's colour: red for what cannot be undone. */
  submitColor?: MantineColor;
  /** A line above the fields saying what the dialog does. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A dialog's (or a short inline) form: what it does, its errors, its fields, then Cancel and the action on the right. */
export function DialogForm({
  onSubmit,
  alert,
  summary,
  saving,
  onCancel,
  cancelLabel,
  submitLabel,
  submitColor,
  intro,
  children,
}: DialogFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {intro}
        {summary !== undefined ? <ErrorSummary {...summary} /> : null}
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        {children}
        <Group justify="flex-end">
          {onCancel !== undefined ? (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" color={submitColor} loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A centred modal holding one form (DialogForm); Cancel closes it. */
export function FormModal({
  opened,
  title,
  size,
  onClose,
  ...form
}: Omit<DialogFormProps, 'onCancel'> & {
  cancelLabel: ReactNode;
  opened: boolean;
  title: ReactNode;
  size?: MantineSize;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <DialogForm {...form} onCancel={onClose} />
    </Modal>
  );
}
