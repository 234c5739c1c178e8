import { NavigationProgress } from '@mantine/nprogress';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from '@hireway/shared';
import { Outlet } from 'react-router';

import { env } from '../../config/env';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { IdleMonitor } from '../../features/idle/components/idle-monitor';
import { useAuth } from '../../lib/auth/auth-store';
import { SkipLink } from '../../components/ui/skip-link';
import { useFocusPageHeading, useHideInitialLoader, useNavigationProgress, usePageAccessLog } from '../hooks';

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
      <IdleMonitor
        enabled={env.isProduction && user !== null}
        idleTimeoutMinutes={settings?.security_settings.idle_timeout ?? DEFAULT_IDLE_TIMEOUT_MINUTES}
        onIdle={() => void logout()}
      />
    </>
  );
}
