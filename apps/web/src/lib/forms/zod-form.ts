import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { z } from 'zod';

import { isApiError } from '../api-client';
import { translateMessage } from '../i18n';

const translateErrors = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      typeof message === 'string' ? translateMessage(message) : message,
    ]),
  );

/**
 * A Mantine `validate` function from a shared zod schema: the first issue of each field wins
 * (so a field reads "required" before "too short") and known messages are translated.
 */
export const zodFormResolver = (schema: z.ZodType) => {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values: Record<string, unknown>): FormErrors => translateErrors(resolve(values));
};

/**
 * Server field errors (`errors: { field: [message] }`) onto the form: fields the form knows get
 * their first message; the rest are returned so the caller can show them in the alert.
 */
export const splitServerFieldErrors = (
  fieldErrors: Record<string, string[]>,
  formFields: readonly string[],
): { formErrors: FormErrors; otherMessages: string[] } => {
  const formErrors: FormErrors = {};
  const otherMessages: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first = messages[0];
    if (first === undefined) continue;
    if (formFields.includes(field)) formErrors[field] = translateMessage(first);
    else otherMessages.push(translateMessage(first));
  }
  return { formErrors, otherMessages };
};

export interface FormAlertContent {
  message: string;
  details: string[];
}

/**
 * A failed submit, split for the screen: field errors go on the form, and whatever no field shows
 * (the message of an error without field errors, or errors of fields the form does not have) goes
 * in one alert.
 */
export const describeSubmitError = (
  error: unknown,
  formFields: readonly string[],
): { formErrors: FormErrors; alert: FormAlertContent | null } => {
  if (!isApiError(error)) return { formErrors: {}, alert: { message: translateMessage(String(error)), details: [] } };
  const { formErrors, otherMessages } = splitServerFieldErrors(error.fieldErrors, formFields);
  const alert =
    Object.keys(formErrors).length === 0 || otherMessages.length > 0
      ? { message: translateMessage(error.message), details: otherMessages }
      : null;
  return { formErrors, alert };
};
