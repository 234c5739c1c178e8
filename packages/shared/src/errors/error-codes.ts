/** Every error code the API may answer with, and the HTTP status each maps to. */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  token_expired: 401,
  forbidden: 403,
  not_authorized: 403,
  account_suspended: 403,
  /** An admin without MFA enrolled calls the admin console (SECURITY.md MFA-08). */
  mfa_enrolment_required: 403,
  not_found: 404,
  /** A job that was public and is closed, archived or past its deadline. */
  gone: 410,
  method_not_allowed: 405,
  conflict: 409,
  invalid_transition: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule_violated: 422,
  sign_ups_disabled: 422,
  weak_password: 422,
  rate_limited: 429,
  internal_error: 500,
  maintenance: 503,
  not_ready: 503,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
