import { Alert, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { PageCard } from '../../../components/ui/page-card';
import { EmailConfirmation } from '../../../features/auth/components/email-confirmation';
import { LoginForm } from '../../../features/auth/components/login-form';
import { readLoginNotice } from '../../../features/auth/hooks/login-notice';

export function Component() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Kept for the whole visit: the link is taken out of the address once used (a reload must not spend it twice).
  const [confirmToken] = useState(() => searchParams.get('confirm'));
  const navigate = useNavigate();
  // Shown for this visit only: a reload or a later visit must not repeat it.
  const [notice] = useState(() => readLoginNotice(location.state));
  const hasState = location.state !== null && location.state !== undefined;
  useEffect(() => {
    if (hasState) void navigate({ search: location.search }, { replace: true, state: null });
  }, [hasState, location.search, navigate]);

  const dropConfirmParam = useCallback(() => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('confirm');
        return next;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  return (
    <PageCard>
      <LoginForm
        notice={
          confirmToken !== null || notice !== null ? (
            <Stack gap="sm">
              {confirmToken !== null ? <EmailConfirmation token={confirmToken} onSettled={dropConfirmParam} /> : null}
              {notice !== null ? (
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
