import { Button, Group, type MantineColor, type MantineSpacing, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';

import type { FormAlertContent } from '../../lib/forms/zod-form';
import { ErrorSummary, type ErrorSummaryProps } from './error-summary';
import { FormAlert } from './form-alert';

export interface FormFrameProps {
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** The error no single field shows (useSchemaForm's `alert`). */
  alert: FormAlertContent | null;
  /** The list of the fields a failed submit left wrong (useSchemaForm's `summary`), shown above the alert. */
  summary?: ErrorSummaryProps;
  saving: boolean;
  /** Cancel, left of the action; a form without it (a reply under a thread) has the action alone. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  /** Other buttons left of the action (Back, Skip), after Cancel. */
  actions?: ReactNode;
  submitLabel: ReactNode;
  /** The submit button's colour: red for what cannot be undone. */
  submitColor?: MantineColor;
  /** A line above the fields saying what the form does. */
  intro?: ReactNode;
  /** The form's name for screen readers, where a page holds more than one form. */
  label?: string;
  /** The space between the errors, the fields and the buttons: `md` on a page, `sm` in a dialog or a panel. */
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A form built on a shared schema: what it does, its errors, its fields, then Cancel, other actions and the action on the right. */
export function FormFrame({
  onSubmit,
  alert,
  summary,
  saving,
  onCancel,
  cancelLabel,
  actions,
  submitLabel,
  submitColor,
  intro,
  label,
  gap = 'sm',
  children,
}: FormFrameProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {intro}
        {summary !== undefined ? <ErrorSummary {...summary} /> : null}
        {alert !== null ? <FormAlert message={alert.message} details={alert.details} /> : null}
        {children}
        <Group justify="flex-end" gap="sm">
          {onCancel !== undefined ? (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          {actions}
          <Button type="submit" color={submitColor} loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
