import { LOCAL_KEYS } from '../../config/storage-keys';
import { readStorage, removeStorage, writeStorage } from '../storage';

/**
 * The MFA access token of a login waiting for its second factor (spec section 9). It opens only
 * the MFA endpoints; it lives until the second step succeeds, a session begins or ends.
 */
export const storeMfaToken = (token: string): void => writeStorage('local', LOCAL_KEYS.mfaAccessToken, token);

export const readMfaToken = (): string | null => {
  const token = readStorage('local', LOCAL_KEYS.mfaAccessToken);
  return token === null || token.trim() === '' ? null : token;
};

export const clearMfaToken = (): void => removeStorage('local', LOCAL_KEYS.mfaAccessToken);
