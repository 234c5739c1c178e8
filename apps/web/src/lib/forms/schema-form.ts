import { useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';

import { isApiError } from '../api-client';
import { translateMessage } from '../i18n';
import { useErrorSummary } from './error-summary';
import { zodFormResolver, type FormAlertContent } from './zod-form';

export interface SchemaFormOptions<V extends Record<string, unknown>, R> {
  /** The shared request schema: it checks the form before sending, exactly as the API will. */
  schema: z.ZodType<R>;
  initialValues: V;
  /** The form's values as the request body the schema reads (e.g. '' → null, text → list). */
  toRequest: (values: V) => Record<string, unknown>;
  /** Request paths that belong to another form field, e.g. `{ 'expected_salary.amount': 'salary_amount' }`. */
  errorPaths?: Readonly<Record<string, string>>;
  /** Checks of fields the request does not carry (e.g. a file's size). */
  validateExtra?: (values: V) => FormErrors;
}

/**
 * The form field an error path of the request belongs to: an alias, else the longest prefix the form
 * has (`achievements.0` → `achievements` when achievements is one text field; `languages.1.language`
 * stays as it is for a list of rows). Null when the form has no such field.
 */
export const formPathOf = (key: string, values: unknown, aliases: Readonly<Record<string, string>> = {}) => {
  const alias = aliases[key];
  if (alias !== undefined) return alias;
  const kept: string[] = [];
  let current: unknown = values;
  for (const part of key.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) break;
    kept.push(part);
    current = (current as Record<string, unknown>)[part];
  }
  return kept.length === 0 ? null : kept.join('.');
};

/**
 * A Mantine form checked by a shared zod schema, whose failed submits put the server's field errors
 * on the fields and everything else in one alert (STYLE.md, errors).
 */
export function useSchemaForm<V extends Record<string, unknown>, R>({
  schema,
  initialValues,
  toRequest,
  errorPaths = {},
  validateExtra,
}: SchemaFormOptions<V, R>) {
  const resolve = zodFormResolver(schema);
  const [alert, setAlert] = useState<FormAlertContent | null>(null);
  const [saving, setSaving] = useState(false);

  const remap = (errors: FormErrors, values: V): FormErrors => {
    const mapped: FormErrors = {};
    for (const [key, message] of Object.entries(errors)) {
      const path = formPathOf(key, values, errorPaths) ?? key;
      mapped[path] ??= message;
    }
    return mapped;
  };

  const form = useForm<V>({
    initialValues,
    validate: (values) => ({ ...remap(resolve(toRequest(values)), values), ...validateExtra?.(values) }),
  });
  const { failed, summary } = useErrorSummary(form);

  const showSubmitError = (error: unknown) => {
    if (!isApiError(error)) {
      setAlert({ message: translateMessage(String(error)), details: [] });
      return;
    }
    const formErrors: FormErrors = {};
    const details: string[] = [];
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const first = messages[0];
      if (first === undefined) continue;
      const path = formPathOf(key, form.getValues(), errorPaths);
      if (path === null) details.push(translateMessage(first));
      else formErrors[path] ??= translateMessage(first);
    }
    form.setErrors(formErrors);
    if (Object.keys(formErrors).length > 0) failed();
    setAlert(
      Object.keys(formErrors).length === 0 || details.length > 0
        ? { message: translateMessage(error.message), details }
        : null,
    );
  };

  /** The submit handler: checks, builds the request, saves it, shows what went wrong. */
  const submitWith = <T>(save: (request: R) => Promise<T>, onSaved?: (result: T) => void) =>
    form.onSubmit((values) => {
      setAlert(null);
      const parsed = schema.safeParse(toRequest(values));
      if (!parsed.success) return;
      setSaving(true);
      void save(parsed.data)
        .then((result) => onSaved?.(result), showSubmitError)
        .finally(() => setSaving(false));
    }, failed);

  /** What FormFrame shows of the form's state (`<FormFrame {...frameProps} onSubmit={…}>`). */
  const frameProps = { alert, summary, saving };
  return { form, alert, setAlert, saving, submitWith, showSubmitError, failed, summary, frameProps };
}

export interface SendFormOptions<V extends Record<string, unknown>, R> extends SchemaFormOptions<V, R> {
  /** Sends the checked request (the form's values beside it, for what the request does not carry: files). */
  send: (request: R, values: V) => Promise<unknown>;
  /** Runs once the server has taken it, after the form is emptied (e.g. say so, or close the modal). */
  onDone: () => void;
}

/**
 * A form that sends one request (useSchemaForm): `formProps` is spread on FormFrame or FormModal (its submit, alert,
 * error summary and saving state); a sent form is emptied for the next message or the next time its modal opens.
 */
export function useSendForm<V extends Record<string, unknown>, R>({ send, onDone, ...options }: SendFormOptions<V, R>) {
  const { form, alert, saving, submitWith, summary } = useSchemaForm(options);
  const onSubmit = submitWith(
    (request) => send(request, form.getValues()),
    () => {
      form.reset();
      onDone();
    },
  );
  return { form, formProps: { onSubmit, alert, summary, saving } };
}
