import { useMutation } from '@tanstack/react-query';

import { LOCAL_KEYS } from '../../../config/storage-keys';
import { apiRequest } from '../../../lib/api-client';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import { loadAuthSchemas } from './load-schemas';
import type { PhoneVerificationAnswer } from './schemas';

export type { PhoneVerificationAnswer } from './schemas';

/** POST /auth/request-phone-verification: texts a code and keeps the token and timestamp it answers with. */
export const requestPhoneCode = async (): Promise<PhoneVerificationAnswer> => {
  const answer = await apiRequest('/auth/request-phone-verification', {
    method: 'POST',
    schema: () => loadAuthSchemas().then((schemas) => schemas.phoneVerificationResponseSchema),
  });
  if (answer.sms_verification_code_timestamp !== undefined && answer.sms_verification_code_timestamp !== null) {
    writeStorage('local', LOCAL_KEYS.smsVerificationCodeTimestamp, String(answer.sms_verification_code_timestamp));
  }
  if (answer.phone_verification_token !== undefined && answer.phone_verification_token !== null) {
    writeStorage('local', LOCAL_KEYS.phoneVerificationToken, answer.phone_verification_token);
  }
  return answer;
};

/**
 * Rule 5 (phone not verified): ask for a code on the way to the verify-phone screen. Errors are
 * ignored: the user goes to verify-phone either way.
 */
export const requestPhoneVerification = async (): Promise<void> => {
  try {
    await requestPhoneCode();
  } catch {
    // Spec: the same redirect happens when the request errors.
  }
};

export const useRequestPhoneCodeMutation = () => useMutation({ mutationFn: requestPhoneCode });

export interface StoredPhoneVerification {
  token: string | null;
  /** When the last code was sent (ms since the epoch), or null when unknown. */
  sentAt: number | null;
}

/** What the last request left in local storage. A numeric timestamp may be in seconds or milliseconds. */
export const readStoredPhoneVerification = (): StoredPhoneVerification => {
  const raw = readStorage('local', LOCAL_KEYS.smsVerificationCodeTimestamp);
  let sentAt: number | null = null;
  if (raw !== null && raw.trim() !== '') {
    const numeric = Number(raw);
    const parsed = Number.isFinite(numeric) ? (numeric < 1e12 ? numeric * 1000 : numeric) : Date.parse(raw);
    sentAt = Number.isNaN(parsed) ? null : parsed;
  }
  return { token: readStorage('local', LOCAL_KEYS.phoneVerificationToken), sentAt };
};

/** The phone is verified: the token and timestamp are of no further use. */
export const clearStoredPhoneVerification = (): void => {
  removeStorage('local', LOCAL_KEYS.phoneVerificationToken);
  removeStorage('local', LOCAL_KEYS.smsVerificationCodeTimestamp);
};
