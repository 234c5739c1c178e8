import { sessionSchema, type RegisterRequest, type Session } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /auth/register is multipart in the spec; every field is text here. */
export const register = (body: RegisterRequest): Promise<Session> => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) form.append(key, String(value));
  }
  return apiRequest('/auth/register', { method: 'POST', body: form, schema: sessionSchema, withToken: false });
};

export const useRegisterMutation = () => useMutation({ mutationFn: register });
