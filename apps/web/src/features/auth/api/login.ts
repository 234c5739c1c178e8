import type { LoginRequest, LoginResponse } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { loadAuthSchemas } from './load-schemas';

/** A session, or an MFA challenge when the account has two-factor authentication on. */
export const login = (body: LoginRequest): Promise<LoginResponse> =>
  // A stale token must not ride along with a fresh login.
  apiRequest('/auth/login', {
    method: 'POST',
    body,
    schema: () => loadAuthSchemas().then((schemas) => schemas.loginResponseSchema),
    withToken: false,
  });

export const useLoginMutation = () => useMutation({ mutationFn: login });
