import type { FormErrors } from '@mantine/form';
import type { SyntheticEvent } from 'react';
import type { z } from 'zod';

type Validate = (values: Record<string, unknown>) => FormErrors;

export interface LazyFormValidation {
  /** Mantine's `validate`: the shared schema's checks once loaded (nothing before: `submit` waits for them). */
  validate: Validate;
  /** Starts loading the schema (the form's first focus): a blur check then finds it there. */
  load: () => Promise<void>;
  /**
   * Wraps `form.onSubmit(...)`: the submit waits for the schema, then validates and sends as before. A schema that
   * cannot load leaves the check to the API, which answers with the same schema's messages.
   */
  submit: (
    onSubmit: (event?: SyntheticEvent<HTMLFormElement>) => void,
  ) => (event: SyntheticEvent<HTMLFormElement>) => void;
}

/**
 * A form of the first load (the login page) checked by its shared zod schema, loaded when the visitor starts on
 * the form rather than with the page (ADR 0033): the same messages, the same first-issue-per-field rule
 * (`zodFormResolver`), zod out of the first visit's JavaScript. `load` must return the shared schema itself.
 */
export const lazyFormValidation = (loadSchema: () => Promise<z.ZodType>): LazyFormValidation => {
  let resolver: Validate | null = null;
  let loading: Promise<void> | null = null;
  const load = (): Promise<void> => {
    loading ??= Promise.all([loadSchema(), import('./zod-form')]).then(
      ([schema, { zodFormResolver }]) => {
        resolver = zodFormResolver(schema);
      },
      () => {
        loading = null; // tried again on the next focus or submit
      },
    );
    return loading;
  };
  return {
    validate: (values) => (resolver === null ? {} : resolver(values)),
    load,
    submit: (onSubmit) => (event) => {
      event.preventDefault();
      void load().then(() => onSubmit(event));
    },
  };
};
