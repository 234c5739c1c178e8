import { sessionSchema, type Session } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest, bearer } from '../../../lib/api-client';

interface AuthenticateInput {
  mfaToken: string;
  code: string;
}

/** POST /mfa/authenticate (bearer: the MFA token): a code from the app or the e-mail → a session. */
export const authenticateMfa = ({ mfaToken, code }: AuthenticateInput): Promise<Session> =>
  apiRequest('/mfa/authenticate', { method: 'POST', body: { code }, headers: bearer(mfaToken), schema: sessionSchema });

export const useAuthenticateMfaMutation = () => useMutation({ mutationFn: authenticateMfa });
