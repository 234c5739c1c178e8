import { sessionSchema, type LoginRequest, type Session } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

export const login = (body: LoginRequest): Promise<Session> =>
  // A stale token must not ride along with a fresh login.
  apiRequest('/auth/login', { method: 'POST', body, schema: sessionSchema, withToken: false });

export const useLoginMutation = () => useMutation({ mutationFn: login });
