import { isMfaChallenge, registerResponseSchema, type RegisterRequest, type Session } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest, isApiError } from '../../../lib/api-client';
import { login } from './login';

/**
 * The outcome of signing up. POST /auth/register answers the same 202 whether or not the address already has an
 * account (no enumeration), so the app then logs in with the same credentials: a session means a new account;
 * anything else (the address belonged to someone, who has been e-mailed) means "check your inbox".
 */
export type RegisterOutcome = { kind: 'session'; session: Session } | { kind: 'check-inbox'; email: string };

/** POST /auth/register is multipart in the spec; every field is text here. */
export const register = async (body: RegisterRequest): Promise<RegisterOutcome> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) form.append(key, String(value));
  }
  await apiRequest('/auth/register', { method: 'POST', body: form, schema: registerResponseSchema, withToken: false });
  try {
    const answer = await login({ email: body.email, password: body.password });
    if (!isMfaChallenge(answer)) return { kind: 'session', session: answer };
  } catch (error) {
    // 401 (someone else's address), 429 or a suspended account: the registration itself went through.
    if (!isApiError(error)) throw error;
  }
  return { kind: 'check-inbox', email: body.email };
};

export const useRegisterMutation = () => useMutation({ mutationFn: register });
