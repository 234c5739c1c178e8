import type { FormErrors } from '@mantine/form';
import { useCallback, useState } from 'react';

import { describeSubmitError, type FormAlertContent } from './zod-form';

export interface SubmitErrors {
  /** What no field shows, for the alert above the form; null when there is nothing to say. */
  alert: FormAlertContent | null;
  /** Sets (or with null clears) the alert: call with null when a new submit starts. */
  setAlert: (alert: FormAlertContent | null) => void;
  /** A failed submit: field errors on the form, the rest in `alert`. */
  onError: (error: unknown) => void;
}

/**
 * The alert and field errors of a form's failed submit (see `describeSubmitError`). `onFieldErrors` runs when the
 * server put errors on fields: pass `failed` of `useErrorSummary` so the summary counts the attempt.
 */
export function useSubmitErrors(
  form: { setErrors: (errors: FormErrors) => void },
  fields: readonly string[],
  onFieldErrors?: () => void,
): SubmitErrors {
  const [alert, setAlert] = useState<FormAlertContent | null>(null);
  const { setErrors } = form;
  const onError = useCallback(
    (error: unknown) => {
      const described = describeSubmitError(error, fields);
      setAlert(described.alert);
      setErrors(described.formErrors);
      if (onFieldErrors !== undefined && Object.keys(described.formErrors).length > 0) onFieldErrors();
    },
    [fields, setErrors, onFieldErrors],
  );
  return { alert, setAlert, onError };
}
