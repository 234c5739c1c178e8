import { NavigationProgress } from '@mantine/nprogress';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from '@hireway/shared';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { env } from '../../config/env';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useAuth } from '../../lib/auth/auth-store';
import { useHideInitialLoader, useNavigationProgress, usePageAccessLog } from '../hooks';

/** Loaded only for a signed-in session in production (the idle timer is no use to a visitor). */
const IdleMonitor = lazy(() =>
  import('../../features/idle/components/idle-monitor').then((module) => ({ default: module.IdleMonitor })),
);

export function RootLayout() {
  useNavigationProgress();
  useHideInitialLoader();
  usePageAccessLog();
  const { user, settings } = useAuth();
  const logout = useLogout();

  return (
    <>
      <NavigationProgress size={3} />
      <Outlet />
      {env.isProduction && user !== null && (
        <Suspense fallback={null}>
          <IdleMonitor
            enabled
            idleTimeoutMinutes={settings?.security_settings.idle_timeout ?? DEFAULT_IDLE_TIMEOUT_MINUTES}
            onIdle={() => void logout()}
          />
        </Suspense>
      )}
    </>
  );
}
