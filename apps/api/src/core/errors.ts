import { ERROR_STATUS, type ErrorCode } from '@hireway/shared';

export type FieldErrors = Record<string, string[]>;

/** The one error type of the API; the error handler turns it into `{ message, code, errors? }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

export const validationError = (fieldErrors: FieldErrors, message = 'Some fields are not valid') =>
  new AppError('validation_failed', message, { fieldErrors });

export const notFound = (what = 'The resource') => new AppError('not_found', `${what} was not found`);
export const unauthenticated = (message = 'Please log in to continue') => new AppError('unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('forbidden', message);

/** Turns zod issues into the `errors` map: field path → messages. */
export function issuesToFieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix?: string,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const key = path || prefix || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
