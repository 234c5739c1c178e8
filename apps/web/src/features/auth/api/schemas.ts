import { z } from 'zod';

// The auth feature's schemas that the first load calls for (login, token check, e-mail confirmation and its undo, phone code,
// registration settings, the login and resend forms), loaded with the first call or the first check (ADR 0033):
// zod stays out of the login page's first load. A dynamic import of this module keeps only what it exports, never
// the whole of @hireway/shared.
export {
  checkResponseSchema,
  confirmationResendRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageSchema,
  passwordComplexitySettingsSchema,
  registrationSettingsResponseSchema,
  restoreEmailResponseSchema,
} from '@hireway/shared';

/** An answer the app does not read (a page-access log). */
export const anyAnswerSchema = z.unknown();

/** Spec section 2: the answer "may carry" the timestamp and the token, so both are optional here. */
export const phoneVerificationResponseSchema = z
  .object({
    sms_verification_code_timestamp: z.union([z.string(), z.number()]).nullish(),
    phone_verification_token: z.string().nullish(),
    masked_phone: z.string().nullish(),
  })
  .loose();

export type PhoneVerificationAnswer = z.infer<typeof phoneVerificationResponseSchema>;
