import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useState } from 'react';

import type { ErrorSummaryProps } from '../../components/ui/error-summary';

/**
 * Counts a form's failed submits for its ErrorSummary: pass `failed` as the second argument of
 * `form.onSubmit` (and call it when the server puts errors on fields), spread `summary` on the component.
 */
export function useErrorSummary<V>(form: UseFormReturnType<V>): { failed: () => void; summary: ErrorSummaryProps } {
  const [attempt, setAttempt] = useState(0);
  const failed = useCallback(() => setAttempt((count) => count + 1), []);
  return { failed, summary: { errors: form.errors, attempt, getInputNode: form.getInputNode } };
}
