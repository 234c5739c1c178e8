import type { Session } from '@hireway/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { beginSession } from '../../../lib/auth/session';
import { notifySuccess } from '../../../lib/notify';
import { invalidateTokenChecks, primeTokenCheck } from '../api/check';
import { signInDestination } from './sign-in-destination';

/** What login and signup do once the server said yes (spec section 4). */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation(['auth', 'common']);

  return useCallback(
    (session: Session, options: { to?: string } = {}) => {
      invalidateTokenChecks(queryClient);
      primeTokenCheck(queryClient, session);
      beginSession(session);
      void navigate(options.to ?? paths[signInDestination(session)], { replace: true });
      notifySuccess({
        title: t('auth:welcome.title', { name: session.user.first_name }),
        message: t('auth:welcome.message', { role: t(`common:roles.${session.user.user_group}`) }),
      });
    },
    [navigate, queryClient, t],
  );
}
