import { z } from 'zod';

import { LOCAL_KEYS } from '../../../config/storage-keys';
import { apiRequest } from '../../../lib/api-client';
import { writeStorage } from '../../../lib/storage';

const phoneVerificationResponseSchema = z
  .object({
    sms_verification_code_timestamp: z.union([z.string(), z.number()]).nullish(),
    phone_verification_token: z.string().nullish(),
  })
  .loose();

/**
 * Rule 5 (phone not verified): ask for a code and keep what the answer carries for the
 * verify-phone screen. Errors are ignored: the user goes to verify-phone either way.
 */
export const requestPhoneVerification = async (): Promise<void> => {
  try {
    const answer = await apiRequest('/auth/request-phone-verification', {
      method: 'POST',
      schema: phoneVerificationResponseSchema,
    });
    if (answer.sms_verification_code_timestamp !== undefined && answer.sms_verification_code_timestamp !== null) {
      writeStorage('local', LOCAL_KEYS.smsVerificationCodeTimestamp, String(answer.sms_verification_code_timestamp));
    }
    if (answer.phone_verification_token !== undefined && answer.phone_verification_token !== null) {
      writeStorage('local', LOCAL_KEYS.phoneVerificationToken, answer.phone_verification_token);
    }
  } catch {
    // Spec: the same redirect happens when the request errors.
  }
};
