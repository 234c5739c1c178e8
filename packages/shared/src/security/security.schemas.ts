import { z } from 'zod';

import { passwordInputSchema, sessionSchema } from '../auth/auth.schemas';

/** Six digits: TOTP codes, e-mailed one-time codes and SMS codes. */
export const otpCodeSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

/** Recovery codes are shown as xxxxx-xxxxx; spaces and case are forgiven. */
export const recoveryCodeSchema = z
  .string({ error: 'Enter a recovery code' })
  .trim()
  .transform((value) => value.toLowerCase().replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'Enter a recovery code like abcde-12345'));

const newPasswordFields = {
  password: passwordInputSchema,
  password_confirmation: z.string({ error: 'Confirm your password' }).min(1, 'Confirm your password'),
};
const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { message: 'Passwords do not match', path: ['password_confirmation'] };

export const emailOnlySchema = z.strictObject({
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .min(1, 'E-mail is required')
    .max(254, 'E-mail must be at most 254 characters')
    .pipe(z.email({ error: 'Enter a valid e-mail address' }))
    .transform((value) => value.toLowerCase()),
});

/** POST /auth/request-password-reset and POST /auth/account/confirmation/resend. */
export const passwordResetRequestSchema = emailOnlySchema;
export const confirmationResendRequestSchema = emailOnlySchema;

/** POST /auth/reset-password (bearer reset token). */
export const resetPasswordRequestSchema = z.strictObject(newPasswordFields).refine(passwordsMatch, mismatch);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** POST /auth/password/change. */
export const changePasswordRequestSchema = z
  .strictObject({ current_password: passwordInputSchema, ...newPasswordFields })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /auth/request-phone-verification answer; the token and timestamp are kept in local storage. */
export const phoneVerificationRequestResponseSchema = z.object({
  phone_verification_token: z.string(),
  sms_verification_code_timestamp: z.string(),
  expires_at: z.string(),
  masked_phone: z.string(),
});
export type PhoneVerificationRequestResponse = z.infer<typeof phoneVerificationRequestResponseSchema>;

/** POST /auth/confirm-phone (bearer phone token). */
export const confirmPhoneRequestSchema = z.strictObject({ code: otpCodeSchema });

/** POST /auth/login answer when the account has MFA on: a second step is needed. */
export const mfaChallengeSchema = z.object({
  mfa_required: z.literal(true),
  mfa_token: z.string(),
  expires_at: z.string(),
  methods: z.array(z.enum(['totp', 'email', 'recovery_code'])),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/** The login answer: a session, or an MFA challenge. */
export const loginResponseSchema = z.union([sessionSchema, mfaChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isMfaChallenge = (value: LoginResponse): value is MfaChallenge => 'mfa_required' in value;

/** POST /mfa/enroll: re-authenticate with the password. */
export const mfaEnrollRequestSchema = z.strictObject({ password: passwordInputSchema });
export const mfaEnrollResponseSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type MfaEnrollResponse = z.infer<typeof mfaEnrollResponseSchema>;

/** POST /mfa/activate: the first code from the app. */
export const mfaActivateRequestSchema = z.strictObject({ code: otpCodeSchema });
export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** POST /mfa/authenticate (bearer MFA token): a code from the app or from the e-mail. */
export const mfaAuthenticateRequestSchema = z.strictObject({ code: otpCodeSchema });

/**
 * POST /mfa/account/recovery: with an MFA token and a recovery code it logs in (lost device); with a web
 * token and the password it issues 10 new codes (the old ones stop working).
 */
export const mfaRecoveryRequestSchema = z.union([
  z.strictObject({ recovery_code: recoveryCodeSchema }),
  z.strictObject({ password: passwordInputSchema }),
]);

/** POST /mfa/deactivate-request (password) and POST /mfa/deactivate (the e-mailed code). */
export const mfaDeactivateRequestSchema = z.strictObject({ password: passwordInputSchema });
export const mfaDeactivateSchema = z.strictObject({ code: otpCodeSchema });

/** POST /mfa/verify-password-reset-request (bearer reset token): proves the second factor before a reset. */
export const mfaVerifyPasswordResetSchema = z.strictObject({ code: otpCodeSchema });
export const resetTokenResponseSchema = z.object({ reset_token: z.string(), expires_at: z.string() });

/** POST /auth/email/change: a new address for the account; the current password proves it is the owner. */
export const changeEmailRequestSchema = emailOnlySchema.extend({ password: passwordInputSchema });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** How long the undo link e-mailed to the old address after an e-mail change works. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/** POST /auth/email/restore: the token of the undo link e-mailed to the old address. */
export const restoreEmailRequestSchema = z.strictObject({
  token: z
    .string({ error: 'The link is incomplete' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete: open it from the e-mail again'),
});
export const restoreEmailResponseSchema = z.object({ message: z.string(), email: z.string() });
export type RestoreEmailResponse = z.infer<typeof restoreEmailResponseSchema>;
