import { NavigationProgress } from '@mantine/nprogress';
import { DEFAULT_IDLE_TIMEOUT_MINUTES } from '@hireway/shared';
import { Outlet } from 'react-router';

import { env } from '../../config/env';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { IdleMonitor } from '../../features/idle/components/idle-monitor';
import { useAuth } from '../../lib/auth/auth-store';
import { useHideInitialLoader, useNavigationProgress, usePageAccessLog } from '../hooks';

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
      <IdleMonitor
        enabled={env.isProduction && user !== null}
        idleTimeoutMinutes={settings?.security_settings.idle_timeout ?? DEFAULT_IDLE_TIMEOUT_MINUTES}
        onIdle={() => void logout()}
      />
    </>
  );
}
