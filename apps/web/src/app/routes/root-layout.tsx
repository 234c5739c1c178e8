import { NavigationProgress } from '@mantine/nprogress';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from '@hireway/shared';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { env } from '../../config/env';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { useAuth } from '../../lib/auth/auth-store';
import { SkipLink } from '../../components/ui/skip-link';
import { useFocusPageHeading, useHideInitialLoader, useNavigationProgress, usePageAccessLog } from '../hooks';

/** Loaded only for a signed-in session in production (the idle timer is no use to a visitor). */
const IdleMonitor = lazy(() =>
  import('../../features/idle/components/idle-monitor').then((module) => ({ default: module.IdleMonitor })),
);

export function RootLayout() {
  useNavigationProgress();
  useFocusPageHeading();
  useHideInitialLoader();
  usePageAccessLog();
  const { user, settings } = useAuth();
  const logout = useLogout();

  return (
    <>
      <SkipLink />
      {/* Visual only: focus moving to the new page's heading tells assistive technology about a navigation. */}
      <NavigationProgress size={3} aria-hidden />
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
