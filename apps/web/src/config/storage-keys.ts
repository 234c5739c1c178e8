import { COLOR_SCHEME_STORAGE_KEY } from '@hireway/shared';

/** Every browser-storage key the app uses, in one place. */
export const LOCAL_KEYS = {
  accessToken: 'hireway.access_token',
  /** The short-lived token between the password step and the second factor of an MFA login. */
  mfaAccessToken: 'hireway.mfa_access_token',
  user: 'hireway.user',
  settings: 'hireway.settings',
  colorScheme: COLOR_SCHEME_STORAGE_KEY,
  language: 'hireway.language',
  phoneVerificationToken: 'hireway.phone_verification_token',
  smsVerificationCodeTimestamp: 'hireway.sms_verification_code_timestamp',
} as const;

export const SESSION_KEYS = {
  lastPageAccessed: 'hireway.last_page_accessed',
  registrationEmail: 'hireway.registration_email',
} as const;
