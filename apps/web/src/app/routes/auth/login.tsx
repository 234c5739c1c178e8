import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { EmailConfirmation } from '../../../features/auth/components/email-confirmation';
import { EmailRestore } from '../../../features/auth/components/email-restore';
import { LoginForm } from '../../../features/auth/components/login-form';
import { loginNoticeSchema } from '../../../features/auth/hooks/login-notice';

export function Component() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Kept for the whole visit: the link is taken out of the address once used (a reload must not spend it twice).
  const [confirmToken] = useState(() => searchParams.get('confirm'));
  // The undo link e-mailed to the old address after an e-mail change (same single-use handling).
  const [restoreToken] = useState(() => searchParams.get('restore_email'));
  const navigate = useNavigate();
  // Shown for this visit only: a reload or a later visit must not repeat it.
  const [notice] = useState(() => loginNoticeSchema.safeParse(location.state));
  const hasState = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (hasState) void navigate({ search: location.search }, { replace: true, state: null });
  }, [hasState, location.search, navigate]);

  const dropParam = useCallback(
    (name: string) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  const dropConfirmParam = useCallback(() => dropParam('confirm'), [dropParam]);
  const dropRestoreParam = useCallback(() => dropParam('restore_email'), [dropParam]);

  return (
    <PageCard>
      <LoginForm
        notice={
          confirmToken !== null || restoreToken !== null || notice.success ? (
            <Stack gap="sm">
              {confirmToken !== null ? <EmailConfirmation token={confirmToken} onSettled={dropConfirmParam} /> : null}
              {restoreToken !== null ? <EmailRestore token={restoreToken} onSettled={dropRestoreParam} /> : null}
              {notice.success ? (
                <Alert
                  color="green"
                  variant="light"
                  title={t('resetPassword.doneTitle')}
                  icon={<IconCircleCheck aria-hidden />}
                >
                  {t('resetPassword.done')}
                </Alert>
              ) : null}
            </Stack>
          ) : null
        }
      />
    </PageCard>
  );
}
